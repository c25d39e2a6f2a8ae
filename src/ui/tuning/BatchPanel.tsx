import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PieceKind } from '../../physics/pieceSpec';
import { thresholdVariants } from '../../physics/sweep';
import { formatSweepSummary } from '../../physics/sweepSummary';
import { MAX_BATCH, useBatchStore } from '../../store/tuning/batchStore';
import { BatchPlots } from './BatchPlots';
import { ThresholdCurve } from './ThresholdCurve';

/** Random volleys in Web Workers on every core, with progress and cancel, then the plots. */
export function BatchPanel() {
  const { count, seed, source, status, rows, variantsOf, workers } = useBatchStore(
    useShallow(({ count, seed, source, status, rows, variantsOf, workers }) => ({
      count,
      seed,
      source,
      status,
      rows,
      variantsOf,
      workers,
    })),
  );
  const { setCount, setSeed, setSource, run, cancel } = useBatchStore.getState();
  const running = status.kind === 'running';
  const summary = useMemo(
    () =>
      variantsOf && rows.length > 0 && !running
        ? formatSweepSummary(
            rows.map((r) => r.row),
            thresholdVariants(variantsOf),
          )
        : null,
    [rows, variantsOf, running],
  );
  return (
    <section className="lab-panel batch-panel" aria-label="Batch of random volleys">
      <h3>Batch</h3>
      <p className="hint">
        The same random volleys as{' '}
        <code>
          npm run tune -- --volleys {count} --seed {seed}
          {source ? ` --source ${source}` : ''}
        </code>
        , on {workers} workers; the same seed and thresholds give the same figures.
      </p>
      <div className="control-row">
        <label>
          Volleys
          <input
            type="number"
            min={1}
            max={MAX_BATCH}
            value={count}
            disabled={running}
            onChange={(e) => setCount(Number(e.target.value))}
            data-testid="batch-count"
          />
        </label>
        <label>
          Seed
          <input
            type="number"
            min={0}
            value={seed}
            disabled={running}
            onChange={(e) => setSeed(Number(e.target.value))}
            data-testid="batch-seed"
          />
        </label>
        <label>
          Fired from
          <select
            value={source ?? ''}
            disabled={running}
            onChange={(e) => setSource((e.target.value || null) as PieceKind | null)}
          >
            <option value="">any piece</option>
            <option value="ship">ships</option>
            <option value="kraken">the Kraken</option>
            <option value="tower">the tower</option>
          </select>
        </label>
        {running ? (
          <button type="button" onClick={cancel} data-testid="batch-cancel">
            Cancel
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => void run()} data-testid="batch-run">
            Run batch
          </button>
        )}
      </div>
      {status.kind === 'running' && (
        <p className="batch-progress">
          <progress
            max={status.total}
            value={status.done}
            data-testid="batch-progress"
            aria-label="Batch progress"
          />{' '}
          {status.done} / {status.total}
        </p>
      )}
      {status.kind === 'done' && (
        <p className="hint" data-testid="batch-status">
          {status.cancelled ? 'Cancelled after' : 'Done:'} {status.total} volleys in{' '}
          {status.seconds.toFixed(1)} s ({(status.total / Math.max(status.seconds, 1e-3)).toFixed(0)}{' '}
          volleys/s on {workers} workers).
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="notice" role="alert">
          The batch failed: {status.message}
        </p>
      )}
      {rows.length > 0 && !running && <BatchPlots />}
      <ThresholdCurve />
      {summary && (
        <details>
          <summary>
            The figures as <code>npm run tune</code> prints them
          </summary>
          <pre data-testid="batch-summary">{summary}</pre>
        </details>
      )}
    </section>
  );
}
