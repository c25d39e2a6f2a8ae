import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import { VOLLEY_AWARDS } from '../../engine/volleyOutcome';
import { thresholdVariants } from '../../physics/sweep';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import { expectedCoins, outcomeShares, sensitivity } from '../../store/tuning/batchMerge';
import { useBatchStore } from '../../store/tuning/batchStore';
import { AWARD_SHORT } from '../sandbox/describeScore';
import { PlotFigure } from '../sandbox/PlotFigure';

const AWARD_COLOURS = ['#9aa5ad', '#0072B2', '#E69F00', '#D55E00'];
const STYLE = { background: 'transparent', fontSize: '11px' };

/** Outcome shares by strength band, expected coins by strength and source, each threshold's sensitivity. */
export function BatchPlots() {
  const rows = useBatchStore((store) => store.rows);
  const variantsOf = useBatchStore((store) => store.variantsOf);
  const plain = useMemo(() => rows.map((r) => r.row), [rows]);

  const shares = useCallback(
    () =>
      Plot.plot({
        title: 'Outcome shares by strength',
        height: 240,
        width: 380,
        marginBottom: 48,
        style: STYLE,
        x: { label: 'strength', tickRotate: -40 },
        y: { label: 'share', tickFormat: '.0%', grid: true },
        color: { domain: VOLLEY_AWARDS.map((a) => AWARD_SHORT[a]), range: AWARD_COLOURS, legend: true },
        marks: [
          Plot.barY(outcomeShares(plain), {
            x: 'band',
            y: 'share',
            fill: (d) => AWARD_SHORT[d.best as keyof typeof AWARD_SHORT],
            title: (d) => `${d.best}: ${d.volleys} volleys`,
          }),
          Plot.ruleY([0]),
        ],
      }),
    [plain],
  );
  const coins = useCallback(
    () =>
      Plot.plot({
        title: 'Expected coins by strength and source',
        height: 220,
        width: 380,
        style: STYLE,
        x: { label: 'strength', domain: [0, 1] },
        y: { label: 'coins per volley', grid: true },
        color: {
          legend: true,
          domain: ['ship', 'kraken', 'tower', 'all'],
          range: ['#0072B2', '#009E73', '#CC79A7', '#2b1d0e'],
        },
        marks: [
          Plot.line(expectedCoins(plain), { x: 'strength', y: 'coins', stroke: 'source', marker: 'circle' }),
          Plot.ruleY([0]),
        ],
      }),
    [plain],
  );
  const sensitive = useCallback(
    () =>
      Plot.plot({
        title: 'Threshold sensitivity: volleys whose outcome changes',
        height: 220,
        width: 380,
        style: STYLE,
        x: { label: 'threshold moved (%)' },
        y: { label: 'share changed', tickFormat: '.1%', grid: true },
        color: { legend: true },
        marks: [
          Plot.line(sensitivity(plain, thresholdVariants(variantsOf as Thresholds)), {
            x: 'percent',
            y: 'share',
            stroke: (d) => THRESHOLD_INFO[d.field as keyof Thresholds].label,
            marker: 'dot',
          }),
          Plot.ruleY([0]),
        ],
      }),
    [plain, variantsOf],
  );

  return (
    <div className="batch-plots" data-testid="batch-plots">
      <PlotFigure make={shares} label="Outcome shares by strength band" testId="plot-shares" />
      <PlotFigure make={coins} label="Expected coins by strength and source" testId="plot-coins" />
      {variantsOf ? (
        <PlotFigure make={sensitive} label="Each threshold's sensitivity curve" testId="plot-sensitivity" />
      ) : (
        <p className="hint">Recomputing the sensitivity for the new thresholds…</p>
      )}
    </div>
  );
}
