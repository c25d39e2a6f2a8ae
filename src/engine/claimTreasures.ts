import { type Board, indexOfHex } from './board';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import type { Seat } from './ids';

/**
 * M4: the seat's ship has just ended a move. Every held card naming an island next to it is revealed and
 * paid with a treasure from the supply; while the supply has none, the card stays hidden (B3) and only its
 * owner is told.
 */
export function claimTreasures(draft: GameState, board: Board, seat: Seat): GameEvent[] {
  const player = draft.players[seat];
  const pose = player?.ship ? draft.ships[player.ship] : undefined;
  if (!player || !pose) return [];
  const nextTo = board.islandsNextTo[indexOfHex(board, pose.hex)] ?? [];
  const qualifying = player.cards.filter((card) => nextTo.includes(card.destination));
  const events: GameEvent[] = [];
  for (const card of qualifying) {
    if (draft.supply.treasures <= 0) break;
    draft.supply.treasures -= 1;
    player.treasures += 1;
    player.cards = player.cards.filter((held) => held.tokenId !== card.tokenId);
    events.push({
      type: 'treasureClaimed',
      seat,
      tokenId: card.tokenId,
      from: card.from,
      destination: card.destination,
      undoable: false,
      rule: 'M4',
    });
  }
  const unpaid = qualifying.length - events.length;
  if (unpaid > 0) {
    // M4: told to the card's owner only (eventFor), since to the others it would name the card's island.
    // Nothing was revealed and nothing changed, so the move stays as undoable as any other.
    events.push({
      type: 'supplyEmpty',
      seat,
      item: 'treasures',
      owed: unpaid,
      paid: 0,
      undoable: true,
      rule: 'M4',
    });
  }
  return events;
}
