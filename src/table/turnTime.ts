import type { GamePhase, Seat } from '../engine';
import type { TimeLimit } from './onlineMessages';

/** What a turn is told apart by: its phase, its seat and its round. */
export interface TurnShape {
  phase: GamePhase;
  turn: { round: number } | null;
}

/** One turn of one seat: a new phase, a new seat or a new round gives a fresh allowance (and a new notice). */
export const turnKey = (game: TurnShape, seat: Seat): string =>
  `${game.phase.kind}/${seat}/${game.turn?.round ?? 0}`;

/** The whole allowance of a turn under a table's clock, in ms; null: no time limit. */
export function turnAllowanceMs({ limit }: { limit: TimeLimit }): number | null {
  switch (limit.kind) {
    case 'none':
      return null;
    case 'realTime':
      return limit.turnSeconds * 1000;
    case 'turnBased':
      return limit.turnHours * 3_600_000;
    default: {
      const never: never = limit;
      return never;
    }
  }
}

/**
 * How long before the deadline a seat is warned that its time runs out (the clock on the table turns and
 * says so; a turn notice goes out), in ms; null: no time limit. A tenth of a turn, within bounds.
 */
export function timeWarningLeadMs({ limit }: { limit: TimeLimit }): number | null {
  switch (limit.kind) {
    case 'none':
      return null;
    case 'realTime':
      // 2 minutes a turn: 12 s; never under 10 s (time to act on it) nor over a minute
      return Math.min(60_000, Math.max(10_000, limit.turnSeconds * 100));
    case 'turnBased':
      // a move a day: the last 2.4 hours; never under 30 minutes
      return Math.max(1_800_000, limit.turnHours * 360_000);
    default: {
      const never: never = limit;
      return never;
    }
  }
}
