import { beforeAll, describe, expect, it } from 'vitest';
import { matchOptionsFor } from '../../../src/captains/arenaBatch';
import { type ArenaSummary, summarize } from '../../../src/captains/arenaSummary';
import { captainApi } from '../../../src/captains/captainApi';
import { playMatch } from '../../../src/captains/playMatch';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { balanceSpec, configureBalancePool, useBalanceStore } from '../../../src/store/tuning/balanceStore';
import { useTuningStore } from '../../../src/store/tuning/tuningStore';
import { inProcessWorker } from './inProcessWorker';

/** The captain worker's api served in-process through comlink. */
const inProcessCaptains = () => inProcessWorker(captainApi(Promise.resolve()));

/** Thinking times differ from run to run; every other figure follows from the games alone. */
function withoutTimes(summary: ArenaSummary | null) {
  return (
    summary && {
      ...summary,
      byKind: summary.byKind.map(({ turnMsMedian: _median, turnMsP95: _p95, ...figures }) => figures),
    }
  );
}

beforeAll(async () => {
  await initPhysics();
});

describe('the Game balance panel', () => {
  it('gives the arena’s figures for the same spec and seed, whatever the number of workers', async () => {
    configureBalancePool(inProcessCaptains, 2);
    const store = useBalanceStore.getState();
    store.setGames(3);
    store.setPlayers(2);
    expect(store.setKinds('deckhand, greedy')).toBeNull();
    store.setSeed(7);
    const edited = { ...DEFAULT_THRESHOLDS, hitImpulse: DEFAULT_THRESHOLDS.hitImpulse * 3 };
    useTuningStore.getState().setThresholds(edited);
    await useBalanceStore.getState().run();
    const { status, edited: underEdited, defaults } = useBalanceStore.getState();
    expect(status).toMatchObject({ kind: 'done', cancelled: false });

    // what scripts/arenaWorker.ts plays for `npm run arena -- --games 3 --captains deckhand,greedy --seed 7`
    const cli = (thresholds: typeof edited) => {
      const spec = balanceSpec({ games: 3, players: 2, kinds: ['deckhand', 'greedy'], seed: 7 }, thresholds);
      return summarize(Array.from({ length: 3 }, (_, index) => playMatch(matchOptionsFor(spec, index))));
    };
    expect(withoutTimes(underEdited)).toEqual(withoutTimes(cli(edited)));
    expect(withoutTimes(defaults)).toEqual(withoutTimes(cli(DEFAULT_THRESHOLDS)));
    // the harder hit threshold plays different games (it is not the default run twice)
    expect(withoutTimes(underEdited)).not.toEqual(withoutTimes(defaults));
  }, 120_000);

  it('refuses an unknown player kind with the reason and keeps the old list', () => {
    const before = useBalanceStore.getState().kinds;
    expect(useBalanceStore.getState().setKinds('captain,admiral')).toMatch(/'admiral' is not one of/);
    expect(useBalanceStore.getState().kinds).toEqual(before);
  });
});
