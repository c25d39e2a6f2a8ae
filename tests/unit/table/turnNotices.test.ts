import { describe, expect, it } from 'vitest';
import { createGame, type GameState, type Seat } from '../../../src/engine';
import type { TimeLimit } from '../../../src/table/onlineMessages';
import { noticesFor } from '../../../src/table/turnNotices';
import { type TurnStatus, turnStatusOf } from '../../../src/table/turnStatus';

const CODE = 'NDDT2345BC';
const yours = (turn: string, warning = false, deadline: number | null = 1000): TurnStatus => ({
  kind: 'yourTurn',
  turn,
  deadline,
  warning,
});
const waiting: TurnStatus = { kind: 'waiting', on: 1 };
const ended: TurnStatus = { kind: 'ended' };

describe('when a table not in front of the player gives a notice', () => {
  it('tells of a turn that has come to them, once, and of each new turn', () => {
    expect(noticesFor(CODE, waiting, yours('playing/0/2'), false)).toEqual([{ kind: 'turn', code: CODE }]);
    expect(noticesFor(CODE, yours('playing/0/2'), yours('playing/0/2'), false)).toEqual([]);
    // a whole round passed between two looks: still a new turn
    expect(noticesFor(CODE, yours('playing/0/2'), yours('playing/0/3'), false)).toEqual([
      { kind: 'turn', code: CODE },
    ]);
    expect(noticesFor(CODE, { kind: 'notStarted' }, yours('chooseFirstPlayer/0/0'), false)).toHaveLength(1);
  });

  it('warns once a turn that its time runs out, in place of the turn notice when both are new', () => {
    expect(noticesFor(CODE, yours('playing/0/2'), yours('playing/0/2', true), false)).toEqual([
      { kind: 'timeWarning', code: CODE, deadline: 1000 },
    ]);
    expect(noticesFor(CODE, yours('playing/0/2', true), yours('playing/0/2', true), false)).toEqual([]);
    expect(noticesFor(CODE, waiting, yours('playing/0/2', true), false)).toEqual([
      { kind: 'timeWarning', code: CODE, deadline: 1000 },
    ]);
    // the next turn's warning is a new one
    expect(noticesFor(CODE, yours('playing/0/2', true), yours('playing/0/3', true), false)).toHaveLength(1);
  });

  it('tells of the game’s end once', () => {
    expect(noticesFor(CODE, waiting, ended, false)).toEqual([{ kind: 'ended', code: CODE }]);
    expect(noticesFor(CODE, yours('playing/0/2'), ended, false)).toEqual([{ kind: 'ended', code: CODE }]);
    expect(noticesFor(CODE, ended, ended, false)).toEqual([]);
  });

  it('says nothing for the table in front of them, on first sight, or while others act', () => {
    expect(noticesFor(CODE, waiting, yours('playing/0/2', true), true)).toEqual([]);
    expect(noticesFor(CODE, waiting, ended, true)).toEqual([]);
    expect(noticesFor(CODE, null, yours('playing/0/2', true), false)).toEqual([]);
    expect(noticesFor(CODE, null, ended, false)).toEqual([]);
    expect(noticesFor(CODE, yours('playing/0/2'), waiting, false)).toEqual([]);
    expect(noticesFor(CODE, { kind: 'notStarted' }, waiting, false)).toEqual([]);
  });
});

describe('a seat’s status at a table', () => {
  const fresh = createGame({ names: ['Anne', 'Bob'], seed: 4 });
  const turnOf = (seat: Seat, round = 1) =>
    ({
      ...fresh,
      phase: { kind: 'playing' },
      firstSeat: 0,
      turn: { ...fresh.turn, seat, round },
    }) as GameState;
  const daily: TimeLimit = { kind: 'turnBased', turnHours: 24 };
  const HOUR = 3_600_000;
  /** A move a day is warned of 2.4 hours before its end. */
  const WARNED = 24 * HOUR - 24 * 360_000;

  it('is the host’s turn first, then the acting seat’s, with its clock’s deadline and a warning at a tenth left', () => {
    const none = { limit: { kind: 'none' } as TimeLimit, running: null };
    expect(turnStatusOf(null, 0, 1, none, 0)).toEqual({ kind: 'notStarted' });
    expect(turnStatusOf(fresh, 0, 0, none, 0)).toMatchObject({
      kind: 'yourTurn',
      deadline: null,
      warning: false,
    });
    expect(turnStatusOf(fresh, 0, 1, none, 0)).toEqual({ kind: 'waiting', on: 0 });
    const running = { seat: 1, deadline: 24 * HOUR };
    const at = (now: number) => turnStatusOf(turnOf(1, 3), 0, 1, { limit: daily, running }, now);
    expect(at(WARNED - 1)).toEqual({
      kind: 'yourTurn',
      turn: 'playing/1/3',
      deadline: 24 * HOUR,
      warning: false,
    });
    expect(at(WARNED)).toMatchObject({ warning: true });
    // a clock of this seat's turn before (not stored anew yet) is not this turn's deadline
    const stale = { ...running, turn: 'playing/1/2' };
    expect(turnStatusOf(turnOf(1, 3), 0, 1, { limit: daily, running: stale }, 0)).toMatchObject({
      deadline: null,
    });
    // another seat's clock is not this seat's deadline
    expect(
      turnStatusOf(turnOf(1), 0, 1, { limit: daily, running: { seat: 0, deadline: 5 } }, 10),
    ).toMatchObject({
      deadline: null,
      warning: false,
    });
    expect(
      turnStatusOf({ ...fresh, phase: { kind: 'ended', result: {} } } as GameState, 0, 1, none, 0),
    ).toEqual({
      kind: 'ended',
    });
  });
});
