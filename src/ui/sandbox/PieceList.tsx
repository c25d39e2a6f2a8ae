import { keyToOffset } from '../../engine';
import type { Facing } from '../../engine/ids';
import { FLAG_STYLES } from '../../scene/flagStyle';
import { useSandboxStore } from '../../store/sandbox/sandboxStore';
import { SANDBOX_PIECE_IDS, type SandboxPieceId, spaceOf } from '../../table/sandboxLayout';

export const FACING_NAMES = [
  'east →',
  'north-east ↗',
  'north-west ↖',
  'west ←',
  'south-west ↙',
  'south-east ↘',
];
/** Columns and rows of the standard map's drawing, 1-based. */
const COLUMNS = Array.from({ length: 13 }, (_, k) => k + 1);
const ROWS = Array.from({ length: 11 }, (_, k) => k + 1);

export function pieceName(id: SandboxPieceId): string {
  if (id === 'kraken') return 'Kraken';
  if (id === 'tower') return 'Tower';
  return `${FLAG_STYLES[id].label} ship`;
}

/** The table as a list: every drag-and-drop move and turn, reachable from the keyboard. */
export function PieceList() {
  const layout = useSandboxStore((store) => store.layout);
  const selected = useSandboxStore((store) => store.selected);
  const { toggle, move, turn, update, setFiring, select } = useSandboxStore.getState();
  return (
    <section className="piece-list" aria-label="Pieces on the table">
      <h3>Pieces</h3>
      <p className="hint">Drag a piece on the table, or set its space here. Q / E turn the selected piece.</p>
      <ul>
        {SANDBOX_PIECE_IDS.map((id) => {
          const piece = layout.pieces.find((p) => p.id === id);
          const name = pieceName(id);
          const at = piece ? keyToOffset(piece.hex) : null;
          return (
            <li key={id} className={selected === id ? 'selected' : ''} data-testid={`piece-${id}`}>
              <label className="piece-name">
                <input type="checkbox" checked={piece !== undefined} onChange={() => toggle(id)} />
                <button type="button" className="link" onClick={() => select(id)} disabled={!piece}>
                  {name}
                </button>
              </label>
              {piece && at && (
                <div className="piece-controls">
                  <label>
                    <input
                      type="radio"
                      name="firing-piece"
                      checked={layout.firing === id}
                      onChange={() => setFiring(id)}
                      aria-label={`${name} fires`}
                    />
                    fires
                  </label>
                  <select
                    aria-label={`Column of ${name}`}
                    value={at.col + 1}
                    onChange={(e) => move(id, spaceOf(Number(e.target.value), at.row + 1))}
                  >
                    {COLUMNS.map((col) => (
                      <option key={col} value={col}>
                        col {col}
                      </option>
                    ))}
                  </select>
                  <select
                    aria-label={`Row of ${name}`}
                    value={at.row + 1}
                    onChange={(e) => move(id, spaceOf(at.col + 1, Number(e.target.value)))}
                  >
                    {ROWS.map((row) => (
                      <option key={row} value={row}>
                        row {row}
                      </option>
                    ))}
                  </select>
                  <select
                    aria-label={`Facing of ${name}`}
                    value={piece.facing}
                    onChange={(e) => turn(id, Number(e.target.value) as Facing)}
                  >
                    {FACING_NAMES.map((label, facing) => (
                      <option key={label} value={facing}>
                        {label}
                      </option>
                    ))}
                  </select>
                  {piece.kind === 'ship' && (
                    <label>
                      <input
                        type="checkbox"
                        checked={piece.captainStanding}
                        onChange={(e) => update(id, { captainStanding: e.target.checked })}
                      />
                      captain
                    </label>
                  )}
                  <label>
                    <input
                      type="checkbox"
                      checked={piece.isTarget && layout.firing !== id}
                      disabled={layout.firing === id}
                      onChange={(e) => update(id, { isTarget: e.target.checked })}
                    />
                    target
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
