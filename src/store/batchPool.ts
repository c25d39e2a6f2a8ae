import type { PieceKind } from '../physics/pieceSpec';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyTrace } from '../physics/traceTypes';
import { mergeRows, sumCurves } from './batchMerge';
import type { BatchReply, BatchRequest, CurvePoint, ScoredRow } from './batchProtocol';

/** What the pool needs of a worker: a Web Worker, or an in-process stand-in for tests. */
export interface BatchWorkerLike {
  postMessage(request: BatchRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<BatchReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type WorkerFactory = () => BatchWorkerLike;

/** Volleys handed to a worker at a time: small enough to balance the cores and cancel within a blink. */
export const BATCH_CHUNK = 8;

/** One worker and its replies, matched to requests in order (a worker answers each request once, in turn). */
class Lane {
  private readonly pending: { resolve: (reply: BatchReply) => void; reject: (error: Error) => void }[] = [];

  constructor(readonly worker: BatchWorkerLike) {
    worker.onmessage = (event) => {
      const next = this.pending.shift();
      if (!next) return;
      if (event.data.type === 'error') next.reject(new Error(event.data.message));
      else next.resolve(event.data);
    };
    worker.onerror = (event) => {
      const error = new Error(event.message || 'a batch worker failed');
      for (const next of this.pending.splice(0)) next.reject(error);
    };
  }

  request(request: BatchRequest): Promise<BatchReply> {
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.worker.postMessage(request);
    });
  }
}

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
  private lanes: Lane[] = [];
  /** Volley index → the lane that holds its trace. */
  private readonly owner = new Map<number, Lane>();
  private cancelled = false;

  constructor(
    private readonly factory: WorkerFactory,
    readonly size: number,
  ) {}

  private start(): Lane[] {
    while (this.lanes.length < this.size) this.lanes.push(new Lane(this.factory()));
    return this.lanes;
  }

  /** Runs a sweep; `onRows` gets each chunk as it lands. Resolves with whether it was cancelled. */
  async run(spec: RunSpec, onRows: (rows: ScoredRow[]) => void): Promise<{ cancelled: boolean }> {
    const lanes = this.start();
    await Promise.all(lanes.map((lane) => lane.request({ type: 'clear' })));
    this.owner.clear();
    this.cancelled = false;
    let next = 0;
    await Promise.all(
      lanes.map(async (lane) => {
        while (!this.cancelled && next < spec.count) {
          const from = next;
          const to = Math.min(spec.count, from + BATCH_CHUNK);
          next = to;
          const { seed, source, thresholds, reference } = spec;
          const reply = await lane.request({ type: 'run', seed, source, from, to, thresholds, reference });
          if (reply.type !== 'rows') throw new Error(`expected rows, got ${reply.type}`);
          for (const { row } of reply.rows) this.owner.set(row.index, lane);
          onRows(reply.rows);
        }
      }),
    );
    return { cancelled: this.cancelled };
  }

  /** Stops handing out volleys; the chunks in flight finish and are kept. */
  cancel() {
    this.cancelled = true;
  }

  /** Every kept volley re-scored, in volley order. */
  async score(thresholds: Thresholds, reference: Thresholds, variants: boolean): Promise<ScoredRow[]> {
    const replies = await Promise.all(
      this.lanes.map((lane) => lane.request({ type: 'score', thresholds, reference, variants })),
    );
    return mergeRows(replies.map((reply) => (reply.type === 'scored' ? reply.rows : [])));
  }

  /** One threshold swept over `values` across every kept volley. */
  async curve(field: keyof Thresholds, values: number[], thresholds: Thresholds): Promise<CurvePoint[]> {
    const replies = await Promise.all(
      this.lanes.map((lane) => lane.request({ type: 'curve', field, values, thresholds })),
    );
    return sumCurves(replies.map((reply) => (reply.type === 'curve' ? reply.points : [])));
  }

  async trace(index: number): Promise<VolleyTrace | null> {
    const lane = this.owner.get(index);
    if (!lane) return null;
    const reply = await lane.request({ type: 'trace', index });
    return reply.type === 'trace' ? reply.trace : null;
  }

  dispose() {
    this.cancelled = true;
    for (const lane of this.lanes) lane.worker.terminate();
    this.lanes = [];
    this.owner.clear();
  }
}
