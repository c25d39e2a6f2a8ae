import type { GameEvent } from './gameEvent';
import type { GameState, HeldCard, PlayerState, TurnState } from './gameState';
import type { IslandLetter, Seat } from './ids';

/** A held card as a seat sees it: the destination only for its owner. */
export interface HeldCardView extends Omit<HeldCard, 'destination'> {
  destination: IslandLetter | null;
}

export interface PlayerView extends Omit<PlayerState, 'cards'> {
  cards: HeldCardView[];
}

export interface TurnView extends Omit<TurnState, 'undoStack'> {
  /** How many actions can be undone. */
  undoDepth: number;
}

/** What one seat may know of the game: no token order or contents, no RNG, no other players' cards. */
export interface GameView extends Omit<GameState, 'players' | 'islands' | 'tokens' | 'turn' | 'rng'> {
  viewer: Seat;
  players: PlayerView[];
  /** Face-down tokens left on each island. */
  islands: Record<IslandLetter, number>;
  turn: TurnView | null;
}

export function viewFor(state: GameState, seat: Seat): GameView {
  const { players, islands, tokens: _tokens, turn, rng: _rng, ...open } = state;
  return {
    ...open,
    viewer: seat,
    players: players.map((player) => ({
      ...player,
      cards: player.cards.map((card) => ({
        tokenId: card.tokenId,
        from: card.from,
        destination: player.seat === seat ? card.destination : null,
      })),
    })),
    islands: Object.fromEntries(
      Object.entries(islands).map(([letter, ids]) => [letter, ids.length]),
    ) as Record<IslandLetter, number>,
    turn: turn && {
      seat: turn.seat,
      round: turn.round,
      actionsUsed: turn.actionsUsed,
      volleyUsed: turn.volleyUsed,
      abilityUsed: turn.abilityUsed,
      ability: turn.ability,
      manoeuvre: turn.manoeuvre,
      undoDepth: turn.undoStack.length,
    },
  };
}

/**
 * The event as a seat's log shows it, or null when that seat is not to hear of it: a drawn card's
 * destination only for the player who drew it, and an unpaid treasure claim (M4) only for the card's owner,
 * since to anyone else it would tell which island the hidden card names.
 */
export function eventFor(event: GameEvent, seat: Seat): GameEvent | null {
  if (event.type === 'cardDrawn' && event.seat !== seat) return { ...event, destination: null };
  if (event.type === 'supplyEmpty' && event.item === 'treasures' && event.seat !== seat) return null;
  return event;
}

/** The events a seat hears of, as it sees them (eventFor), in order. */
export function eventsFor(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return events.flatMap((event) => eventFor(event, seat) ?? []);
}
