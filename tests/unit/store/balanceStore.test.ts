import { beforeAll, describe, expect, it } from 'vitest';
import { matchOptionsFor } from '../../../src/captains/arenaBatch';
import { type ArenaSummary, summarize } from '../../../src/captains/arenaSummary';
import type { CaptainReply, CaptainRequest } from '../../../src/captains/captainProtocol';
import { playMatch } from '../../../src/captains/playMatch';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { balanceSpec, configureBalancePool, useBalanceStore } from '../../../src/store/balanceStore';
import type { CaptainWorkerLike } from '../../../src/store/captainPool';
import { useTuningStore } from '../../../src/store/tuningStore';

/** The captain worker's playGames in-process: one reply a game, then gamesDone (cancel between games). */
function inProcessWorker(): CaptainWorkerLike {
  const cancelled = new Set<number>();
  const worker: CaptainWorkerLike = {
    onmessage: null,
    onerror: null,
    terminate() {},
    postMessage(request: CaptainRequest) {
      const reply = (data: CaptainReply) => worker.onmessage?.({ data } as MessageEvent<CaptainReply>);
      if (request.type === 'cancel') cancelled.add(request.id);
      if (request.type !== 'playGames') return;
      void (async () => {
        for (let index = request.from; index < request.to; index++) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (cancelled.has(request.id)) break;
          reply({
            type: 'game',
            id: request.id,
            index,
            record: playMatch(matchOptionsFor(request.spec, index)),
          });
        }
        reply({ type: 'gamesDone', id: request.id, cancelled: cancelled.delete(request.id) });
      })();
    },
  };
  return worker;
}

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
    configureBalancePool(inProcessWorker, 2);
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
