import * as Plot from '@observablehq/plot';
import { useCallback, useMemo } from 'react';
import type { VolleyScore } from '../../physics/scoreTypes';
import { PlotFigure } from './PlotFigure';
import { sessionRates } from './sessionStats';

const COLOURS = { hit: '#0072B2', landed: '#E69F00', 'knocked off': '#D55E00' };

/** The session's running statistics: hit, landed and knock-off rates per strength band. */
export function SessionStats({ volleys }: { volleys: readonly { strength: number; score: VolleyScore }[] }) {
  const rates = useMemo(() => sessionRates(volleys), [volleys]);
  const make = useCallback(
    () =>
      Plot.plot({
        height: 150,
        width: 300,
        marginLeft: 36,
        marginBottom: 30,
        style: { background: 'transparent', fontSize: '11px' },
        fx: { label: 'strength', padding: 0.15 },
        x: { axis: null, domain: Object.keys(COLOURS) },
        y: { label: 'rate', domain: [0, 1], grid: true, tickFormat: '.0%' },
        color: { domain: Object.keys(COLOURS), range: Object.values(COLOURS), legend: true },
        marks: [
          Plot.barY(rates, {
            fx: 'band',
            x: 'kind',
            y: 'rate',
            fill: 'kind',
            title: (d) => `${d.kind}: ${d.count}/${d.volleys}`,
          }),
          Plot.ruleY([0]),
        ],
      }),
    [rates],
  );
  return (
    <section className="session-stats" aria-label="Session statistics">
      <h3>This session: {volleys.length} volleys</h3>
      {volleys.length > 0 ? (
        <PlotFigure
          make={make}
          label="Hit, landed and knock-off rates per strength band"
          testId="session-chart"
        />
      ) : (
        <p className="hint">Fire a few volleys to see your rates by strength.</p>
      )}
    </section>
  );
}
