import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import { currentTurn } from './turnRules';

/**
 * A3: a turn action is taken by the seat whose turn it is; any other seat is refused, naming the
 * player who is to act. Outside a turn the phase's own reason comes first.
 */
export function seatRejection(state: TableState, seat: unknown): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || !state.players[seat]) {
    return reject('badSeat', 'An action in a turn must name the seat that takes it');
  }
  if (seat !== context.turn.seat) return reject('notYourTurn', `It is ${context.player.name}'s turn`);
  return null;
}
