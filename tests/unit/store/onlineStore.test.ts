import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { seatChoices } from '../../../src/store/game/seatChoices';
import { createOnlineStore, type OnlineState, reconnectDelayMs } from '../../../src/store/online/onlineStore';
import { memoryStorage, waitFor } from './onlineStoreSupport';

// a port of its own: vitest runs two files at once (databaseOutage.test.ts has 2604)
const PORT = 2606;
const endpoint = `http://127.0.0.1:${PORT}/online`;
let server: RunningGameServer;
beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
}, 180_000);
afterAll(() => server.close(), 60_000);

it('creates a table, seats a friend by code, remembers both in My games and comes back by the stored token', async () => {
  const anneStorage = memoryStorage();
  const bobStorage = memoryStorage();
  const anne = createOnlineStore(endpoint, anneStorage);
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'Anne seated', (state) => state.myGames[0]?.token !== null && state.table !== null);
  const code = anne.getState().table?.code ?? '';
  expect(anne.getState().myGames[0]).toMatchObject({ code, seat: 0, name: 'Anne' });

  const bob = createOnlineStore(endpoint, bobStorage);
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await waitFor(anne, 'Bob at the table', (state) => state.table?.seats[1]?.connected === true);
  anne.getState().startGame();
  anne.getState().act({ type: 'chooseFirstPlayer', seat: 1 });
  await waitFor(bob, 'the first player chosen', (state) => state.version === 2);
  bob.getState().act({ type: 'endTurn' });
  await waitFor(bob, 'a refusal', (state) => state.error !== null);

  const watcher = createOnlineStore(endpoint, memoryStorage());
  await watcher.getState().watchTable(code);
  await waitFor(watcher, 'the public view', (state) => state.view?.firstSeat === 1);
  expect(watcher.getState().table?.you).toBeNull();

  // Bob closes the tab; a new page in the same browser finds the table in My games and his seat again.
  await bob.getState().leave();
  const bobAgain = createOnlineStore(endpoint, bobStorage);
  expect(bobAgain.getState().myGames.map((game) => game.code)).toEqual([code]);
  expect(await bobAgain.getState().resumeTable(code)).toBe(true);
  await waitFor(bobAgain, 'Bob back on his seat', (state) => state.table?.you === 1 && state.version === 2);
  expect(bobAgain.getState().view?.viewer).toBe(1);
  for (const store of [anne, bobAgain, watcher]) await store.getState().leave();
}, 120_000);

it('lists the free seats of an invite before joining, as they are taken, and leaves the list once seated', async () => {
  const anne = createOnlineStore(endpoint, memoryStorage());
  const seats = [
    { kind: 'person' },
    { kind: 'person' },
    { kind: 'computer', level: 'deckhand' },
    { kind: 'person' },
  ] as const;
  expect(await anne.getState().createTable([...seats], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  const states = (store: { getState(): OnlineState }) => {
    const peek = store.getState().peek;
    return peek ? seatChoices(peek.table.seats).map((choice) => choice.state) : null;
  };

  const carl = createOnlineStore(endpoint, memoryStorage());
  expect(await carl.getState().peekTable(code)).toBe(true);
  await waitFor(carl, 'the seats', (state) => state.peek !== null);
  expect(states(carl)).toEqual(['taken', 'free', 'computer', 'free']);
  // looking is not sitting: no seat, nothing remembered, and the table is not Carl's yet
  expect(carl.getState().table).toBeNull();
  expect(carl.getState().myGames).toEqual([]);

  // Bob takes the second seat meanwhile: Carl's list shows it taken
  const bob = createOnlineStore(endpoint, memoryStorage());
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await waitFor(carl, 'seat 2 taken', (state) => state.peek?.table.seats[1]?.name === 'Bob');
  expect(states(carl)).toEqual(['taken', 'taken', 'computer', 'free']);
  // Carl asks for it anyway (his list was behind): refused, and the list stays
  expect(await carl.getState().joinTable(code, 'Carl', 1)).toBe(false);
  expect(carl.getState().error).toMatch(/taken/);
  expect(states(carl)).toEqual(['taken', 'taken', 'computer', 'free']);
  expect(await carl.getState().joinTable(code, 'Carl', 3)).toBe(true);
  await waitFor(carl, 'Carl seated', (state) => state.table?.you === 3);
  expect(carl.getState().peek).toBeNull();
  // an unknown code: said, and no list
  const lost = createOnlineStore(endpoint, memoryStorage());
  expect(await lost.getState().peekTable('BCDFGHJKMN')).toBe(false);
  expect(lost.getState().error).toMatch(/No table/);
  expect(lost.getState().peek).toBeNull();
  for (const store of [anne, bob, carl]) await store.getState().leave();
}, 120_000);

it('says why when a table code is unknown, and keeps nothing', async () => {
  const storage = memoryStorage();
  const lost = createOnlineStore(endpoint, storage);
  expect(await lost.getState().joinTable('BCDFGHJKMN', 'Eve', 1)).toBe(false);
  expect(lost.getState().error).toMatch(/No table/);
  expect(lost.getState().myGames).toEqual([]);
}, 60_000);

it('the host gives a seat nobody took to a computer captain of a level before starting, and it is named after it', async () => {
  const anne = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  anne.getState().giveSeat(1, 'captain');
  await waitFor(anne, 'the seat handed over', (state) => state.table?.seats[1]?.kind === 'computer');
  expect(anne.getState().table?.seats[1]).toEqual({
    kind: 'computer',
    level: 'captain',
    name: 'Captain',
    connected: true,
    standIn: null,
  });
  // no person's seat is free any more: the game starts
  anne.getState().startGame();
  await waitFor(anne, 'the game started', (state) => state.view !== null);
  expect(anne.getState().view?.players.map((player) => player.name)).toEqual(['Anne', 'Captain']);
  await anne.getState().leave();
}, 60_000);

it('comes back to a lost table for as long as it takes: each try twice as late as the last, at most 30 s apart', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 100].map(reconnectDelayMs)).toEqual([
    500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
  ]);
});
