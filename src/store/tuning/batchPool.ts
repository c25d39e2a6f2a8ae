import type { PieceKind } from '../../physics/pieceSpec';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { inChunks, type WorkerHandle } from '../workers/workerChunks';
import type { BatchApi } from './batchApi';
import type { CurvePoint, ScoredRow } from './batchCore';
import { mergeRows, sumCurves } from './batchMerge';

/** A batch worker (batchWorker.ts through comlink), or an in-process stand-in for tests. */
export type BatchWorker = WorkerHandle<BatchApi>;
export type WorkerFactory = () => BatchWorker;

/** Volleys handed to a worker at a time: small enough to balance the cores and cancel within a blink. */
export const BATCH_CHUNK = 8;

export interface RunSpec {
  count: number;
  seed: number;
  source: PieceKind | null;
  thresholds: Thresholds;
  reference: Thresholds;
}

/**
 * Web Workers, one per core, that simulate a sweep in chunks handed out as workers come free, keep
 * the traces, and re-score them on request. Every answer is merged by volley index, so what comes
 * out never depends on how many workers there were or which one simulated what.
 */
export class BatchPool {
  private workers: BatchWorker[] = [];
  /** Volley index → the worker that holds its trace. */
  private readonly owner = new Map<number, BatchWorker>();
  private cancelled = false;

  constructor(
    private readonly factory: WorkerFactory,
    readonly size: number,
  ) {}

  private start(): BatchWorker[] {
    while (this.workers.length < this.size) this.workers.push(this.factory());
    return this.workers;
  }

  /** Runs a sweep; `onRows` gets each chunk as it lands. Resolves with whether it was cancelled. */
  async run(spec: RunSpec, onRows: (rows: ScoredRow[]) => void): Promise<{ cancelled: boolean }> {
    const workers = this.start();
    await Promise.all(workers.map((worker) => worker.api.clear()));
    this.owner.clear();
    this.cancelled = false;
    const { seed, source, thresholds, reference } = spec;
    await inChunks(
      workers,
      spec.count,
      BATCH_CHUNK,
      () => this.cancelled,
      async (worker, from, to) => {
        const rows = await worker.api.run({ seed, source, from, to, thresholds, reference });
        for (const { row } of rows) this.owner.set(row.index, worker);
        onRows(rows);
      },
    );
    return { cancelled: this.cancelled };
  }

  /** Stops handing out volleys; the chunks in flight finish and are kept. */
  cancel() {
    this.cancelled = true;
  }

  /** Every kept volley re-scored, in volley order. */
  async score(thresholds: Thresholds, reference: Thresholds, variants: boolean): Promise<ScoredRow[]> {
    return mergeRows(
      await Promise.all(this.workers.map((worker) => worker.api.score(thresholds, reference, variants))),
    );
  }

  /** One threshold swept over `values` across every kept volley. */
  async curve(field: keyof Thresholds, values: number[], thresholds: Thresholds): Promise<CurvePoint[]> {
    return sumCurves(
      await Promise.all(this.workers.map((worker) => worker.api.curve(field, values, thresholds))),
    );
  }

  async trace(index: number): Promise<VolleyTrace | null> {
    return (await this.owner.get(index)?.api.trace(index)) ?? null;
  }

  dispose() {
    this.cancelled = true;
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.owner.clear();
  }
}
