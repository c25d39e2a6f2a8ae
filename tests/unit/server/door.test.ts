import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decide } from '../../../src/captains/decide';
import { viewFor } from '../../../src/engine';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { type Database, loadActions } from '../../../src/server/database';
import { MESSAGE_BURST } from '../../../src/server/floodGuard';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { replayLog } from '../../../src/server/replayLog';
import { roomContext } from '../../../src/server/roomContext';
import { MAX_SPECTATORS } from '../../../src/server/tableRoom';
import { create, join } from './support';

const sameAction = (a: object, b: object) => {
  const { seat: _a, ...left } = a as { seat?: number };
  const { seat: _b, ...right } = b as { seat?: number };
  return isDeepStrictEqual(left, right);
};

/**
 * The ways into a table (issue 29), each tried as a stranger would, over HTTP and WebSockets against a
 * running game server: none finds or enters a table nobody invited them to, and every refusal is answered.
 */
const PORT = 2800;
const site = mkdtempSync(joinPath(tmpdir(), 'to-glory-site-'));
const dist = joinPath(site, 'dist');
const SECRET = 'DATABASE_PASSWORD=hunter2';
let server: RunningGameServer;
let db: Database;

beforeAll(async () => {
  mkdirSync(joinPath(dist, 'assets'), { recursive: true });
  writeFileSync(joinPath(dist, 'index.html'), '<!doctype html><title>To Glory!</title>');
  writeFileSync(joinPath(dist, 'assets', 'game.js'), 'export {};');
  // a file lying beside the served folder, whose name starts like it
  writeFileSync(joinPath(site, 'dist.env'), SECRET);
  server = await startGameServer({
    port: PORT,
    dataDir: 'memory://',
    volleyThreads: 1,
    staticDir: dist,
    trustProxy: true,
  });
  if (!roomContext.db) throw new Error('no database');
  db = roomContext.db;
}, 180_000);
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
}, 60_000);

const TWO_SEATS = { create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' } };

/** A matchmaking request as colyseus.js sends it, from the address a proxy forwards. */
async function matchmake(path: string, options: unknown, address = '198.51.100.1') {
  const response = await fetch(`http://127.0.0.1:${PORT}/matchmake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(options),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { error?: string; room?: { roomId: string } };
  return { status: response.status, text, error: answer.error, roomId: answer.room?.roomId };
}

/** A raw GET whose path is sent as written (fetch would resolve `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the door', () => {
  it('answers join options that do not parse with an error from every matchmaking method, never a room or a live table’s code', async () => {
    const made = await matchmake('create/table', TWO_SEATS);
    const code = made.roomId ?? '';
    expect(code).toHaveLength(10);
    const shapes: unknown[] = [{}, { name: 'Eve', seat: 1 }, { spectate: true }, { token: 'A'.repeat(43) }];
    const paths = [
      'joinOrCreate/table',
      'join/table',
      'create/table',
      `joinById/${code}`,
      `reconnect/${code}`,
    ];
    for (const path of paths)
      for (const options of shapes) {
        const answer = await matchmake(path, options, '203.0.113.20');
        expect(answer.error, `${path} ${JSON.stringify(options)}`).toBeTruthy();
        expect(answer.roomId).toBeUndefined();
        if (!path.endsWith(code)) expect(answer.text).not.toContain(code);
      }
    // a new table's options do not join another table, and `create` never makes a second room of one
    for (const path of ['joinOrCreate/table', 'join/table', `joinById/${code}`])
      expect((await matchmake(path, TWO_SEATS, '203.0.113.21')).roomId).toBeUndefined();
    const second = await matchmake('create/table', { code, spectate: true }, '203.0.113.22');
    expect(second.roomId).toBeUndefined();
    expect(second.error).toMatch(/joined, not created/);
    // Colyseus' own reconnection is not a way to tell a live room from a dead one
    expect((await matchmake(`reconnect/${code}`, { reconnectionToken: 'x' })).error).toBe(
      (await matchmake('reconnect/ZZZZZZZZZZ', { reconnectionToken: 'x' })).error,
    );
  }, 60_000);

  it('throttles code lookups by joinById like any other join by code', async () => {
    const code = (await matchmake('create/table', TWO_SEATS)).roomId ?? '';
    const guesser = '203.0.113.30';
    for (let guess = 0; guess < 30; guess++) {
      const guessed = createHash('sha256').update(`guess ${guess}`).digest('hex');
      const fake = Array.from(
        { length: 10 },
        (_, i) => 'BCDFGHJKMN'[Number.parseInt(guessed[i] ?? '0', 16) % 10],
      ).join('');
      if (fake === code) continue;
      expect((await matchmake(`joinById/${fake}`, { code: fake, spectate: true }, guesser)).error).toMatch(
        /No table|Too many/,
      );
    }
    // the address has spent its guesses: even the real code is refused to it, not to another address
    const refused = await matchmake(`joinById/${code}`, { code, spectate: true }, guesser);
    expect(refused.error).toMatch(/Too many table codes/);
    expect((await matchmake(`joinById/${code}`, { code, spectate: true }, '192.0.2.31')).roomId).toBe(code);
  }, 60_000);

  it('takes at most MAX_SPECTATORS watchers, answers the next that the table is full, and a player still comes back', async () => {
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const token = (await anne.next('seated')).token;
    const watchers = await Promise.all(
      Array.from({ length: MAX_SPECTATORS }, () => join(PORT, { code, spectate: true })),
    );
    await expect(join(PORT, { code, spectate: true })).rejects.toThrow(/full/);
    await expect(join(PORT, { code, spectate: true })).rejects.toThrow(/full/);
    const back = await join(PORT, { code, token });
    expect((await back.next('table')).you).toBe(0);
    expect(anne.closed?.code).toBe(4001);
    for (const client of [back, ...watchers]) await client.room.leave();
  }, 120_000);

  it('answers every message the rate limit drops, so a client can tell its intent was lost', async () => {
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const watcher = await join(PORT, { code, spectate: true });
    const sent = MESSAGE_BURST + 12;
    for (let i = 0; i < sent; i++) watcher.send({ type: 'start' });
    await vi.waitFor(
      () => expect(watcher.inbox.filter((message) => message.type === 'error')).toHaveLength(sent),
      { timeout: 10_000 },
    );
    const codes = watcher.inbox.flatMap((message) => (message.type === 'error' ? [message.code] : []));
    expect(codes.filter((said) => said === 'tooFast').length).toBeGreaterThanOrEqual(
      sent - MESSAGE_BURST - 2,
    );
    expect(codes.filter((said) => said !== 'tooFast' && said !== 'spectator')).toEqual([]);
    for (const client of [anne, watcher]) await client.room.leave();
  }, 60_000);

  it('answers a matchmaking body over the limit with 413 without reading it', async () => {
    const status = (chunked: boolean) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: PORT,
            path: '/matchmake/joinOrCreate/table',
            method: 'POST',
            headers: chunked ? { 'content-type': 'application/json' } : { 'content-length': String(60e6) },
          },
          (response) => {
            resolve(response.statusCode ?? 0);
            response.resume();
            req.destroy();
          },
        );
        req.on('error', () => undefined);
        // a 60 MB body would never be sent in full: 256 kB of it and the answer must be there
        req.write(`{"name":"${'x'.repeat(256 * 1024)}`);
        setTimeout(() => reject(new Error('no answer before the body ended')), 10_000);
      });
    expect(await status(false)).toBe(413);
    expect(await status(true)).toBe(413);
  });

  it('serves only the files of its folder: no path reaches a file beside it', async () => {
    for (const path of [
      '/..%2fdist.env',
      '/%2e%2e/dist.env',
      '/../dist.env',
      '/assets/..%2f..%2fdist.env',
      '/..%5cdist.env',
    ]) {
      const { body } = await rawGet(path);
      expect(body, path).not.toContain(SECRET);
    }
    expect((await rawGet('/assets/game.js')).body).toBe('export {};');
    expect((await rawGet('/some/page')).body).toContain('To Glory!');
  });

  it('echoes a name back as given: markup is text the page escapes, not something the server rewrites', async () => {
    const name = '<b onclick=x>Anne</b>';
    const host = await create(PORT, [{ kind: 'person' }, { kind: 'person' }], name);
    const { code } = await host.next('table');
    const guest = await join(PORT, { code, name: '"Bob" & </script>', seat: 1 });
    const table = await guest.next('table');
    expect(table.seats.map((seat) => seat.name)).toEqual([name, '"Bob" & </script>']);
    for (const client of [host, guest]) await client.room.leave();
  });

  it('draws a computer captain’s choices from the table’s secret: knowing the code does not predict them', async () => {
    // the attack: the old seed, from the public code, fed to the same captain on the seat's view
    const fromCode = (code: string) =>
      Number.parseInt(createHash('sha256').update(`${code}/1`).digest('hex').slice(0, 8), 16);
    let predicted = 0;
    const tables = 4;
    for (let table = 0; table < tables; table++) {
      const anne = await create(PORT, [{ kind: 'person' }, { kind: 'computer', level: 'deckhand' }]);
      const { code } = await anne.next('table');
      anne.send({ type: 'start' });
      await anne.next('view', 0, (view) => view.version === 1);
      anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 1 } });
      // the computer, first, places the Kraken (version 3)
      await anne.next('view', 0, (view) => view.version === 3);
      const log = await loadActions(db, code);
      // the state the captain decided on: version 2, replayed from the log's first two entries
      const atTwo = replayLog(log.slice(0, 2).map((entry) => entry.action));
      if (!atTwo) throw new Error('no state at version 2');
      const guess = decide(viewFor(atTwo, 1), 'deckhand', fromCode(code), DEFAULT_THRESHOLDS);
      const placed = log[2]?.action;
      if (guess.kind === 'action' && placed?.type === 'act' && sameAction(guess.action, placed.action))
        predicted += 1;
      await anne.room.leave();
    }
    expect(predicted).toBeLessThan(tables);
  }, 120_000);
});
