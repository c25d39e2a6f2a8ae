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
}

/** S2: the first player picks the Kraken's facing, then a glowing space on the table. */
export function KrakenPlacement({ placer, facing, onFacing }: KrakenPlacementProps) {
  return (
    <section className="panel kraken-placement" aria-label="Place the Kraken">
      <h3>{placer}, place the Kraken</h3>
      <p>Pick its facing, then click a glowing space (not next to the tower or a ship).</p>
      <div className="facings" role="radiogroup" aria-label="Kraken facing">
        <label>
          <input type="radio" checked={facing === 'towardTower'} onChange={() => onFacing('towardTower')} />
          toward the tower
        </label>
        {FACING_ARROWS.map((option) => (
          <label key={option.facing} title={option.label}>
            <input
              type="radio"
              checked={facing === option.facing}
              onChange={() => onFacing(option.facing)}
              aria-label={option.label}
            />
            {option.arrow}
          </label>
        ))}
      </div>
    </section>
  );
}
