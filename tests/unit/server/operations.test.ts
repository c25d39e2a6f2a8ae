import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import { readSettings } from '../../../src/server/settings';
import { TABLE_MOVED_CLOSE } from '../../../src/table/onlineMessages';
import { create, join, setupStep, stored } from './support';

/** The game server as operations see it: settings, metrics and the drain, on port 2803. */
const PORT = 2803;
let server: RunningGameServer;

beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
}, 180_000);
afterAll(() => server.close(), 60_000);

/** One metric's value from the Prometheus text (`name{labels}` as written there). */
async function metric(series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe('settings', () => {
  it('are checked at start: every wrong one is named, and the server does not start', () => {
    expect(readSettings({ PORT: '2567' }).ok).toBe(true);
    const wrong = readSettings({
      PORT: 'eighty',
      VOLLEY_THREADS: '0',
      REDIS_URL: 'http://x',
      TRUST_PROXY: 'yes',
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok)
      for (const name of ['PORT', 'VOLLEY_THREADS', 'REDIS_URL', 'TRUST_PROXY'])
        expect(wrong.problems).toContain(name);
    expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({ ok: false });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://db' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PORT/);
    expect(run.stderr).toMatch(/DATABASE_URL/);
  }, 70_000);
});

describe('the server in operation', () => {
  it('is healthy and ready, and counts tables, clients, actions and volleys in /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${PORT}/healthz`)).status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${PORT}/readyz`)).json()).toEqual({
      status: 'ready',
      problems: [],
    });
    const db = roomContext.db;
    if (!db) throw new Error('no database');
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
    expect(await metric('to_glory_tables')).toBe(1);
    expect(await metric('to_glory_clients')).toBe(2);
    anne.send({ type: 'start' });
    await anne.next('view', 0, (view) => view.version === 1);
    anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
    await anne.next('view', 0, (view) => view.version === 2);
    await setupStep(db, code, anne, 'placeKraken');
    await setupStep(db, code, anne, 'chooseCaptain');
    await setupStep(db, code, bob, 'chooseCaptain');
    anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
    await anne.next('view', 0, (view) => view.volley !== null);
    expect(await metric('to_glory_actions_total{kind="act"}')).toBe(4);
    expect(await metric('to_glory_actions_total{kind="volley"}')).toBe(1);
    expect(await metric('to_glory_volley_seconds_count')).toBe(1);
    // a table of people starts no captains' thread (memory: it starts with a table that seats a computer)
    expect(await metric('to_glory_worker_threads{pool="volleys"}')).toBe(1);
    expect(await metric('to_glory_worker_threads{pool="captains"}')).toBe(0);
    expect(await metric('to_glory_action_seconds_count{kind="act"}')).toBe(4);
    expect(await metric('to_glory_volleys_queued')).toBe(0);
    expect(await metric('to_glory_process_resident_memory_bytes')).toBeGreaterThan(0);
    for (const client of [anne, bob]) await client.room.leave();
    await vi.waitFor(async () => expect(await metric('to_glory_tables')).toBe(0));
    expect(await metric('to_glory_clients')).toBe(0);
  }, 120_000);

  it('drains: no new table once it starts, the volley in flight is stored and shown, then the clients are sent on', async () => {
    const db = roomContext.db;
    if (!db) throw new Error('no database');
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
    anne.send({ type: 'start' });
    await anne.next('view', 0, (view) => view.version === 1);
    anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
    await anne.next('view', 0, (view) => view.version === 2);
    await setupStep(db, code, anne, 'placeKraken');
    await setupStep(db, code, anne, 'chooseCaptain');
    await setupStep(db, code, bob, 'chooseCaptain');
    const before = await stored(db, code);
    anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
    await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ pending: unknown }>('select pending from tables where code = $1', [
          code,
        ]);
        if (!rows[0]?.pending) throw new Error('no volley in flight yet');
      },
      { timeout: 20_000, interval: 1 },
    );
    const drained = server.close();
    // refused while the volley finishes (503), or the connection closed if it finished first
    const created = await fetch(`http://127.0.0.1:${PORT}/matchmake/create/table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Eve' } }),
    }).then(
      (response) => response.status,
      () => 'closed',
    );
    expect([503, 'closed']).toContain(created);
    // a view is sent only once its action is stored
    const shown = await anne.next('view', 0, (view) => view.version === before.version + 1);
    expect(shown.volley).not.toBeNull();
    await vi.waitFor(() =>
      expect([anne.closed?.code, bob.closed?.code]).toEqual([TABLE_MOVED_CLOSE, TABLE_MOVED_CLOSE]),
    );
    await drained;
  }, 120_000);
});
