import { scoreVolley } from '../../../../src/physics/scoreVolley';
import { thresholdVariants } from '../../../../src/physics/sweep';
import { formatSweepSummary } from '../../../../src/physics/sweepSummary';
import { handDropScore, useHandStore } from '../../../../src/store/sandbox/handStore';
import { useSandboxStore } from '../../../../src/store/sandbox/sandboxStore';
import { type BatchStatus, useBatchStore } from '../../../../src/store/tuning/batchStore';
import { rescoreVolleys, useTuningStore } from '../../../../src/store/tuning/tuningStore';
import { liveHandCubes } from '../../scene/testProbe';

/**
 * The test build's twin of src/ui/sandbox/labProbe.ts: a read-only window onto the sandbox and tuning screens for the browser tests and the batch
 * throughput measurement (beside the game's `window.__toGlory`). Nothing here changes any store.
 */
export interface LabHooks {
  physicsReady: boolean;
  sandbox: () => {
    volleys: { n: number; hash: string; seed: number; strength: number; best: string; by: string }[];
    knocked: string[];
    layout: unknown;
  };
  /** Hand mode: whether it is on, where the live cubes are (world, cm), and each recorded drop's award. */
  hand: () => {
    on: boolean;
    cubes: readonly (readonly [number, number, number])[];
    drops: { n: number; award: string }[];
  };
  tuning: () => { thresholds: unknown; reference: string; changedSandbox: number[] };
  batch: () => {
    status: BatchStatus;
    workers: number;
    rows: number;
    changed: number;
    /** The summary exactly as `npm run tune` prints it, once the sensitivity is current. */
    summary: string | null;
  };
}

declare global {
  interface Window {
    __toGloryLab?: LabHooks;
  }
}

export function installLabHooks() {
  if (typeof window === 'undefined' || window.__toGloryLab) return;
  window.__toGloryLab = {
    physicsReady: false,
    sandbox: () => {
      const { volleys, knocked, layout } = useSandboxStore.getState();
      const thresholds = useTuningStore.getState().thresholds;
      return {
        volleys: volleys.map((v) => ({
          n: v.n,
          hash: v.hash,
          seed: v.input.seed,
          strength: v.input.strike.strength,
          best: scoreVolley(v.trace, thresholds).best,
          by: v.by,
        })),
        knocked: [...knocked],
        layout,
      };
    },
    hand: () => {
      const { on, drops } = useHandStore.getState();
      const thresholds = useTuningStore.getState().thresholds;
      return {
        on,
        cubes: liveHandCubes(),
        drops: drops.map((drop) => ({ n: drop.n, award: handDropScore(drop, thresholds)?.award ?? 'none' })),
      };
    },
    tuning: () => {
      const { thresholds, reference } = useTuningStore.getState();
      const marks = rescoreVolleys(useSandboxStore.getState().volleys, reference.thresholds, thresholds);
      return {
        thresholds,
        reference: reference.name,
        changedSandbox: marks.flatMap((m, i) => (m.changed ? [i + 1] : [])),
      };
    },
    batch: () => {
      const { status, rows, variantsOf, workers } = useBatchStore.getState();
      return {
        status,
        workers,
        rows: rows.length,
        changed: rows.filter((r) => r.key !== r.refKey).length,
        summary: variantsOf
          ? formatSweepSummary(
              rows.map((r) => r.row),
              thresholdVariants(variantsOf),
            )
          : null,
      };
    },
  };
}

export function markPhysicsReady() {
  if (window.__toGloryLab) window.__toGloryLab.physicsReady = true;
}
