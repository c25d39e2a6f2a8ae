import { afterAll, beforeAll, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../src/engine';
import { loadActions } from '../../../src/server/database';
import { replayLog } from '../../../src/server/replayLog';
import { TableRedisDriver } from '../../../src/server/tableRedisDriver';
import type { KeyValueStorage } from '../../../src/store/online/myGames';
import { createOnlineStore, type OnlineState } from '../../../src/store/online/onlineStore';
import { actingSeat } from '../../../src/table/actingSeat';
import { TABLE_MOVED_CLOSE, TABLE_ROOM } from '../../../src/table/onlineMessages';
import { Cluster } from './cluster';
import { joinRetrying, type Scripted, stored, until } from './support';

/**
 * A stale room gives way to the live one: two `npm run server` processes on one Redis and one
 * PostgreSQL; the process holding a table's room stalls (SIGSTOP) while another process re-creates the
 * room from the database and stores a newer version; resumed, the stale room's next write is refused, it
 * closes its clients, and they come back by their seat tokens to the live room, whose listing in Redis
 * the stale room's disposal leaves in place.
 */
const PORTS = [2750, 2751] as const;
const cluster = new Cluster({
  ports: PORTS,
  redisPort: 6395,
  postgresPort: 5445,
  env: { VOLLEY_THREADS: '1' },
});
const clients: Scripted[] = [];
const stores: { getState(): OnlineState }[] = [];

beforeAll(() => cluster.start(), 240_000);

afterAll(async () => {
  // a process the test stopped is woken first, so that its clients' goodbyes are answered
  for (const server of cluster.servers.values()) server.kill('SIGCONT');
  for (const store of stores) await atMost(2000, store.getState().leave());
  for (const client of clients) if (!client.closed) await atMost(2000, client.room.leave());
  await cluster.stop();
}, 60_000);

const listedPort = (code: string) => cluster.listedPort(code);

/** How many processes' rooms listen on the table's room channel (Colyseus' `$<roomId>`). */
const roomChannels = (code: string) =>
  Number(cluster.redisCli('pubsub', 'numsub', `$${code}`).split('\n')[1]);

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

/** A join (tried again on a hung-up keep-alive socket), closed at the end. */
async function joinTracked(port: number, options: Record<string, unknown>): Promise<Scripted> {
  const client = await joinRetrying(port, options);
  clients.push(client);
  return client;
}

/** At most `ms` for a client to say goodbye: a connection to a stopped process never answers. */
const atMost = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

it('a room whose write is refused as stale closes; its players come back by token to the live room on the other process, whose listing stays; the log replays to the stored state', async () => {
  const db = cluster.db;
  // Anne's page (the online store) and Bob create and join; the room's process is "A", the other "B".
  const anne = createOnlineStore(`http://127.0.0.1:${PORTS[0]}`, memoryStorage());
  stores.push(anne);
  expect(await anne.getState().createTable([{ kind: 'person' }, { kind: 'person' }], 'Anne')).toBe(true);
  const code = await until('the table', () => anne.getState().table?.code);
  const annes = await until('Anne’s token', () => anne.getState().myGames[0]?.token);
  const bob = await joinTracked(PORTS[1], { code, name: 'Bob', seat: 1 });
  const bobs = (await bob.next('seated')).token;
  anne.getState().startGame();
  await until('the game started', () => (anne.getState().version === 1 ? true : null));
  anne.getState().act({ type: 'chooseFirstPlayer', seat: 0 });
  await bob.next('view', 0, (view) => view.version === 2);
  const stalled = listedPort(code);
  const live = PORTS.find((port) => port !== stalled) as number;
  expect(roomChannels(code)).toBe(1);

  // A stalls. Anne's other device comes back by her token through B: B's matchmaker finds A's room
  // listed, gets no answer, health-checks A, drops A's listings and re-creates the room from PostgreSQL.
  cluster.servers.get(stalled as number)?.kill('SIGSTOP');
  const phone = await joinTracked(live, { code, token: annes });
  expect((await phone.next('view')).version).toBe(2);
  expect(listedPort(code)).toBe(live);
  // the first player places the Kraken on B: version 3 is B's
  const kraken = legalActions((await stored(db, code)).game).find((action) => action.type === 'placeKraken');
  if (!kraken) throw new Error('no Kraken placement');
  phone.send({ type: 'act', intent: kraken });
  await phone.next('view', 0, (view) => view.version === 3);

  // A wakes with both rooms alive; Anne's page, still on A's room at version 2, places the Kraken too.
  cluster.servers.get(stalled as number)?.kill('SIGCONT');
  expect(anne.getState().version).toBe(2);
  anne.getState().act(kraken);
  // A's write is refused as stale: A closes its clients with TABLE_MOVED_CLOSE ...
  await until('Bob closed by A', () => bob.closed);
  expect(bob.closed?.code).toBe(TABLE_MOVED_CLOSE);
  // ... and Anne's page comes back by her token, routed to B's room (which hands her seat over from the phone)
  // her page tries again 0.5, 1, 2, 4, 8, 16 s apart: a busy machine (the whole suite on 2 cores) has
  // taken more than the first five tries (over 20 s, seen once from a clean clone), so a minute is allowed
  await until('Anne back at version 3', () => (anne.getState().version === 3 ? true : null), 60_000).catch(
    (error: Error) => {
      const { status, error: said } = anne.getState();
      throw new Error(`${error.message} (her page: ${status}, last error ${said ?? 'none'})`);
    },
  );
  expect(anne.getState().status).toBe('connected');
  await until('the phone replaced', () => phone.closed);
  expect(phone.closed?.code).toBe(4001);
  // A's room is gone (one room channel left) and B's listing is still there
  await until('A’s room disposed', () => (roomChannels(code) === 1 ? true : null));
  expect(listedPort(code)).toBe(live);

  // Bob comes back through A (the process he was on) and is routed to B; the game goes on there.
  const bobBack = await joinTracked(stalled as number, { code, token: bobs });
  expect((await bobBack.next('table')).you).toBe(1);
  expect((await bobBack.next('view')).version).toBe(3);
  const setup = (await stored(db, code)).game;
  const captain = legalActions(setup).find((action) => action.type === 'chooseCaptain');
  if (!captain) throw new Error('no captain to choose');
  // whoever chooses first acts on the live room: Anne through her page, or Bob
  if (actingSeat(setup, 0) === 0) anne.getState().act(captain);
  else bobBack.send({ type: 'act', intent: captain });
  const chosen = await bobBack.next('view', 0, (view) => view.version === 4);
  await until('Anne’s view 4', () => (anne.getState().version === 4 ? true : null));
  expect(listedPort(code)).toBe(live);

  const { game, version } = await stored(db, code);
  const log = await loadActions(db, code);
  expect(version).toBe(4);
  expect(log.map((entry) => entry.version)).toEqual([1, 2, 3, 4]);
  const replayed = replayLog(log.map((entry) => entry.action));
  expect(replayed).toEqual(game);
  if (!replayed) throw new Error('the log does not replay');
  expect(anne.getState().view).toEqual(viewFor(replayed, 0));
  expect(chosen.view).toEqual(viewFor(replayed, 1));
}, 180_000);

it('a listing is rewritten and removed only while it is still its room’s: another process’s later listing of the code survives, also a dead process’s cleanup', async () => {
  if (!cluster.redis) throw new Error('no Redis');
  const driver = new TableRedisDriver(cluster.redis.url);
  const code = 'STALE2345B';
  const older = driver.createInstance({ name: TABLE_ROOM, processId: 'stalled', roomId: code });
  const newer = driver.createInstance({ name: TABLE_ROOM, processId: 'live', roomId: code });
  try {
    await older.save();
    await older.updateOne({ $inc: { clients: 1 } });
    expect((await driver.findOne({ roomId: code }))?.clients).toBe(1);
    // the live room's creation lists it over the stale one's listing
    await newer.save();
    // the stale room's client count and its disposal leave the live listing as it is
    await older.updateOne({ $inc: { clients: 1 } });
    await older.remove();
    const listing = await driver.findOne({ roomId: code });
    expect(listing?.processId).toBe('live');
    expect(listing?.clients).toBe(0);
    await newer.updateOne({ $inc: { clients: 1 } });
    expect((await driver.findOne({ roomId: code }))?.clients).toBe(1);
    // dropping the stalled process's rooms (as after its failed health check) spares the live listing
    await driver.cleanup('stalled');
    expect((await driver.findOne({ roomId: code }))?.processId).toBe('live');
    await newer.remove();
    expect(await driver.has(code)).toBe(false);
    // and drops its own
    const again = driver.createInstance({ name: TABLE_ROOM, processId: 'stalled', roomId: code });
    await again.save();
    await driver.cleanup('stalled');
    expect(await driver.has(code)).toBe(false);
  } finally {
    await driver.shutdown();
  }
});
