import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadActions, type PendingVolley } from '../../../src/server/database';
import { replayLog } from '../../../src/server/replayLog';
import { TABLE_MOVED_CLOSE } from '../../../src/table/onlineMessages';
import { Cluster } from './cluster';
import { create, join, joinRetrying, setupStep, stored } from './support';

/**
 * `npm run server` processes on a PostgreSQL and a Redis of their own (ports 2801, 2802; Redis 6393,
 * PostgreSQL 5443): a crash during a volley does not re-roll it, and SIGTERM drains a process (what is
 * in flight is finished and stored, the clients come back through the other process), which logs JSON
 * with the table's code and the request's id.
 */
const PORTS = [2801, 2802] as const;
const cluster = new Cluster({
  ports: PORTS,
  redisPort: 6393,
  postgresPort: 5443,
  env: { VOLLEY_THREADS: '1' },
});
const logs = new Map<number, string[]>();

/** Keeps every line a server process writes on stdout (its JSON log). */
function listen(port: number): void {
  const lines: string[] = [];
  logs.set(port, lines);
  cluster.servers
    .get(port)
    ?.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
}

beforeAll(async () => {
  await cluster.start();
  for (const port of PORTS) listen(port);
}, 240_000);

afterAll(() => cluster.stop(), 60_000);

/** Waits until the table's volley is stored as pending (drawn, not yet flown and committed). */
function volleyInFlight(code: string): Promise<PendingVolley> {
  return vi.waitFor(
    async () => {
      const { rows } = await cluster.db.query<{ pending: PendingVolley | null }>(
        'select pending from tables where code = $1',
        [code],
      );
      const found = rows[0]?.pending;
      if (!found) throw new Error('no volley stored yet');
      return found;
    },
    { timeout: 20_000, interval: 1 },
  );
}

/** A started table of Anne and Bob, through setup to Anne's turn, created through `port`. */
async function playing(port: number) {
  const db = cluster.db;
  const anne = await create(port, [{ kind: 'person' }, { kind: 'person' }]);
  const { code } = await anne.next('table');
  const annes = (await anne.next('seated')).token;
  const bob = await join(port, { code, name: 'Bob', seat: 1 });
  const bobs = (await bob.next('seated')).token;
  anne.send({ type: 'start' });
  await anne.next('view', 0, (view) => view.version === 1);
  anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
  await anne.next('view', 0, (view) => view.version === 2);
  await setupStep(db, code, anne, 'placeKraken');
  await setupStep(db, code, anne, 'chooseCaptain');
  await setupStep(db, code, bob, 'chooseCaptain');
  return { code, anne, bob, annes, bobs };
}

it('a volley in flight when its server is killed flies the same after the restart; the seat gets no new seed', async () => {
  const database = cluster.db;
  const { code, anne, annes } = await playing(PORTS[0]);
  const before = await stored(database, code);
  const holder = cluster.listedPort(code);
  if (holder === null) throw new Error('no listing');

  anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
  // the volley is stored before it flies: stop the process the moment it is, then kill it
  const pending = await volleyInFlight(code);
  cluster.servers.get(holder)?.kill('SIGSTOP');
  // still in flight: nothing committed
  expect((await stored(database, code)).version).toBe(before.version);
  cluster.servers.get(holder)?.kill('SIGKILL');
  expect(pending).toMatchObject({ seat: 0, source: 'ship', strength: 0.45 });
  await cluster.startServer(holder);
  listen(holder);

  // Anne comes back: the stored volley flies first, as it was; her new volley (another strength) is refused
  const back = await joinRetrying(holder, { code, token: annes });
  back.send({ type: 'volley', source: 'ship', strength: 0.9 });
  const flown = await back.next('view', 0, (view) => view.volley !== null);
  expect(flown.version).toBe(before.version + 1);
  expect(flown.volley?.input.seed).toBe(pending.seed);
  expect((await back.next('error')).code).not.toBe('');
  const log = await loadActions(database, code);
  const volleys = log.filter((entry) => entry.action.type === 'volley');
  expect(volleys).toHaveLength(1);
  expect(volleys[0]?.action).toMatchObject({ seat: 0, strength: 0.45, seed: pending.seed });
  const now = await stored(database, code);
  expect(now.version).toBe(before.version + 1);
  expect(replayLog(log.map((entry) => entry.action))).toEqual(now.game);
  await back.room.leave();
}, 300_000);

it('SIGTERM drains a process: the volley in flight is stored and shown, the clients are sent on and come back through the other process; it logs JSON with the table code and the request id', async () => {
  const database = cluster.db;
  const { code, anne, bob, annes, bobs } = await playing(PORTS[1]);
  const holder = cluster.listedPort(code);
  if (holder === null) throw new Error('no listing');
  const other = PORTS.find((port) => port !== holder) as number;
  const before = await stored(database, code);
  const server = cluster.servers.get(holder);
  const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
  anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
  await volleyInFlight(code);
  server?.kill('SIGTERM');
  // the volley finishes and is shown to both before they are sent on
  for (const client of [anne, bob]) {
    const shown = await client.next('view', 0, (view) => view.version === before.version + 1);
    expect(shown.volley).not.toBeNull();
    await vi.waitFor(() => expect(client.closed?.code).toBe(TABLE_MOVED_CLOSE));
  }
  expect(await exited).toBe(0);
  cluster.servers.delete(holder);
  // they come back by their tokens through the other process, and the game goes on there
  const anneBack = await joinRetrying(other, { code, token: annes });
  const bobBack = await joinRetrying(other, { code, token: bobs });
  expect((await anneBack.next('view')).version).toBe(before.version + 1);
  anneBack.send({ type: 'act', intent: { type: 'endTurn' } });
  await bobBack.next('view', 0, (view) => view.view.turn?.seat === 1);
  expect((await stored(database, code)).version).toBe(before.version + 2);
  // the logs: JSON lines, the reservation (by the process asked) with its request id and the table's code
  const parsed = (port: number) =>
    (logs.get(port) ?? []).map((line) => JSON.parse(line) as Record<string, unknown>);
  const lines = parsed(holder);
  expect(
    [...lines, ...parsed(other)].some(
      (line) => line.msg === 'seat reserved' && line.table === code && typeof line.requestId === 'string',
    ),
  ).toBe(true);
  expect(lines.some((line) => line.table === code && String(line.msg).startsWith('drained;'))).toBe(true);
  expect(lines.at(-1)?.msg).toBe('drained');
  for (const client of [anneBack, bobBack]) await client.room.leave();
}, 300_000);

it('is ready while its database and Redis answer, unready while Redis does not, and ready again after', async () => {
  const port = [...cluster.servers.keys()][0] as number;
  const ready = async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  expect(await ready()).toBe(200);
  cluster.redisCli('client', 'pause', '5000');
  expect(await ready()).toBe(503);
  await vi.waitFor(async () => expect(await ready()).toBe(200), { timeout: 15_000, interval: 500 });
}, 60_000);
