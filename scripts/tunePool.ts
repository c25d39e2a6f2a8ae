/** The worker pool of `npm run tune`: one worker a core, batches handed out as workers come free. */
import { Worker } from 'node:worker_threads';
import { Presets, SingleBar } from 'cli-progress';
import type { TuneJob, TuneMode, TuneResult, TuneWorkerData } from './tuneWorker';

/** Volleys sent to a worker at a time: small enough to balance, large enough to keep messages few. */
const BATCH = 16;

/** Starts a worker through tsx's ESM loader (a TypeScript worker under tsx on Node 20). */
function startWorker(data: TuneWorkerData): Worker {
  const target = new URL('./tuneWorker.ts', import.meta.url).href;
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

type RowOf<M extends TuneMode> = Extract<TuneResult, { mode: M }>['rows'][number];

/** Runs every job on `workers` workers; returns the rows sorted by job index. */
export async function runPool<M extends TuneMode>(
  mode: M,
  all: readonly TuneJob[],
  data: TuneWorkerData,
  workers: number,
): Promise<RowOf<M>[]> {
  const rows: RowOf<M>[] = [];
  const bar = new SingleBar(
    { format: 'volleys {bar} {value}/{total} {percentage}% | {eta}s left', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(all.length, 0);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, Math.ceil(all.length / BATCH)) }, () => {
      const worker = startWorker(data);
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          if (next >= all.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage({ mode, jobs: all.slice(next, next + BATCH) });
          next += BATCH;
        };
        worker.on('message', (message: 'ready' | TuneResult) => {
          if (message !== 'ready') {
            rows.push(...(message.rows as RowOf<M>[]));
            bar.increment(message.rows.length);
          }
          send();
        });
        worker.on('error', reject);
      });
    }),
  );
  bar.stop();
  return rows.sort((a, b) => a.index - b.index);
}
