import { beforeAll, describe, expect, it } from 'vitest';
import type { ArenaSpec } from '../../../src/captains/arenaBatch';
import { captainApi } from '../../../src/captains/captainApi';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { GamesPool } from '../../../src/store/captains/captainPool';
import { inChunks } from '../../../src/store/workers/workerChunks';
import { inProcessWorker } from './inProcessWorker';

describe('chunks handed out to workers', () => {
  it('covers every index once, in chunks, on whichever worker is free', async () => {
    const seen: [string, number, number][] = [];
    await inChunks(
      ['a', 'b'],
      7,
      3,
      () => false,
      async (worker, from, to) => {
        seen.push([worker, from, to]);
        // a is slow: b takes the later chunks
        await new Promise((resolve) => setTimeout(resolve, worker === 'a' ? 20 : 1));
      },
    );
    expect(seen).toEqual([
      ['a', 0, 3],
      ['b', 3, 6],
      ['b', 6, 7],
    ]);
  });

  it('stops handing out once stopped; the chunk in flight finishes', async () => {
    const seen: number[] = [];
    let stop = false;
    await inChunks(
      [1],
      10,
      2,
      () => stop,
      async (_worker, from) => {
        seen.push(from);
        if (from === 2) stop = true;
      },
    );
    expect(seen).toEqual([0, 2]);
  });
});

describe('the balance pool over comlink', () => {
  beforeAll(async () => {
    await initPhysics();
  });

  it('a cancel reaches the worker between two games: nothing after it is played', async () => {
    const pool = new GamesPool(() => inProcessWorker(captainApi(Promise.resolve())), 1);
    const spec: ArenaSpec = {
      games: 6,
      players: 2,
      kinds: ['deckhand', 'deckhand'],
      seed: 3,
      thresholds: DEFAULT_THRESHOLDS,
      maxRounds: 3,
    };
    const indices: number[] = [];
    const run = pool.run(spec, (index) => {
      indices.push(index);
    });
    // Cancelled as the first chunk (games 0 and 1) is handed out: the cancel follows it down the same
    // port, so the worker reads it at its first look between games (a timer here raced the games).
    pool.cancel();
    const result = await run;
    pool.dispose();
    expect(result).toEqual({ cancelled: true });
    expect(indices).toEqual([]);
  });
});
