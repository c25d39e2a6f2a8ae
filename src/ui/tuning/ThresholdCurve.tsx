import * as Plot from '@observablehq/plot';
import { useCallback } from 'react';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import { useBatchStore } from '../../store/tuning/batchStore';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { PlotFigure } from '../sandbox/PlotFigure';

const FIELDS = Object.keys(THRESHOLD_INFO) as (keyof Thresholds)[];

/** One threshold swept across its whole range over the batch: what moving it would change, and the coins. */
export function ThresholdCurve() {
  const curve = useBatchStore((store) => store.curve);
  const busy = useBatchStore((store) => store.curveBusy);
  const hasRows = useBatchStore((store) => store.rows.length > 0);
  const current = useTuningStore((store) => store.thresholds);
  const make = useCallback(() => {
    if (!curve) return document.createElement('div');
    const info = THRESHOLD_INFO[curve.field];
    const points = curve.points.map((p) => ({
      value: p.value,
      changed: p.volleys ? p.changed / p.volleys : 0,
      coins: p.volleys ? p.coins / p.volleys : 0,
      count: p.changed,
      volleys: p.volleys,
    }));
    return Plot.plot({
      title: `${info.label} across the batch (${points[0]?.volleys ?? 0} volleys)`,
      height: 230,
      width: 520,
      style: { background: 'transparent', fontSize: '11px' },
      x: { label: `${info.label} (${info.unit})` },
      y: { label: 'share changed / coins per volley', grid: true },
      marks: [
        Plot.line(points, { x: 'value', y: 'changed', stroke: '#D55E00', marker: 'dot' }),
        Plot.line(points, { x: 'value', y: 'coins', stroke: '#0072B2', strokeDasharray: '4 3' }),
        Plot.tip(
          points,
          Plot.pointerX({
            x: 'value',
            y: 'changed',
            title: (d) =>
              `${d.value} ${info.unit}: ${d.count} of ${d.volleys} change, ${d.coins.toFixed(3)} coins/volley`,
          }),
        ),
        Plot.ruleX([curve.thresholds[curve.field]], { stroke: '#2b1d0e' }),
        Plot.text([{ x: curve.thresholds[curve.field] }], {
          x: 'x',
          frameAnchor: 'top',
          text: () => 'now',
          dy: -4,
        }),
        Plot.ruleY([0]),
      ],
    });
  }, [curve]);
  if (!hasRows) return null;
  return (
    <div className="threshold-curve">
      <label>
        Sweep a threshold across the batch{' '}
        <select
          value={curve?.field ?? ''}
          onChange={(e) =>
            e.target.value && void useBatchStore.getState().sweepField(e.target.value as keyof Thresholds)
          }
          aria-label="Threshold to sweep across the batch"
        >
          <option value="">choose…</option>
          {FIELDS.map((field) => (
            <option key={field} value={field}>
              {THRESHOLD_INFO[field].label}
            </option>
          ))}
        </select>
      </label>
      {busy && <span className="hint"> sweeping…</span>}
      {curve && (
        <>
          <p className="hint" data-testid="curve-legend">
            Red: share of the batch whose outcome differs from now ({current[curve.field]}{' '}
            {THRESHOLD_INFO[curve.field].unit}
            ); blue dashed: expected coins per volley.
          </p>
          <PlotFigure
            make={make}
            label={`${THRESHOLD_INFO[curve.field].label} swept across the batch`}
            testId="plot-curve"
          />
        </>
      )}
    </div>
  );
}
