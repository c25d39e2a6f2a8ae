import { type Board, indexOfHex } from './board';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { ISLAND_LETTERS, type IslandLetter } from './ids';
import { isRejection, type Rejection, reject } from './rejection';
import { shuffled, withRng } from './rng';
import { type TableState, tokensLeft } from './tableState';
import {
  ACTIONS_PER_TURN,
  abilityActiveRejection,
  currentTurn,
  manoeuvrePendingRejection,
  spendAction,
} from './turnRules';

export function isIslandLetter(value: unknown): value is IslandLetter {
  return typeof value === 'string' && (ISLAND_LETTERS as readonly string[]).includes(value);
}

/** Why the current player may not explore island X now (E1), or null when they may. */
export function exploreRejection(state: TableState, board: Board, island: unknown): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn, player } = context;
  if (!isIslandLetter(island)) return reject('badAction', 'Only the islands A–H can be explored');
  const blocked = manoeuvrePendingRejection(state, board, turn) ?? abilityActiveRejection(turn);
  if (blocked) return blocked;
  if (turn.actionsUsed >= ACTIONS_PER_TURN) {
    return reject('noActionsLeft', `All ${ACTIONS_PER_TURN} ship actions of this turn are used`);
  }
  const pose = player.ship ? state.ships[player.ship] : undefined;
  if (!pose) return reject('wrongPhase', 'You have no ship on the board');
  if (!board.islandsNextTo[indexOfHex(board, pose.hex)]?.includes(island)) {
    return reject('notNextToIsland', `Your ship is not next to island ${island}`);
  }
  if (player.cards.some((card) => card.from === island)) {
    return reject('cardHeld', `You already hold a card from island ${island}: find its treasure first`);
  }
  if (tokensLeft(state, island) === 0) return reject('islandEmpty', `Island ${island} has no tokens left`);
  return null;
}

/**
 * explore (E1, E2): draw from the top of the island's shuffled pile. A Jolly Roger curses and the draw
 * goes on with the island's other tokens; the Jolly Rogers go back and the pile is reshuffled.
 */
export function explore(draft: GameState, board: Board, island: unknown): GameEvent[] | Rejection {
  const refused = exploreRejection(draft, board, island);
  if (refused) return refused;
  const turn = draft.turn;
  const player = turn && draft.players[turn.seat];
  if (!turn || !player || !isIslandLetter(island)) return reject('wrongPhase', 'No turn is under way');
  spendAction(draft);
  const seat = turn.seat;
  const events: GameEvent[] = [
    { type: 'explored', seat, island, actionsUsed: turn.actionsUsed, undoable: false, rule: 'E1' },
  ];
  const pile = draft.islands[island];
  let jollyRogers = 0;
  let drewCard = false;
  for (let position = 0; position < pile.length; position++) {
    const tokenId = pile[position] as string;
    const token = draft.tokens[tokenId];
    if (token?.kind === 'card') {
      pile.splice(position, 1);
      player.cards.push({ tokenId, from: island, destination: token.destination });
      events.push({
        type: 'cardDrawn',
        seat,
        island,
        tokenId,
        destination: token.destination,
        undoable: false,
        rule: 'E2',
      });
      drewCard = true;
      break;
    }
    jollyRogers += 1;
    events.push({ type: 'jollyRogerDrawn', seat, island, tokenId, undoable: false, rule: 'E2' });
    events.push({
      type: 'cursed',
      seat,
      cause: 'jollyRoger',
      alreadyCursed: player.cursed,
      undoable: false,
      rule: 'E2',
    });
    player.cursed = true;
  }
  if (!drewCard) events.push({ type: 'islandExhausted', seat, island, undoable: false, rule: 'E2' });
  if (jollyRogers > 0) {
    draft.islands[island] = withRng(draft, (generator) => shuffled(generator, pile));
    events.push({ type: 'islandReshuffled', island, tokens: pile.length, undoable: false, rule: 'E2' });
  }
  return events;
}
