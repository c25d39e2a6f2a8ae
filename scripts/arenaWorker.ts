/**
 * Worker of `npm run arena`: plays the games it is sent (by index of an arena batch) and answers each
 * with its match record. Loaded through tsx's ESM API by arena.ts, like tuneWorker.ts.
 */
import { parentPort } from 'node:worker_threads';
import { type ArenaSpec, matchOptionsFor } from '../src/captains/arenaBatch';
import { playMatch } from '../src/captains/playMatch';
import { initPhysics } from '../src/physics/rapier';

export interface ArenaJob {
  spec: ArenaSpec;
  /** Which batch this game belongs to (the fairness run plays three). */
  batch: number;
  index: number;
}

await initPhysics();
parentPort?.on('message', (job: ArenaJob) => {
  const record = playMatch(matchOptionsFor(job.spec, job.index));
  parentPort?.postMessage({ batch: job.batch, index: job.index, record });
});
parentPort?.postMessage('ready');
