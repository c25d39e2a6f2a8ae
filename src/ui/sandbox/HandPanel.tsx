import { useMemo } from 'react';
import { handDropScore, useHandStore } from '../../store/sandbox/handStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { AWARD_SHORT, coinsText, cubeText } from './describeScore';

/** Heights a lifted cube or captain is carried at, cm: over the decks, the Kraken, the tower. */
export const HOLD_HEIGHTS = [4, 7, 11] as const;

/**
 * Hand mode's panel: on and off, how high the hand carries, put everything back, and how the last
 * cube let go scores under the thresholds being edited (re-scored as they change).
 */
export function HandPanel({
  holdHeight,
  onHoldHeight,
}: {
  holdHeight: number;
  onHoldHeight: (h: number) => void;
}) {
  const on = useHandStore((store) => store.on);
  const last = useHandStore((store) => store.drops.at(-1) ?? null);
  const thresholds = useTuningStore((store) => store.thresholds);
  const score = useMemo(() => (last ? handDropScore(last, thresholds) : null), [last, thresholds]);
  const { setOn, reset } = useHandStore.getState();
  return (
    <section className="hand-panel" aria-label="Hand mode">
      <div className="control-row">
        <button type="button" aria-pressed={on} onClick={() => setOn(!on)} data-testid="hand-toggle">
          {on ? 'Hand mode: on' : 'Hand mode'}
        </button>
        {on && (
          <button type="button" onClick={reset}>
            Put back
          </button>
        )}
      </div>
      {on && (
        <>
          <p className="hint">
            Pick up a cube or a captain and let go to drop it, or let go moving to throw it; slide a piece to
            nudge. Live physics shows it; the recorded drop is what scores.
          </p>
          <label>
            Carry at{' '}
            <select value={holdHeight} onChange={(event) => onHoldHeight(Number(event.target.value))}>
              {HOLD_HEIGHTS.map((height) => (
                <option key={height} value={height}>
                  {height} cm
                </option>
              ))}
            </select>
          </label>
          {last && score && (
            <p className="hand-result" data-testid="hand-result" data-award={score.award} aria-live="polite">
              <strong>
                Drop {last.n}: this cube{' '}
                {AWARD_SHORT[score.award] === 'none' ? 'scored nothing' : AWARD_SHORT[score.award]}:{' '}
                {coinsText(score.award)}
              </strong>
              <br />
              <small>{cubeText(score, last.trace.dt, thresholds)}</small>
            </p>
          )}
        </>
      )}
    </section>
  );
}
