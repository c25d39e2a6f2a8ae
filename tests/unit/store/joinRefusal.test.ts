import { describe, expect, it } from 'vitest';
import { joinRefusal, UNREACHABLE } from '../../../src/store/online/joinRefusal';

/** An error as colyseus.js throws it: a code (HTTP status or Colyseus' own) and a message. */
const thrown = (code: number | undefined, message: string) => Object.assign(new Error(message), { code });

describe('joinRefusal', () => {
  it('is final for the server’s refusals (4xx) and Colyseus’ refusals of the join itself', () => {
    for (const [code, message] of [
      [403, 'That seat token is not one of this table’s'],
      [404, 'No table has that code'],
      [409, 'This table is full'],
      [409, 'That seat is taken'],
      [429, 'Too many table codes tried from this address: wait a few minutes'],
      [4211, 'A new table is made by creating one'],
    ] as const)
      expect(joinRefusal(thrown(code, message))).toEqual({ kind: 'final', reason: message });
  });

  it('is transient for a table opening or a server not ready (5xx) and Colyseus’ unhandled or expired, in the server’s words', () => {
    for (const [code, message] of [
      [503, 'This table is opening; try again'],
      [503, 'This server is closing; try again'],
      [4213, 'database unreachable'],
      [4214, 'seat reservation expired.'],
    ] as const)
      expect(joinRefusal(thrown(code, message))).toEqual({ kind: 'transient', reason: message });
  });

  it('is transient with plain words when no server answered (a dropped connection, a closed socket)', () => {
    for (const error of [
      thrown(undefined, 'socket hang up'),
      thrown(0, ''),
      thrown(1006, ''),
      null,
      'offline',
    ])
      expect(joinRefusal(error)).toEqual({ kind: 'transient', reason: UNREACHABLE });
  });
});
