import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import type { KeyValueStorage } from '../../../src/store/online/myGames';
import { createOnlineStore, JOIN_TRIES, type OnlineState } from '../../../src/store/online/onlineStore';
import { memoryStorage, waitFor } from './onlineStoreSupport';
import { type OpeningDoor, openingDoor } from './openingDoor';

// ports of this file's own (2950–2959): the real server, and the stand-in in front of it
const PORT = 2950;
const DOOR_PORT = 2951;
const endpoint = `http://127.0.0.1:${PORT}/online`;
let server: RunningGameServer;
let door: OpeningDoor;
beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  door = await openingDoor(DOOR_PORT, PORT);
}, 180_000);
afterAll(async () => {
  await door?.close();
  await server?.close();
}, 60_000);

/** A table of two people: Anne's (seat 0), Bob seated (seat 1) and gone; Bob's browser storage holds his token. */
async function tableWithBobAway(): Promise<{
  code: string;
  bobStorage: KeyValueStorage;
  close(): Promise<void>;
}> {
  const anne = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  const bobStorage = memoryStorage();
  const bob = createOnlineStore(endpoint, bobStorage);
  expect(await bob.getState().joinTable(code, 'Bob', 1)).toBe(true);
  await waitFor(bob, "Bob's token kept", (state) => state.myGames[0]?.token != null);
  await bob.getState().leave();
  return { code, bobStorage, close: () => anne.getState().leave() };
}

/** Every try shown while `store` joins: the `retry` states it passes through. */
function triesShown(store: { subscribe(listener: (state: OnlineState) => void): () => void }) {
  const shown: NonNullable<OnlineState['retry']>[] = [];
  const stop = store.subscribe((state) => {
    const last = shown.at(-1);
    if (state.retry && state.retry.attempt !== last?.attempt) shown.push(state.retry);
  });
  return { shown, stop };
}

it('a seat come back to (a turn notice, an invite link) while the table is opening tries again and lands on the seat by its token', async () => {
  const table = await tableWithBobAway();
  const bob = createOnlineStore(door.endpoint, table.bobStorage);
  const tries = triesShown(bob);
  const before = door.joins;
  door.hold(2, 'opening');
  expect(await bob.getState().resumeTable(table.code)).toBe(true);
  tries.stop();
  await waitFor(bob, 'Bob on his seat', (state) => state.table?.you === 1);
  expect(bob.getState().status).toBe('connected');
  expect(bob.getState()).toMatchObject({ error: null, retry: null, failure: null });
  // two answered "opening", the third landed; the player was told of the second and third tries
  expect(door.joins - before).toBe(3);
  expect(tries.shown).toEqual([
    { attempt: 2, tries: JOIN_TRIES, reason: 'This table is opening; try again' },
    { attempt: 3, tries: JOIN_TRIES, reason: 'This table is opening; try again' },
  ]);
  await bob.getState().leave();
  await table.close();
}, 120_000);

it('a join whose connection drops for a moment tries again and lands on the seat', async () => {
  const table = await tableWithBobAway();
  const bob = createOnlineStore(door.endpoint, table.bobStorage);
  const before = door.joins;
  door.hold(1, 'drop');
  expect(await bob.getState().resumeTable(table.code)).toBe(true);
  await waitFor(bob, 'Bob on his seat', (state) => state.table?.you === 1);
  expect(door.joins - before).toBe(2);
  await bob.getState().leave();
  await table.close();
}, 120_000);

it('a final refusal stops at once with its reason: a seat token not the table’s, a table that does not exist', async () => {
  const table = await tableWithBobAway();
  const stranger = memoryStorage();
  // tokens of the right shape (43 URL-safe characters), one not the table's, one of no table
  stranger.setItem(
    'to-glory:online-games',
    JSON.stringify([
      { code: table.code, seat: 1, token: 'A'.repeat(43), name: 'Eve', at: 0 },
      { code: 'ZZZZZZZZZZ', seat: 0, token: 'B'.repeat(43), name: 'Eve', at: 0 },
    ]),
  );
  const eve = createOnlineStore(door.endpoint, stranger);
  for (const [code, reason] of [
    [table.code, /seat token is not one of this table/],
    ['ZZZZZZZZZZ', /No table has that code/],
  ] as const) {
    const before = door.joins;
    expect(await eve.getState().resumeTable(code)).toBe(false);
    expect(door.joins - before).toBe(1);
    expect(eve.getState()).toMatchObject({ status: 'idle', retry: null, failure: 'final' });
    expect(eve.getState().error).toMatch(reason);
  }
  await table.close();
}, 120_000);

it('a table that stays unreachable is tried a bounded number of times, then the page says so', async () => {
  const table = await tableWithBobAway();
  const bob = createOnlineStore(door.endpoint, table.bobStorage);
  const before = door.joins;
  door.hold(JOIN_TRIES, 'opening');
  expect(await bob.getState().resumeTable(table.code)).toBe(false);
  expect(door.joins - before).toBe(JOIN_TRIES);
  expect(bob.getState()).toMatchObject({ status: 'idle', retry: null, failure: 'transient' });
  expect(bob.getState().error).toMatch(/opening/);
  // asked again (the page's "Try again"), it lands
  expect(await bob.getState().resumeTable(table.code)).toBe(true);
  await waitFor(bob, 'Bob on his seat', (state) => state.table?.you === 1);
  await bob.getState().leave();
  await table.close();
}, 120_000);

it('leaving while a join waits to try again ends the tries: no join after the leave, nothing joined', async () => {
  const table = await tableWithBobAway();
  const bob = createOnlineStore(door.endpoint, table.bobStorage);
  const before = door.joins;
  door.hold(JOIN_TRIES, 'opening');
  const resuming = bob.getState().resumeTable(table.code);
  await waitFor(bob, 'the second try announced', (state) => state.retry?.attempt === 2);
  await bob.getState().leave();
  expect(await resuming).toBe(false);
  expect(door.joins - before).toBe(1);
  expect(bob.getState()).toMatchObject({ status: 'idle', table: null, retry: null });
  door.hold(0, 'opening');
  await table.close();
}, 120_000);

it('a lost table is come back to until its seat is refused for good: then the page says why and stops', async () => {
  const table = await tableWithBobAway();
  const bob = createOnlineStore(door.endpoint, table.bobStorage);
  expect(await bob.getState().resumeTable(table.code)).toBe(true);
  await waitFor(bob, 'Bob on his seat', (state) => state.table?.you === 1);
  // his seat's token is no longer one this table knows (another browser's record, say), and the network drops
  const [kept] = JSON.parse(table.bobStorage.getItem('to-glory:online-games') ?? '[]');
  table.bobStorage.setItem('to-glory:online-games', JSON.stringify([{ ...kept, token: 'C'.repeat(43) }]));
  door.cut();
  await waitFor(bob, 'the seat refused for good', (state) => state.failure === 'final');
  expect(bob.getState()).toMatchObject({ status: 'idle', retry: null });
  expect(bob.getState().error).toMatch(/seat token is not one of this table/);
  await table.close();
}, 120_000);

it('a new guest’s invite link while the table is opening: the free seats are listed after a try again, and the seat is taken after another', async () => {
  const anne = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  const carl = createOnlineStore(door.endpoint, memoryStorage());
  const before = door.joins;
  door.hold(1, 'opening');
  expect(await carl.getState().peekTable(code)).toBe(true);
  await waitFor(carl, 'the seats listed', (state) => state.peek !== null);
  expect(carl.getState().error).toBeNull();
  door.hold(1, 'opening');
  expect(await carl.getState().joinTable(code, 'Carl', 1)).toBe(true);
  await waitFor(
    carl,
    'Carl seated, his token kept',
    (state) => state.table?.you === 1 && state.myGames[0]?.token != null,
  );
  expect(carl.getState().peek).toBeNull();
  expect(door.joins - before).toBe(4);
  await carl.getState().leave();
  await anne.getState().leave();
}, 120_000);

it('a new guest’s look at the seats that fails at every try says why and lists them when asked again', async () => {
  const anne = createOnlineStore(endpoint, memoryStorage());
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  await waitFor(anne, 'the table', (state) => state.table !== null);
  const code = anne.getState().table?.code ?? '';
  const carl = createOnlineStore(door.endpoint, memoryStorage());
  door.hold(JOIN_TRIES, 'opening');
  expect(await carl.getState().peekTable(code)).toBe(false);
  // passing, so the form offers "Try again"; nothing listed, nothing kept
  expect(carl.getState()).toMatchObject({ peek: null, failure: 'transient', table: null, myGames: [] });
  expect(carl.getState().error).toMatch(/opening/);
  // asked again (the form's "Try again"), the seats are listed and the failure forgotten
  expect(await carl.getState().peekTable(code)).toBe(true);
  await waitFor(carl, 'the seats listed', (state) => state.peek?.table.seats.length === 2);
  expect(carl.getState()).toMatchObject({ error: null, failure: null });
  await carl.getState().stopPeeking();
  await anne.getState().leave();
}, 120_000);
