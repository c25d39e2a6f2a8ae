import { describe, expect, it } from 'vitest';
import {
  NO_SESSION,
  type Press,
  pointerLanded,
  pointerLifted,
  pressOutcome,
  TAP_SLOP_PX,
  type TouchSession,
} from '../../../src/scene/touchSession';

type Step = ['down', number] | ['up', number];

/** Plays finger landings and lifts; the first finger of each touch sequence is the primary one. */
function play(steps: Step[], from: TouchSession = NO_SESSION): TouchSession {
  return steps.reduce(
    (session, [kind, id]) =>
      kind === 'down' ? pointerLanded(session, id, session.down.length === 0) : pointerLifted(session, id),
    from,
  );
}

const still = (session: TouchSession): Press => ({ session: session.id, travelPx: 0, cancelled: false });

describe('touch sessions', () => {
  it('a single finger down and up is a tap', () => {
    const start = play([['down', 1]]);
    expect(pressOutcome(still(start), play([['up', 1]], start))).toEqual({ kind: 'tap' });
  });

  it('a second finger landing voids the press, even once it has lifted first', () => {
    const start = play([['down', 1]]);
    const end = play(
      [
        ['down', 2],
        ['up', 2],
        ['up', 1],
      ],
      start,
    );
    expect(pressOutcome(still(start), end)).toEqual({ kind: 'void', why: 'several fingers' });
  });

  it('a press by the second finger of a pinch is void too', () => {
    const pinch = play([
      ['down', 1],
      ['down', 2],
    ]);
    const end = play(
      [
        ['up', 1],
        ['up', 2],
      ],
      pinch,
    );
    expect(pressOutcome(still(pinch), end).kind).toBe('void');
  });

  it('the finger left after a pinch does not start a new session: lifting it taps nothing', () => {
    const pinch = play([
      ['down', 1],
      ['down', 2],
      ['up', 1],
    ]);
    expect(pinch.down).toEqual([2]);
    expect(pinch.multi).toBe(true);
  });

  it('a new first finger after all have lifted opens a fresh session that may tap', () => {
    const after = play([
      ['down', 1],
      ['down', 2],
      ['up', 1],
      ['up', 2],
      ['down', 3],
    ]);
    expect(after.multi).toBe(false);
    expect(pressOutcome(still(after), play([['up', 3]], after))).toEqual({ kind: 'tap' });
  });

  it('a primary pointer forgets a finger whose lift was never heard', () => {
    const stale = play([['down', 1]]);
    const fresh = pointerLanded(stale, 7, true);
    expect(fresh.down).toEqual([7]);
    expect(fresh.multi).toBe(false);
    expect(fresh.id).toBe(stale.id + 1);
  });

  it('a press that travels beyond the slop is a pan, not a tap', () => {
    const start = play([['down', 1]]);
    const end = play([['up', 1]], start);
    expect(pressOutcome({ ...still(start), travelPx: TAP_SLOP_PX }, end).kind).toBe('tap');
    expect(pressOutcome({ ...still(start), travelPx: TAP_SLOP_PX + 1 }, end)).toEqual({
      kind: 'void',
      why: 'travelled',
    });
  });

  it('a press the browser cancelled is no tap', () => {
    const start = play([['down', 1]]);
    expect(pressOutcome({ ...still(start), cancelled: true }, play([['up', 1]], start)).kind).toBe('void');
  });

  it('a press that began in an earlier session is no tap', () => {
    const start = play([['down', 1]]);
    const later = play(
      [
        ['up', 1],
        ['down', 2],
        ['up', 2],
      ],
      start,
    );
    expect(pressOutcome(still(start), later).kind).toBe('void');
  });
});
