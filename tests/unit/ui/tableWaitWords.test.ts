import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../src/table/onlineMessages';
import { tableWaitWords } from '../../../src/ui/tableWaitWords';

const person = (name: string | null, connected = name !== null): SeatInfo => ({
  kind: 'person',
  level: null,
  name,
  connected,
});
const computer: SeatInfo = { kind: 'computer', level: 'deckhand', name: 'Deckhand', connected: true };

describe('what a table in the lobby waits for', () => {
  it('tells a seated guest of a free seat, then of the host’s start (away or not)', () => {
    const seats = [person('Anne'), person('Bob'), person(null)];
    expect(tableWaitWords({ seats, host: 0, you: 1, started: false })).toBe(
      'Waiting for 1 more player to take a seat — 2 of 3 seats taken.',
    );
    const full = [person('Anne'), person('Bob'), computer];
    expect(tableWaitWords({ seats: full, host: 0, you: 1, started: false })).toBe(
      'Waiting for Anne (host) to start — 3 of 3 seats taken.',
    );
    const away = [person('Anne', false), person('Bob'), computer];
    expect(tableWaitWords({ seats: away, host: 0, you: 1, started: false })).toBe(
      'Waiting for Anne (host, away) to start — 3 of 3 seats taken.',
    );
  });

  it('tells the host how many players are still to come, and a watcher the same as a guest', () => {
    const seats = [person('Anne'), person(null), person(null), computer];
    expect(tableWaitWords({ seats, host: 0, you: 0, started: false })).toBe(
      'Waiting for 2 more players — 2 of 4 seats taken. Send the invite link.',
    );
    expect(tableWaitWords({ seats, host: 0, you: null, started: false })).toBe(
      'Waiting for 2 more players to take a seat — 2 of 4 seats taken.',
    );
    const full = [person('Anne'), person('Bob')];
    expect(tableWaitWords({ seats: full, host: 0, you: 0, started: false })).toBe(
      'Every seat is taken: start the game when you are ready.',
    );
    expect(tableWaitWords({ seats: full, host: 0, you: 1, started: true })).toBe('The game is starting…');
  });
});
