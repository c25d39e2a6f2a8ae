/**
 * Worker of `npm run tune`: simulates the volleys it is sent and scores each trace with the base
 * thresholds and every variant (re-scoring the stored trace, never re-simulating).
 * Loaded through tsx's ESM API by tune.ts (Node 20 ignores `--import tsx` in a worker's execArgv).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { initPhysics } from '../src/physics/rapier';
import { type SweepRow, sweepVolley, type ThresholdVariant } from '../src/physics/sweep';
import type { Thresholds } from '../src/physics/thresholds';
import type { VolleyInput } from '../src/physics/volleyInput';

export interface TuneJob {
  index: number;
  input: VolleyInput;
}

export interface TuneWorkerData {
  base: Thresholds;
  variants: ThresholdVariant[];
}

const { base, variants } = workerData as TuneWorkerData;
await initPhysics();
parentPort?.on('message', (jobs: TuneJob[]) => {
  const rows: SweepRow[] = jobs.map((job) => sweepVolley(job.input, job.index, base, variants));
  parentPort?.postMessage(rows);
});
parentPort?.postMessage('ready');
