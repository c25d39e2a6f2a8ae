import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeGuessGuard, requestAddress } from '../../../src/server/codeGuessGuard';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { newTableCode } from '../../../src/server/tableCode';

describe('the code-guess guard', () => {
  it('allows a burst of misses per address, then refuses it until the bucket refills; other addresses go on', () => {
    const guard = new CodeGuessGuard({ burst: 3, perMinute: 2 });
    const start = 1_000_000;
    for (let miss = 0; miss < 3; miss++) {
      expect(guard.allows('10.0.0.1', start)).toBe(true);
      guard.missed('10.0.0.1', start);
    }
    expect(guard.allows('10.0.0.1', start)).toBe(false);
    expect(guard.allows('10.0.0.2', start)).toBe(true);
    // two a minute: one more guess after 30 s, not before
    expect(guard.allows('10.0.0.1', start + 29_000)).toBe(false);
    expect(guard.allows('10.0.0.1', start + 30_000)).toBe(true);
  });

  it('reads the address from the socket, and from the proxy’s own X-Forwarded-For entry only when trusted', () => {
    const context = {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-real-ip': '6.6.6.6' },
      req: { socket: { remoteAddress: '127.0.0.1' } },
    };
    expect(requestAddress(context, false)).toBe('127.0.0.1');
    expect(requestAddress(context, true)).toBe('203.0.113.9');
  });
});

const PORT = 2616;
let server: RunningGameServer;

beforeAll(async () => {
  server = await startGameServer({
    port: PORT,
    dataDir: 'memory://',
    volleyThreads: 1,
    trustProxy: true,
    codeGuesses: { burst: 5, perMinute: 1 },
  });
}, 180_000);
afterAll(() => server.close(), 60_000);

/** A matchmaking request as colyseus.js sends it, from the address a proxy forwards. */
async function matchmake(method: string, options: unknown, address: string) {
  const response = await fetch(`http://127.0.0.1:${PORT}/matchmake/${method}/table`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(options),
  });
  const answer = (await response.json()) as { error?: string; room?: { roomId: string } };
  return { error: answer.error, roomId: answer.room?.roomId };
}

describe('joining by code on the game server', () => {
  it('throttles an address that guesses codes: after its misses even a real code is refused from it, not from others', async () => {
    const made = await matchmake(
      'create',
      { create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' } },
      '198.51.100.1',
    );
    const code = made.roomId ?? '';
    expect(code).toHaveLength(10);
    const guesser = '203.0.113.7';
    for (let guess = 0; guess < 5; guess++) {
      let guessed = newTableCode();
      while (guessed === code) guessed = newTableCode();
      expect((await matchmake('joinOrCreate', { code: guessed, spectate: true }, guesser)).error).toMatch(
        /No table/,
      );
    }
    // the sixth lookup from that address is refused before the code is read: a hit looks like a miss
    expect((await matchmake('joinOrCreate', { code, spectate: true }, guesser)).error).toMatch(
      /Too many table codes/,
    );
    // another address opens the real table
    expect((await matchmake('joinOrCreate', { code, spectate: true }, '192.0.2.44')).roomId).toBe(code);
  }, 60_000);
});
