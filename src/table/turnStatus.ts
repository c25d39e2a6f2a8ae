import type { GamePhase, Seat } from '../engine';
import { actingSeat } from './actingSeat';
import type { TimeLimit } from './onlineMessages';
import { timeWarningLeadMs, turnKey } from './turnTime';

/**
 * Where one table stands for one of its seats (the "whose turn" feed's answer): not started yet; waiting
 * on another seat (`on`; null: on nobody's action, e.g. a computer's); this seat's turn (`turn` tells
 * one turn from the next, `deadline` is its clock's, server time, and `warning` says its time warning is
 * due); or over.
 */
export type TurnStatus =
  | { kind: 'notStarted' }
  | { kind: 'waiting'; on: Seat | null }
  | { kind: 'yourTurn'; turn: string; deadline: number | null; warning: boolean }
  | { kind: 'ended' };

/** What the status reads of a game: a state or a seat's view. */
export interface StatusGame {
  phase: GamePhase;
  firstSeat: Seat | null;
  turn: { seat: Seat; round: number } | null;
}

/**
 * The running clock as the table keeps it: whose time runs and until when, and for which turn where it
 * says (a clock stored a moment after the action it follows may still be the turn before's).
 */
export interface RunningClock {
  seat: Seat | null;
  deadline: number | null;
  turn?: string;
}

/**
 * `you`'s status at a table (`game` null: not started), at server time `now`: the clock's deadline counts
 * only when it runs for `you`, and its warning comes timeWarningLeadMs before the deadline.
 */
export function turnStatusOf(
  game: StatusGame | null,
  host: Seat,
  you: Seat,
  clock: { limit: TimeLimit; running: RunningClock | null },
  now: number,
): TurnStatus {
  if (!game) return { kind: 'notStarted' };
  if (game.phase.kind === 'ended') return { kind: 'ended' };
  const acting = actingSeat(game, host);
  if (acting !== you) return { kind: 'waiting', on: acting };
  const turn = turnKey(game, you);
  const running = clock.running;
  const deadline =
    running?.seat === you && (running.turn === undefined || running.turn === turn) ? running.deadline : null;
  const lead = timeWarningLeadMs(clock);
  const warning = deadline !== null && lead !== null && now >= deadline - lead;
  return { kind: 'yourTurn', turn, deadline, warning };
}
