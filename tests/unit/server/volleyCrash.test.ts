import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Service, startPostgres, startServerProcess } from '../../../scripts/support/localServices';
import { type Database, loadActions, openDatabase, type PendingVolley } from '../../../src/server/database';
import { replayLog } from '../../../src/server/replayLog';
import { create, join, joinRetrying, setupStep, stored } from './support';

/**
 * A crash during a volley does not re-roll it: `npm run server` on its own PostgreSQL is killed (kill -9)
 * while a volley flies; the restarted server flies that same volley (seat, strength, seed) before the
 * seat can do anything, and the seat's new volley is refused.
 */
const PORT = 2801;
let postgres: Service | null = null;
let server: ChildProcess | null = null;
let db: Database | null = null;

const start = () => {
  if (!postgres) throw new Error('no PostgreSQL');
  return startServerProcess(PORT, { DATABASE_URL: postgres.url, VOLLEY_THREADS: '1' });
};

beforeAll(async () => {
  postgres = await startPostgres(5443);
  server = await start();
  db = await openDatabase({ url: postgres.url });
}, 240_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await db?.close().catch(() => undefined);
  postgres?.stop();
}, 60_000);

it('a volley in flight when its server is killed flies the same after the restart; the seat gets no new seed', async () => {
  if (!db) throw new Error('no database');
  const database = db;
  const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
  const { code } = await anne.next('table');
  const token = (await anne.next('seated')).token;
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  anne.send({ type: 'start' });
  await anne.next('view', 0, (view) => view.version === 1);
  anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
  await anne.next('view', 0, (view) => view.version === 2);
  await setupStep(database, code, anne, 'placeKraken');
  await setupStep(database, code, anne, 'chooseCaptain');
  await setupStep(database, code, bob, 'chooseCaptain');
  const before = await stored(database, code);

  anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
  // the volley is stored before it flies: stop the process the moment it is, then kill it
  const pending = await vi.waitFor(
    async () => {
      const { rows } = await database.query<{ pending: PendingVolley | null }>(
        'select pending from tables where code = $1',
        [code],
      );
      const found = rows[0]?.pending;
      if (!found) throw new Error('no volley stored yet');
      return found;
    },
    { timeout: 20_000, interval: 1 },
  );
  server?.kill('SIGSTOP');
  // still in flight: nothing committed
  expect((await stored(database, code)).version).toBe(before.version);
  server?.kill('SIGKILL');
  expect(pending).toMatchObject({ seat: 0, source: 'ship', strength: 0.45 });
  server = await start();

  // Anne comes back: the stored volley flies first, as it was; her new volley (another strength) is refused
  const back = await joinRetrying(PORT, { code, token });
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
