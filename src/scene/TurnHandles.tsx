import { DomAnchor } from './DomAnchor';
import { useTap } from './useTap';

export interface TurnHandle {
  /** 'left' turns counter-clockwise seen from above. */
  direction: 'left' | 'right';
  /** The engine's reason when this turn is refused now; null when it is legal. */
  refusal: string | null;
  onTurn: () => void;
  /** Accessible name naming the piece, e.g. "Turn Kraken left"; by default "Turn left". */
  label?: string;
}

/** Two round buttons beside the selected piece that turn it a sixth either way (M5); finger-sized. */
export function TurnHandles({
  x,
  z,
  height,
  handles,
}: {
  x: number;
  z: number;
  height: number;
  handles: TurnHandle[];
}) {
  // looked up at the lift, by direction: the handles may have been rebuilt since the finger landed
  const tap = useTap((direction: TurnHandle['direction']) => {
    const handle = handles.find((h) => h.direction === direction);
    if (handle && handle.refusal === null) handle.onTurn();
  });
  return (
    <DomAnchor position={[x, height, z]} zIndex={15}>
      <div className="turn-handles">
        {handles.map((handle) => (
          <button
            key={handle.direction}
            type="button"
            className="turn-handle"
            disabled={handle.refusal !== null}
            title={handle.refusal ?? handle.label ?? `Turn ${handle.direction}`}
            aria-label={handle.label ?? `Turn ${handle.direction}`}
            {...tap(handle.direction)}
            // a pointer turns on its tap (above); a click with no pointer behind it is the keyboard's
            onClick={(event) => {
              if (event.detail === 0) handle.onTurn();
            }}
          >
            <svg width="22" height="22" viewBox="0 0 18 18" aria-hidden="true">
              <g transform={handle.direction === 'left' ? 'translate(18 0) scale(-1 1)' : undefined}>
                <path d="M13 5a6 6 0 1 0 1.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M9 1l4.5 4L9 8z" fill="currentColor" />
              </g>
            </svg>
          </button>
        ))}
      </div>
    </DomAnchor>
  );
}
