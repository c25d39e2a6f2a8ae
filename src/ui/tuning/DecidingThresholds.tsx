import { useMemo } from 'react';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { useBatchStore } from '../../store/tuning/batchStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { outcomeText } from '../sandbox/describeScore';
import { type Flip, thresholdMargins } from './thresholdMargins';

function flipText(field: keyof Thresholds, flip: Flip | null, current: number): string {
  if (!flip) return 'no change within bounds';
  const { unit, step } = THRESHOLD_INFO[field];
  const digits = Math.max(0, Math.ceil(-Math.log10(step / 100)));
  const percent = ((flip.value - current) / current) * 100;
  return `at ${flip.value.toFixed(digits)} ${unit} (${percent > 0 ? '+' : ''}${percent.toFixed(0)}%): ${outcomeText(flip.score)}`;
}

/** One way of moving a threshold: where the outcome flips, and a button to move it just past there. */
function FlipCell(props: { field: keyof Thresholds; flip: Flip | null; current: number; direction: -1 | 1 }) {
  const { field, flip, current, direction } = props;
  return (
    <td>
      {flipText(field, flip, current)}
      {flip && (
        <button
          type="button"
          className="small"
          onClick={() => useTuningStore.getState().setThreshold(field, round(field, flip.value, direction))}
        >
          Try
        </button>
      )}
    </td>
  );
}

/**
 * Which threshold decides this volley: for each, the nearest value either way that changes its outcome,
 * closest first; "try" moves it there (every recorded volley re-scores), "across the batch" sweeps it.
 */
export function DecidingThresholds({ trace }: { trace: VolleyTrace }) {
  const thresholds = useTuningStore((store) => store.thresholds);
  const hasBatch = useBatchStore((store) => store.rows.length > 0);
  const margins = useMemo(() => thresholdMargins(trace, thresholds), [trace, thresholds]);
  const decider = margins[0] && Number.isFinite(margins[0].closeness) ? margins[0].field : null;
  return (
    <section className="deciding" aria-label="Which threshold decides this volley" data-testid="deciding">
      <h4>
        {decider
          ? `Decided most narrowly by ${THRESHOLD_INFO[decider].label.toLowerCase()}`
          : 'No threshold within its bounds changes this volley'}
      </h4>
      <table>
        <thead>
          <tr>
            <th scope="col">Threshold</th>
            <th scope="col">Lower it…</th>
            <th scope="col">Raise it…</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {margins.map(({ field, down, up }) => (
            <tr key={field} className={field === decider ? 'decider' : ''} data-field={field}>
              <th scope="row">
                {THRESHOLD_INFO[field].label} = {thresholds[field]}
              </th>
              <FlipCell field={field} flip={down} current={thresholds[field]} direction={-1} />
              <FlipCell field={field} flip={up} current={thresholds[field]} direction={1} />
              <td>
                <button
                  type="button"
                  className="small"
                  disabled={!hasBatch}
                  title={hasBatch ? undefined : 'Run a batch first'}
                  onClick={() =>
                    void useBatchStore
                      .getState()
                      .sweepField(field)
                      .then(() =>
                        document.querySelector('.threshold-curve')?.scrollIntoView({ block: 'center' }),
                      )
                  }
                >
                  Across the batch
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A flip value rounded outward to a hundredth of the step, so trying it lands past the change. */
function round(field: keyof Thresholds, value: number, direction: 1 | -1): number {
  const { step, min, max } = THRESHOLD_INFO[field];
  const grain = step / 100;
  const rounded = direction > 0 ? Math.ceil(value / grain) * grain : Math.floor(value / grain) * grain;
  return Number(Math.min(max, Math.max(min, rounded)).toFixed(6));
}
