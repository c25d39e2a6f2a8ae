/** The worker pool of `npm run tune`: piscina, one worker a core, batches queued as workers come free. */
import { Presets, SingleBar } from 'cli-progress';
import { tsxPool } from './support/tsxPool';
import type { TuneBatch, TuneJob, TuneMode, TuneResult, TuneWorkerData } from './tuneWorker';

/** Volleys sent to a worker at a time: small enough to balance, large enough to keep messages few. */
const BATCH = 16;

type RowOf<M extends TuneMode> = Extract<TuneResult, { mode: M }>['rows'][number];

/** Runs every job on `workers` workers; returns the rows sorted by job index. */
export async function runPool<M extends TuneMode>(
  mode: M,
  all: readonly TuneJob[],
  data: TuneWorkerData,
  workers: number,
): Promise<RowOf<M>[]> {
  const pool = tsxPool(
    new URL('./tuneWorker.ts', import.meta.url),
    data,
    Math.min(workers, Math.ceil(all.length / BATCH)),
  );
  const bar = new SingleBar(
    { format: 'volleys {bar} {value}/{total} {percentage}% | {eta}s left', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(all.length, 0);
  const batches: TuneBatch[] = [];
  for (let from = 0; from < all.length; from += BATCH)
    batches.push({ mode, jobs: all.slice(from, from + BATCH) });
  try {
    const results = await Promise.all(
      batches.map(async (batch) => {
        const result = (await pool.run(batch)) as TuneResult;
        bar.increment(result.rows.length);
        return result.rows as RowOf<M>[];
      }),
    );
    return results.flat().sort((a, b) => a.index - b.index);
  } finally {
    bar.stop();
    await pool.destroy();
  }
}
