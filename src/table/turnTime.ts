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

/** The time warning comes when a quarter of the turn's whole allowance is left (30 s of 2 min, 6 h of 24 h). */
const WARNING_SHARE = 0.25;

/** How long before the deadline a seat is warned that its time runs out, in ms; null: no time limit. */
export function timeWarningLeadMs(clock: { limit: TimeLimit }): number | null {
  const allowance = turnAllowanceMs(clock);
  return allowance === null ? null : allowance * WARNING_SHARE;
}
