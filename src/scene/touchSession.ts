/**
 * Which presses count as taps, decided from the fingers on the screen. A session runs from a first
 * finger landing alone to the next one; once two fingers were down together it is a pinch, a twist or a
 * two-finger pan, and nothing in it taps, selects, moves, places or fires, even after one finger lifts.
 */

/** How far a press may travel and still be a tap, CSS px (about a fingertip's wobble). */
export const TAP_SLOP_PX = 10;

export interface TouchSession {
  /** Counts sessions: a press remembers the one it began in. */
  readonly id: number;
  /** Pointers down now. */
  readonly down: readonly number[];
  /** Two or more pointers were down at once since this session began. */
  readonly multi: boolean;
}

export const NO_SESSION: TouchSession = { id: 0, down: [], multi: false };

/**
 * A pointer lands. The primary pointer (a first finger, or the mouse) opens a new session, which
 * also forgets a pointer whose lift was never heard.
 */
export function pointerLanded(session: TouchSession, pointerId: number, primary: boolean): TouchSession {
  if (primary || session.down.length === 0) return { id: session.id + 1, down: [pointerId], multi: false };
  const down = session.down.includes(pointerId) ? session.down : [...session.down, pointerId];
  return { id: session.id, down, multi: session.multi || down.length >= 2 };
}

/** A pointer lifts (or the browser cancels it). The session stays as it was until the next one opens. */
export function pointerLifted(session: TouchSession, pointerId: number): TouchSession {
  if (!session.down.includes(pointerId)) return session;
  return { ...session, down: session.down.filter((id) => id !== pointerId) };
}

export interface Press {
  /** The session the press began in. */
  session: number;
  /** Farthest the pointer went from where it landed, CSS px, along either axis. */
  travelPx: number;
  /** The press ended by the browser cancelling it rather than by a lift. */
  cancelled: boolean;
}

export type PressOutcome =
  | { kind: 'tap' }
  | { kind: 'void'; why: 'several fingers' | 'travelled' | 'cancelled' };

/** Whether a press that began in `session` has had the screen to itself until now. */
export function stayedAlone(session: number, now: TouchSession): boolean {
  return session === now.id && !now.multi;
}

/** What a finished press was: a tap only alone from start to end and within the slop. */
export function pressOutcome(press: Press, now: TouchSession): PressOutcome {
  if (press.cancelled) return { kind: 'void', why: 'cancelled' };
  if (!stayedAlone(press.session, now)) return { kind: 'void', why: 'several fingers' };
  if (press.travelPx > TAP_SLOP_PX) return { kind: 'void', why: 'travelled' };
  return { kind: 'tap' };
}
