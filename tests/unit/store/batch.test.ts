import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics, scoreVolley, simulateVolley } from '../../../src/physics';
import { sweepInput, sweepVolley, thresholdVariants } from '../../../src/physics/sweep';
import { batchApi } from '../../../src/store/tuning/batchApi';
import { BatchShard, type ScoredRow } from '../../../src/store/tuning/batchCore';
import { mergeRows, sumCurves } from '../../../src/store/tuning/batchMerge';
import { configureBatchPool, useBatchStore } from '../../../src/store/tuning/batchStore';
import { useTuningStore } from '../../../src/store/tuning/tuningStore';
import { type Wiring, wireStores } from '../../../src/store/wiring';
import { inProcessWorker } from './inProcessWorker';

const SEED = 5;
const COUNT = 20;

/** A worker's shard served in-process through comlink, each run answering after a varying delay so chunks land out of order. */
function delayedWorker() {
  const api = batchApi(new BatchShard(), Promise.resolve());
  let calls = 0;
  const run: typeof api.run = async (spec) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, (calls * 7) % 5));
    return api.run(spec);
  };
  return inProcessWorker({ ...api, run });
}

async function runWith(workers: number): Promise<ScoredRow[]> {
  configureBatchPool(delayedWorker, workers);
  useBatchStore.setState({ count: COUNT, seed: SEED, source: null });
  await useBatchStore.getState().run();
  expect(useBatchStore.getState().status).toMatchObject({ kind: 'done', total: COUNT, cancelled: false });
  return useBatchStore.getState().rows;
}

let wiring: Wiring;
beforeAll(async () => {
  await initPhysics();
  // the wiring re-scores the batch as the working thresholds change
  wiring = wireStores();
  useTuningStore.getState().setThresholds({ ...DEFAULT_THRESHOLDS });
});
afterAll(() => wiring.dispose());

describe('the browser batch', () => {
  it('gives the same rows whatever the number of workers', async () => {
    const one = await runWith(1);
    const three = await runWith(3);
    expect(three).toEqual(one);
    expect(one.map((r) => r.row.index)).toEqual([...Array(COUNT).keys()]);
  });

  it('gives the rows npm run tune gives (sweepVolley) for the same seed and thresholds', async () => {
    const rows = await runWith(2);
    const variants = thresholdVariants({ ...DEFAULT_THRESHOLDS });
    for (const index of [0, 7, 19]) {
      expect(rows[index]?.row).toEqual(
        sweepVolley(sweepInput(SEED, index), index, { ...DEFAULT_THRESHOLDS }, variants),
      );
    }
  });

  it('re-scores and sweeps a threshold alike on one worker or three', async () => {
    const changed = { ...DEFAULT_THRESHOLDS, hitImpulse: 30 };
    const results = [];
    for (const workers of [1, 3]) {
      await runWith(workers);
      useTuningStore.getState().setThresholds(changed);
      // the wiring re-scores the stored traces for the new thresholds
      await vi.waitFor(() => expect(useBatchStore.getState().variantsOf).toEqual(changed), {
        timeout: 30_000,
      });
      const state = useBatchStore.getState();
      expect(state.variantsOf).toEqual(changed);
      await state.sweepField('hitImpulse');
      results.push({ rows: useBatchStore.getState().rows, curve: useBatchStore.getState().curve });
      useTuningStore.getState().setThresholds({ ...DEFAULT_THRESHOLDS });
    }
    expect(results[1]).toEqual(results[0]);
    // each volley carries its outcome under the reference (the defaults) next to the working one
    for (const index of [2, 11]) {
      const trace = simulateVolley(sweepInput(SEED, index));
      expect(results[0]?.rows[index]?.refKey).toBe(JSON.stringify(scoreVolley(trace).outcome));
      expect(results[0]?.rows[index]?.key).toBe(JSON.stringify(scoreVolley(trace, changed).outcome));
    }
    const atCurrent = results[0]?.curve?.points.find((p) => p.value === 30);
    expect(atCurrent).toMatchObject({ volleys: COUNT, changed: 0 });
  });

  it('merging is independent of how the rows were split', () => {
    const rows = (n: number[]) =>
      n.map((index) => ({ row: { index }, key: `${index}`, refKey: '' }) as unknown as ScoredRow);
    expect(mergeRows([rows([3, 1]), rows([0, 2])])).toEqual(mergeRows([rows([0, 1, 2, 3])]));
    const curve = (changed: number) => [{ value: 1, volleys: 2, changed, coins: 3 }];
    expect(sumCurves([curve(1), curve(2)])).toEqual([{ value: 1, volleys: 4, changed: 3, coins: 6 }]);
  });
});
