import type { GameState, Seat } from '../engine';
import type { TableClock } from '../table/onlineMessages';
import { turnAllowanceMs, turnKey } from '../table/turnTime';

// shared with the page's turn notices (one definition of a turn and its allowance)
export { turnAllowanceMs, turnKey };

/**
 * A seat's running time, as stored with the table: the turn it belongs to (`turn`), the state version
 * it was set at (a stored state newer than it means the process stopped before storing the next), and
 * when it runs out (ms since the epoch).
 */
export interface ClockState {
  version: number;
  turn: string;
  seat: Seat;
  deadline: number;
}

/** What an action inside a turn adds to its time, in ms (real time only: a move a day is a move a day). */
const addedPerActionMs = (clock: TableClock): number =>
  clock.limit.kind === 'realTime' ? clock.limit.addSeconds * 1000 : 0;

/**
 * The clock after the table reached `version` with `seat` to act (null: nobody's time runs: no limit,
 * nobody to act, or a computer acting). The same turn as `previous` keeps its deadline, plus what an
 * action adds; a new turn starts a whole allowance at `now`.
 */
export function nextClock(
  clock: TableClock,
  previous: ClockState | null,
  game: GameState,
  seat: Seat | null,
  version: number,
  now: number,
): ClockState | null {
  const allowance = turnAllowanceMs(clock);
  if (allowance === null || seat === null) return null;
  const turn = turnKey(game, seat);
  if (previous && previous.turn === turn && previous.seat === seat) {
    const added = version > previous.version ? addedPerActionMs(clock) : 0;
    return { version, turn, seat, deadline: previous.deadline + added };
  }
  return { version, turn, seat, deadline: now + allowance };
}
