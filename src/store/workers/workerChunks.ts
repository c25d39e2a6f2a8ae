import { type Remote, wrap } from 'comlink';

/** A worker serving `Api` through comlink (or an in-process stand-in in tests), and how to stop it. */
export interface WorkerHandle<Api> {
  api: Remote<Api>;
  terminate(): void;
}

/** The comlink handle of a Web Worker. */
export function workerHandle<Api>(worker: Worker): WorkerHandle<Api> {
  return { api: wrap<Api>(worker), terminate: () => worker.terminate() };
}

/**
 * Hands the indices [0, count) out in chunks of `chunk` to whichever worker comes free next, until
 * all are handed out or `stopped()` says so; the chunks in flight finish. Whatever runs a chunk must
 * file its results by index, so that nothing depends on which worker ran what.
 */
export async function inChunks<W>(
  workers: readonly W[],
  count: number,
  chunk: number,
  stopped: () => boolean,
  work: (worker: W, from: number, to: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (!stopped() && next < count) {
        const from = next;
        const to = Math.min(count, from + chunk);
        next = to;
        await work(worker, from, to);
      }
    }),
  );
}
