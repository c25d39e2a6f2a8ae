/**
 * Worker of `npm run tune`: simulates the volleys it is sent. A sweep job is scored with the base
 * thresholds and every variant (re-scoring the stored trace, never re-simulating); a spread job
 * reports each cube's landing; a skill job whether the volley scored.
 * A piscina task module (tunePool.ts), loaded under tsx by scripts/support/tsxWorker.mjs.
 */
import { workerData } from 'node:worker_threads';
import { type SlotFlight, slotFlights } from '../src/physics/launchSpread';
import { initPhysics } from '../src/physics/rapier';
import { scoreVolley } from '../src/physics/scoreVolley';
import { simulateVolley } from '../src/physics/simulateVolley';
import { type SweepRow, sweepVolley, type ThresholdVariant } from '../src/physics/sweep';
import type { Thresholds } from '../src/physics/thresholds';
import type { VolleyInput } from '../src/physics/volleyInput';

export interface TuneJob {
  index: number;
  input: VolleyInput;
}

/** What a batch asks for: the sweep's scored rows, each cube's flight, or whether the volley scored. */
export type TuneMode = 'sweep' | 'spread' | 'skill';

export interface TuneBatch {
  mode: TuneMode;
  jobs: TuneJob[];
}

export type TuneResult =
  | { mode: 'sweep'; rows: SweepRow[] }
  | { mode: 'spread'; rows: { index: number; flights: SlotFlight[] }[] }
  | { mode: 'skill'; rows: { index: number; scored: boolean }[] };

export interface TuneWorkerData {
  base: Thresholds;
  variants: ThresholdVariant[];
}

const { base, variants } = workerData as TuneWorkerData;

function runBatch({ mode, jobs }: TuneBatch): TuneResult {
  switch (mode) {
    case 'sweep':
      return { mode, rows: jobs.map((job) => sweepVolley(job.input, job.index, base, variants)) };
    case 'spread':
      return {
        mode,
        rows: jobs.map((job) => ({ index: job.index, flights: slotFlights(simulateVolley(job.input)) })),
      };
    case 'skill':
      return {
        mode,
        rows: jobs.map((job) => ({
          index: job.index,
          scored: scoreVolley(simulateVolley(job.input), base).best !== 'none',
        })),
      };
    default: {
      const never: never = mode;
      return never;
    }
  }
}

const ready = initPhysics();

/** Piscina's task: one batch of volleys. */
export default async function runTuneBatch(batch: TuneBatch): Promise<TuneResult> {
  await ready;
  return runBatch(batch);
}
