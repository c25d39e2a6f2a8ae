import { create } from 'zustand';
import type { PieceKind } from '../../physics/pieceSpec';
import { shareRapierWith } from '../../physics/rapierWasm';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { workerHandle } from '../workers/workerChunks';
import type { BatchApi } from './batchApi';
import type { CurvePoint, ScoredRow } from './batchCore';
import { BatchPool, type WorkerFactory } from './batchPool';
import { useTuningStore } from './tuningStore';

export type BatchStatus =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; startedAt: number }
  | { kind: 'done'; total: number; seconds: number; cancelled: boolean }
  | { kind: 'failed'; message: string };

/** A threshold swept over its whole range across the batch. */
export interface ThresholdCurve {
  field: keyof Thresholds;
  /** The working thresholds it was swept from (the point of no change). */
  thresholds: Thresholds;
  points: CurvePoint[];
}

interface BatchStore {
  count: number;
  seed: number;
  source: PieceKind | null;
  workers: number;
  status: BatchStatus;
  /** The batch's volleys scored under `scoredWith` (the working thresholds once re-scoring lands). */
  rows: ScoredRow[];
  scoredWith: Thresholds | null;
  /** The thresholds whose ±25 % variants the rows' `changed` lists refer to; null while recomputing. */
  variantsOf: Thresholds | null;
  curve: ThresholdCurve | null;
  curveBusy: boolean;
  setCount: (count: number) => void;
  setSeed: (seed: number) => void;
  setSource: (source: PieceKind | null) => void;
  run: () => Promise<void>;
  cancel: () => void;
  rescore: (thresholds: Thresholds, reference: Thresholds) => void;
  sweepField: (field: keyof Thresholds) => Promise<void>;
  traceOf: (index: number) => Promise<VolleyTrace | null>;
}

/** Most volleys in one browser batch: their traces stay in the workers' memory (~20 kB each). */
export const MAX_BATCH = 5000;
/** Points of a threshold's full-range curve. */
const CURVE_POINTS = 16;
/** Wait after the last change before recomputing the ±25 % sensitivity (29 scorings a volley). */
const VARIANTS_DELAY_MS = 600;

const defaultFactory: WorkerFactory = () =>
  workerHandle<BatchApi>(
    shareRapierWith(
      new Worker(new URL('./batchWorker.ts', import.meta.url), { type: 'module', name: 'batch' }),
    ),
  );
let factory: WorkerFactory = defaultFactory;
let poolSize = typeof navigator !== 'undefined' ? Math.max(1, navigator.hardwareConcurrency || 2) : 2;
let pool: BatchPool | null = null;
const getPool = () => {
  pool ??= new BatchPool(factory, poolSize);
  return pool;
};

/** Swaps the workers (tests run the same shard code in-process). */
export function configureBatchPool(next: WorkerFactory, size: number) {
  pool?.dispose();
  pool = null;
  factory = next;
  poolSize = size;
  useBatchStore.setState({ workers: size, rows: [], status: { kind: 'idle' }, curve: null });
}

/** Evenly spaced values across a threshold's bounds, with the working value among them. */
export function curveValues(field: keyof Thresholds, current: number): number[] {
  const { min, max, step } = THRESHOLD_INFO[field];
  const snap = (v: number) => Math.round(v / step) * step;
  const values = Array.from({ length: CURVE_POINTS }, (_, k) =>
    snap(min + ((max - min) * k) / (CURVE_POINTS - 1)),
  );
  return [...new Set([...values, current].map((v) => Number(v.toFixed(6))))].sort((a, b) => a - b);
}

let generation = 0;
let variantsTimer: ReturnType<typeof setTimeout> | null = null;
let latestQuick: (() => Promise<void>) | null = null;
let quickBusy = false;

async function runQuick() {
  quickBusy = true;
  try {
    while (latestQuick) {
      const job = latestQuick;
      latestQuick = null;
      await job();
    }
  } finally {
    quickBusy = false;
  }
}

export const useBatchStore = create<BatchStore>()((set, get) => ({
  count: 1000,
  seed: 1,
  source: null,
  workers: poolSize,
  status: { kind: 'idle' },
  rows: [],
  scoredWith: null,
  variantsOf: null,
  curve: null,
  curveBusy: false,
  setCount: (count) => set({ count: Math.max(1, Math.min(MAX_BATCH, Math.floor(count) || 1)) }),
  setSeed: (seed) => set({ seed: Math.max(0, Math.floor(seed) || 0) >>> 0 }),
  setSource: (source) => set({ source }),

  async run() {
    if (get().status.kind === 'running') return;
    const { count, seed, source } = get();
    const { thresholds, reference, selected } = useTuningStore.getState();
    // a new batch replaces the old volleys: a selected old one no longer exists
    if (selected?.source === 'batch') useTuningStore.getState().select(null);
    generation += 1;
    const started = performance.now();
    const collected: ScoredRow[] = [];
    set({
      status: { kind: 'running', done: 0, total: count, startedAt: started },
      rows: [],
      curve: null,
      scoredWith: thresholds,
      variantsOf: thresholds,
      workers: getPool().size,
    });
    try {
      const { cancelled } = await getPool().run(
        { count, seed, source, thresholds, reference: reference.thresholds },
        (rows) => {
          collected.push(...rows);
          const status = get().status;
          if (status.kind === 'running') set({ status: { ...status, done: collected.length } });
        },
      );
      const seconds = (performance.now() - started) / 1000;
      collected.sort((a, b) => a.row.index - b.row.index);
      set({ rows: collected, status: { kind: 'done', total: collected.length, seconds, cancelled } });
      const now = useTuningStore.getState();
      if (now.thresholds !== thresholds || now.reference.thresholds !== reference.thresholds)
        get().rescore(now.thresholds, now.reference.thresholds);
    } catch (error) {
      set({ status: { kind: 'failed', message: (error as Error).message } });
    }
  },

  cancel: () => pool?.cancel(),

  rescore(thresholds, reference) {
    if (!pool || get().rows.length === 0 || get().status.kind === 'running') return;
    const mine = ++generation;
    const active = getPool();
    set({ variantsOf: null });
    // quick outcome re-scores are coalesced: while one is out, only the newest waits to follow it
    latestQuick = () =>
      active.score(thresholds, reference, false).then((rows) => {
        if (mine === generation) set({ rows: keepChanged(rows, get().rows), scoredWith: thresholds });
      });
    if (!quickBusy) void runQuick();
    // the ±25 % variants and the open curve (dozens of scorings a volley) wait for the tuner to pause
    if (variantsTimer) clearTimeout(variantsTimer);
    variantsTimer = setTimeout(() => {
      void active.score(thresholds, reference, true).then((rows) => {
        if (mine === generation) set({ rows, scoredWith: thresholds, variantsOf: thresholds });
      });
      const curve = get().curve;
      if (curve) void get().sweepField(curve.field);
    }, VARIANTS_DELAY_MS);
  },

  async sweepField(field) {
    if (!pool || get().rows.length === 0) return;
    const thresholds = useTuningStore.getState().thresholds;
    set({ curveBusy: true });
    try {
      const points = await getPool().curve(field, curveValues(field, thresholds[field]), thresholds);
      if (useTuningStore.getState().thresholds === thresholds) set({ curve: { field, thresholds, points } });
    } finally {
      set({ curveBusy: false });
    }
  },

  traceOf: (index) => (pool ? pool.trace(index) : Promise.resolve(null)),
}));

/** Quick re-scores carry no variants: keep the last `changed` lists until the fresh ones land. */
function keepChanged(fresh: ScoredRow[], old: ScoredRow[]): ScoredRow[] {
  const previous = new Map(old.map((scored) => [scored.row.index, scored.row.changed]));
  return fresh.map((scored) => ({
    ...scored,
    row: { ...scored.row, changed: previous.get(scored.row.index) ?? [] },
  }));
}
