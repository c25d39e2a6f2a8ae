import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { appendAction, insertTable, type LoggedAction } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import type { KeptGame } from '../../../src/table/keptGame';

/** This test's own port (the saves engineer's range, 2860–2869). */
const PORT = 2861;
const CODE = 'RPTY2345BC';
const TOKEN = 'anne-seat-token';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let server: RunningGameServer;
let ended: GameState;

/** A finished table in the database: its setup, its start and every action as the room logs them. */
async function finishedTable(code: string, seed: number, finish = true): Promise<GameState> {
  const db = roomContext.db;
  if (!db) throw new Error('no database');
  await insertTable(db, code, {
    host: 0,
    seats: [
      { kind: 'person', level: null, name: 'Anne', tokenHash: sha(TOKEN) },
      { kind: 'computer', level: 'deckhand', name: null, tokenHash: null },
    ],
  });
  let state = createGame({ names: ['Anne', 'Computer'], seed });
  let version = 1;
  await appendAction(db, code, version, null, { type: 'start', seed, names: ['Anne', 'Computer'] }, state);
  const generator = generatorFrom(seedRng(seed));
  while (state.phase.kind !== 'ended' && (finish || version < 20)) {
    const action = chooseAction(state, generator);
    const result = execute(state, action);
    if (!result.ok) throw new Error(result.reason);
    const logged: LoggedAction = { type: 'act', action: action as unknown as Record<string, unknown> };
    version += 1;
    await appendAction(db, code, version, null, logged, result.state);
    state = result.state;
  }
  return state;
}

const get = (path: string) => fetch(`http://127.0.0.1:${PORT}${path}`);

beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  ended = await finishedTable(CODE, 5);
  await finishedTable('PXMY2345BC', 6, false);
}, 120_000);
afterAll(() => server.close());

describe('a finished online table served as a replay', () => {
  it('shows a player their own cards and a spectator none, position by position as the room did', async () => {
    const player = (await (await get(`/online/replay/${CODE}?token=${TOKEN}`)).json()) as KeptGame;
    const watcher = (await (await get(`/online/replay/${CODE}`)).json()) as KeptGame;
    for (const kept of [player, watcher]) {
      expect(kept.place).toEqual({ kind: 'online', code: CODE });
      if (kept.record.kind !== 'views') throw new Error('not a views record');
      expect(kept.record.steps.at(-1)?.view.phase).toEqual(ended.phase);
      expect(kept.summary.players.map((p) => p.kind)).toEqual(['person', 'deckhand']);
    }
    if (player.record.kind !== 'views' || watcher.record.kind !== 'views') throw new Error('not views');
    expect(player.record.viewer).toBe(0);
    expect(watcher.record.viewer).toBeNull();
    const cards = (kept: KeptGame, seat: number) =>
      kept.record.kind === 'views'
        ? kept.record.steps.flatMap((step) => step.view.players[seat]?.cards ?? [])
        : [];
    expect(cards(player, 0).length).toBeGreaterThan(0);
    expect(cards(player, 0).every((card) => card.destination !== null)).toBe(true);
    expect(cards(player, 1).every((card) => card.destination === null)).toBe(true);
    expect(cards(watcher, 0).every((card) => card.destination === null)).toBe(true);
  }, 60_000);

  it('refuses a game still in play, a token of no seat, and a code that is no table’s, in words', async () => {
    const playing = await get('/online/replay/PXMY2345BC');
    expect(playing.status).toBe(409);
    expect(((await playing.json()) as { error: string }).error).toMatch(/not over yet/);
    expect((await get(`/online/replay/${CODE}?token=someone-else`)).status).toBe(403);
    const missing = await get('/online/replay/NONE2345BC');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('No table has that code');
  });
});
