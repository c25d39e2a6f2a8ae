import * as Plot from '@observablehq/plot';
import { type ChangeEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dayRates, spreads, spreadWords } from '../../store/practice/practiceStats';
import { usePracticeStore } from '../../store/practice/practiceStore';
import { ConfirmDialog } from '../ConfirmDialog';
import { download } from './LayoutFile';
import { PlotFigure } from './PlotFigure';

const SOURCE_COLOURS = { ship: '#0072B2', kraken: '#009E73', tower: '#D55E00' };
const PLOT_STYLE = { background: 'transparent', fontSize: '11px' };

/** Every practice volley kept on this device: distance against strength, the spread, rates by day. */
export function PracticeHistory() {
  const shots = usePracticeStore((store) => store.shots);
  const message = usePracticeStore((store) => store.message);
  const [asking, setAsking] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void usePracticeStore.getState().load();
  }, []);
  const spread = useMemo(() => spreads(shots), [shots]);
  const days = useMemo(() => dayRates(shots), [shots]);
  const plotted = useMemo(() => shots.filter((shot) => shot.distance !== null), [shots]);
  const distancePlot = useCallback(
    () =>
      Plot.plot({
        height: 170,
        width: 300,
        marginLeft: 36,
        style: PLOT_STYLE,
        x: { label: 'strength', domain: [0, 1] },
        y: { label: 'spaces', grid: true },
        color: { domain: Object.keys(SOURCE_COLOURS), range: Object.values(SOURCE_COLOURS), legend: true },
        marks: [Plot.dot(plotted, { x: 'strength', y: 'distance', stroke: 'source', r: 2.5 })],
      }),
    [plotted],
  );
  const ratePlot = useCallback(
    () =>
      Plot.plot({
        height: 140,
        width: 300,
        marginLeft: 36,
        style: PLOT_STYLE,
        x: { label: 'day', type: 'band' },
        y: { label: 'rate', domain: [0, 1], grid: true, tickFormat: '.0%' },
        color: { domain: ['hit', 'landed'], range: ['#0072B2', '#E69F00'], legend: true },
        marks: [
          Plot.lineY(days, { x: 'day', y: 'hitRate', stroke: () => 'hit' }),
          Plot.lineY(days, { x: 'day', y: 'landRate', stroke: () => 'landed' }),
          Plot.dot(days, { x: 'day', y: 'hitRate', fill: () => 'hit' }),
          Plot.dot(days, { x: 'day', y: 'landRate', fill: () => 'landed' }),
        ],
      }),
    [days],
  );
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) await usePracticeStore.getState().importText(await chosen.text());
  };
  return (
    <section className="practice-history" aria-label="Your volleys, measured" data-testid="practice-history">
      <h3>Your volleys: {shots.length} kept on this device</h3>
      {message && (
        <p className={message.tone === 'problem' ? 'notice' : 'lab-info'} role="status">
          {message.text}
        </p>
      )}
      {spread.length > 0 ? (
        <ul className="spread-list" aria-label="Strength for each distance" data-testid="spread-list">
          {spread.map((s) => (
            <li key={`${s.source}:${s.spaces}`}>
              {spreadWords(s)} <small>({s.count})</small>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">Fire a few volleys to see which strength reaches how far.</p>
      )}
      {plotted.length > 0 && (
        <PlotFigure make={distancePlot} label="Landing distance against strength" testId="distance-chart" />
      )}
      {days.length > 0 && (
        <PlotFigure make={ratePlot} label="Hit and landing rates by day" testId="rate-chart" />
      )}
      <div className="control-row">
        <button
          type="button"
          onClick={() => download('to-glory-practice.json', usePracticeStore.getState().exportText())}
        >
          Export history
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Import history…
        </button>
        <button type="button" disabled={shots.length === 0} onClick={() => setAsking(true)}>
          Clear history…
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={load}
          data-testid="history-file"
          aria-label="History file to import"
        />
      </div>
      {asking && (
        <ConfirmDialog
          title="Clear your practice history?"
          confirmLabel="Clear history"
          cancelLabel="Keep it"
          onConfirm={() => {
            setAsking(false);
            void usePracticeStore.getState().clear();
          }}
          onCancel={() => setAsking(false)}
        >
          Every practice volley kept on this device is forgotten. Export it first to keep a copy.
        </ConfirmDialog>
      )}
    </section>
  );
}
