import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { viewFor } from '../../../src/engine';
import { loadActions } from '../../../src/server/database';
import { replayLog } from '../../../src/server/replayLog';
import { TableRedisDriver } from '../../../src/server/tableRedisDriver';
import { TABLE_ROOM } from '../../../src/table/onlineMessages';
import { Cluster } from './cluster';
import { create, joinRetrying, type Scripted, setupStep, stored, until } from './support';

/**
 * The issue's fault test: two `npm run server` processes sharing a Redis (Colyseus' presence and driver)
 * and a PostgreSQL; the process holding a table's room is killed with SIGKILL in the middle of the game
 * and restarted; the players come back by their seat tokens through either process, and the game goes
 * on from the last accepted action; the stored log, replayed, gives what the players see.
 */
const PORTS = [2701, 2702] as const;
const cluster = new Cluster({ ports: PORTS, redisPort: 6391, postgresPort: 5441 });
const clients: Scripted[] = [];

beforeAll(() => cluster.start(), 240_000);

afterAll(async () => {
  for (const client of clients) if (!client.closed) await client.room.leave().catch(() => undefined);
  await cluster.stop();
}, 60_000);

/** The port of the process whose room holds the table: its listing in the Redis driver names it. */
function holderPort(code: string): number {
  const port = cluster.listedPort(code);
  if (port === null) throw new Error(`no listing for ${code}`);
  return port;
}

/** A join (tried again on a hung-up keep-alive socket), closed at the end. */
async function rejoin(port: number, options: Record<string, unknown>): Promise<Scripted> {
  const client = await joinRetrying(port, options);
  clients.push(client);
  return client;
}

const lastView = (client: Scripted) => client.inbox.filter((message) => message.type === 'view').at(-1);

it('two processes on Redis and PostgreSQL: the room’s process is killed (kill -9) mid-game and restarted; the players come back through either process and the game goes on; the replayed log gives what they see', async () => {
  const db = cluster.db;
  const [first, second] = PORTS;
  // Anne creates through one process, Bob joins through the other: the Redis driver routes him to the room.
  const anne = await create(first, [{ kind: 'person' }, { kind: 'person' }]);
  clients.push(anne);
  const { code } = await anne.next('table');
  const annes = (await anne.next('seated')).token;
  const bob = await rejoin(second, { code, name: 'Bob', seat: 1 });
  const bobs = (await bob.next('seated')).token;
  anne.send({ type: 'start' });
  await anne.next('view', 0, (view) => view.version === 1);
  anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
  await anne.next('view', 0, (view) => view.version === 2);
  await setupStep(db, code, anne, 'placeKraken');
  await setupStep(db, code, anne, 'chooseCaptain');
  await setupStep(db, code, bob, 'chooseCaptain');
  // Anne's turn: a volley, flown and scored by the server in its worker.
  const from = anne.inbox.length;
  anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
  const flown = await anne.next('view', from, (view) => view.volley !== null);
  const bobsLast = await bob.next('view', 0, (view) => view.version === flown.version);
  expect(flown.view.phase.kind).toBe('playing');

  const killed = holderPort(code);
  const survivor = killed === first ? second : first;
  cluster.servers.get(killed)?.kill('SIGKILL');
  cluster.servers.delete(killed);
  await until('the clients to see the server gone', () => (anne.closed && bob.closed ? true : null));

  // Anne comes back at once through the surviving process, which re-creates the room from the database.
  const anneBack = await rejoin(survivor, { code, token: annes });
  expect((await anneBack.next('table')).you).toBe(0);
  const resumed = await anneBack.next('view');
  expect(resumed.version).toBe(flown.version);
  expect(resumed.view).toEqual(flown.view);
  expect(holderPort(code)).toBe(survivor);

  // The killed process comes back; Bob returns through it and is routed to the room on the survivor.
  await cluster.startServer(killed);
  const bobBack = await rejoin(killed, { code, token: bobs });
  expect((await bobBack.next('table')).you).toBe(1);
  expect((await bobBack.next('view')).view).toEqual(bobsLast.view);

  // The game goes on from the last accepted action: Anne ends her turn, then Bob his.
  anneBack.send({ type: 'act', intent: { type: 'endTurn' } });
  const bobsTurn = await bobBack.next('view', 0, (view) => view.view.turn?.seat === 1);
  expect(bobsTurn.version).toBe(flown.version + 1);
  bobBack.send({ type: 'act', intent: { type: 'endTurn' } });
  const annesTurn = await anneBack.next(
    'view',
    0,
    (view) => view.view.turn?.seat === 0 && view.version > bobsTurn.version,
  );
  await bobBack.next('view', 0, (view) => view.version === annesTurn.version);

  const { game, version } = await stored(db, code);
  const log = await loadActions(db, code);
  expect(version).toBe(annesTurn.version);
  expect(log.map((entry) => entry.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
  const replayed = replayLog(log.map((entry) => entry.action));
  expect(replayed).toEqual(game);
  if (!replayed) throw new Error('the log does not replay');
  for (const [client, seat] of [
    [anneBack, 0],
    [bobBack, 1],
  ] as const) {
    const seen = lastView(client);
    expect(seen?.type === 'view' && seen.version).toBe(version);
    expect(seen?.type === 'view' && seen.view).toEqual(viewFor(replayed, seat));
  }
}, 300_000);

it('the Redis driver finds a table’s room by its code with one lookup, never a scan of every room', async () => {
  if (!cluster.redis) throw new Error('no Redis');
  const driver = new TableRedisDriver(cluster.redis.url);
  const code = 'BCDFGHJKMN';
  const listing = driver.createInstance({ name: TABLE_ROOM, processId: 'elsewhere', roomId: code });
  Object.assign(listing, { code });
  try {
    await listing.save();
    const scans = vi.spyOn(driver as unknown as { getRooms(name?: string): Promise<unknown[]> }, 'getRooms');
    expect((await driver.findOne({ name: TABLE_ROOM, locked: false, code } as never))?.processId).toBe(
      'elsewhere',
    );
    expect(await driver.findOne({ name: TABLE_ROOM, locked: true, code } as never)).toBeUndefined();
    expect(await driver.findOne({ name: TABLE_ROOM, code: 'ZZZZZZZZZZ' } as never)).toBeUndefined();
    expect(scans).not.toHaveBeenCalled();
    // any other search is the stock driver's
    expect((await driver.findOne({ name: TABLE_ROOM, processId: 'elsewhere' }))?.roomId).toBe(code);
    expect(scans).toHaveBeenCalledTimes(1);
  } finally {
    await listing.remove();
    await driver.shutdown();
  }
});
