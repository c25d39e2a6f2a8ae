import { boardFor, indexOfHex } from './board';
import { exploreRejection } from './explore';
import { type Rejection, reject } from './rejection';
import type { TableState } from './tableState';

/**
 * Why the current player may explore no island at all now (E1), or null when some island may be
 * explored: the checks `execute(explore)` makes, asked for every island beside the ship at once.
 */
export function exploreRefusal(state: TableState): Rejection | null {
  const board = boardFor(state.mapId);
  const turn = state.turn;
  const ship = turn ? state.players[turn.seat]?.ship : undefined;
  const pose = ship ? state.ships[ship] : undefined;
  const beside = pose ? (board.islandsNextTo[indexOfHex(board, pose.hex)] ?? []) : [];
  // no island beside the ship: the turn's own refusals first (none left, a move going on), then the place
  if (beside.length === 0) {
    const general = exploreRejection(state, board, 'A');
    if (general && general.code !== 'notNextToIsland') return general;
    return reject('notNextToIsland', 'Your ship is not next to a lettered island: sail beside one first');
  }
  let first: Rejection | null = null;
  for (const island of beside) {
    const refused = exploreRejection(state, board, island);
    if (!refused) return null;
    first ??= refused;
  }
  return first;
}
