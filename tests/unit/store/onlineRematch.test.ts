import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { appendAction, insertTable } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import { newTableCode } from '../../../src/server/tableCode';
import { createOnlineStore } from '../../../src/store/online/onlineStore';
import { memoryStorage, waitFor } from './onlineStoreSupport';

/** This file's own port (the rematch engineer's range, 2910–2919). */
const PORT = 2911;
const endpoint = `http://127.0.0.1:${PORT}/online`;
let server: RunningGameServer;
beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
}, 180_000);
afterAll(() => server.close(), 60_000);

/** A table of two free seats whose game the simulated captains played to its end. */
async function endedTable(): Promise<string> {
  const db = roomContext.db;
  if (!db) throw new Error('no database');
  const code = newTableCode();
  await insertTable(db, code, {
    host: 0,
    seats: [0, 1].map(() => ({ kind: 'person' as const, level: null, name: null, tokenHash: null })),
  });
  let state: GameState = createGame({ names: ['Anne', 'Bob'], seed: 5 });
  const generator = generatorFrom(seedRng(5));
  while (state.phase.kind !== 'ended') {
    const result = execute(state, chooseAction(state, generator));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  await appendAction(db, code, 1, null, { type: 'start', seed: 5, names: ['Anne', 'Bob'] }, state);
  return code;
}

it('takes every device at an ended table to its rematch: each seat to its rotated seat by the token it holds, a watcher watching; muted players’ reactions are not kept', async () => {
  const code = await endedTable();
  const bobStorage = memoryStorage();
  const anne = createOnlineStore(endpoint, memoryStorage());
  const bob = createOnlineStore(endpoint, bobStorage);
  const watcher = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().joinTable(code, 'Anne', 0)).toBe(true);
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  expect(await watcher.getState().watchTable(code)).toBe(true);
  await waitFor(
    watcher,
    'both seated',
    (state) => state.table?.seats.every((seat) => seat.connected) === true,
  );

  // reactions: Anne mutes Bob; Bob's reaction reaches the watcher, not Anne
  anne.getState().toggleMute('Bob');
  bob.getState().react('wellPlayed');
  await waitFor(watcher, 'Bob’s reaction', (state) => state.reactions.some((shown) => shown.name === 'Bob'));
  anne.getState().react('clap');
  await waitFor(anne, 'Anne’s own reaction', (state) => state.reactions.length === 1);
  expect(anne.getState().reactions.map((shown) => shown.name)).toEqual(['Anne']);
  expect(anne.getState().muted).toEqual(['Bob']);

  bob.getState().askRematch();
  for (const store of [anne, bob, watcher])
    await waitFor(store, 'the rematch', (state) => state.table !== null && state.table.code !== code);
  const rematch = anne.getState().table?.code;
  expect(bob.getState().table?.code).toBe(rematch);
  expect(watcher.getState().table?.code).toBe(rematch);
  expect([anne, bob, watcher].map((store) => store.getState().table?.you)).toEqual([1, 0, null]);
  await waitFor(bob, 'the new game', (state) => state.view?.phase.kind === 'chooseFirstPlayer');
  // and stays there: the ended table it left is not come back to as a lost connection
  expect(bob.getState().status).toBe('connected');
  // Bob's browser remembers his seat there, with the token that brings him back
  const again = createOnlineStore(endpoint, bobStorage);
  expect(again.getState().myGames[0]).toMatchObject({ code: rematch, seat: 0 });
  for (const store of [anne, bob, watcher]) await store.getState().leave();
}, 120_000);
