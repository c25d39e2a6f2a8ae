import type { Facing } from '../engine';

const FACING_ARROWS: ReadonlyArray<{ facing: Facing; arrow: string; label: string }> = [
  { facing: 0, arrow: '→', label: 'east' },
  { facing: 1, arrow: '↗', label: 'north-east' },
  { facing: 2, arrow: '↖', label: 'north-west' },
  { facing: 3, arrow: '←', label: 'west' },
  { facing: 4, arrow: '↙', label: 'south-west' },
  { facing: 5, arrow: '↘', label: 'south-east' },
];

interface KrakenPlacementProps {
  placer: string;
  facing: Facing | 'towardTower';
  onFacing: (facing: Facing | 'towardTower') => void;
  /** The space the keyboard cursor is on, in words; null before an arrow key is pressed. */
  cursor: string | null;
}

/** S2: the first player picks the Kraken's facing, then a glowing space on the table (or by keyboard). */
export function KrakenPlacement({ placer, facing, onFacing, cursor }: KrakenPlacementProps) {
  return (
    // the focus rests on the panel when the game opens (arrows then move the cursor, Enter places)
    <section
      className="panel kraken-placement"
      aria-label="Place the Kraken"
      data-testid="kraken-placement"
      tabIndex={-1}
    >
      <h3>{placer}, place the Kraken</h3>
      <p>
        Pick its facing, then tap a glowing space (not next to the tower or a ship).
        <span className="keyboard-only">
          {' '}
          Keyboard: arrows move the cursor, <kbd>R</kbd> turns the facing, <kbd>Enter</kbd> places.
        </span>
      </p>
      <div className="facings" role="radiogroup" aria-label="Kraken facing">
        <label>
          <input
            type="radio"
            name="kraken-facing"
            checked={facing === 'towardTower'}
            onChange={() => onFacing('towardTower')}
          />
          toward the tower
        </label>
        {FACING_ARROWS.map((option) => (
          <label key={option.facing} title={option.label}>
            <input
              type="radio"
              name="kraken-facing"
              checked={facing === option.facing}
              onChange={() => onFacing(option.facing)}
              aria-label={option.label}
            />
            <span aria-hidden="true">{option.arrow}</span>
          </label>
        ))}
      </div>
      <p aria-live="polite" data-testid="kraken-cursor">
        {cursor ? `Cursor: ${cursor}. Enter places the Kraken here.` : ''}
      </p>
    </section>
  );
}
