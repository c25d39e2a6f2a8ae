import { newTurn } from './endTurn';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { isWholeState, type TableState } from './tableState';
import type { GameView } from './viewFor';

/**
 * The shown state once `event` has been played onto the table: what the table and the panels show moves
 * on event by event (a ship's place, a turn, a drawn card, coins, a curse, a captain overboard or back aboard), so
 * nothing on screen runs ahead of the table. The last event of an action is shown as the engine's very
 * state (beatsFor), so what this leaves out is caught up there; it never decides a rule.
 */
export function showEvent<S extends TableState>(shown: S, event: GameEvent): S {
  return showOn(shown, event) as S;
}

/** showEvent on either kind of table: a view's hidden parts move as counts. */
function showOn(shown: TableState, event: GameEvent): TableState {
  const withPlayer = (seat: number, change: (player: TableState['players'][number]) => object): TableState =>
    ({
      ...shown,
      players: shown.players.map((player, index) =>
        index === seat ? { ...player, ...change(player) } : player,
      ),
    }) as TableState;
  const withActions = (state: TableState, actionsUsed: number): TableState =>
    (state.turn ? { ...state, turn: { ...state.turn, actionsUsed } } : state) as TableState;
  switch (event.type) {
    case 'shipMoved':
      return withActions({ ...shown, ships: { ...shown.ships, [event.ship]: event.to } }, event.actionsUsed);
    case 'krakenMoved':
      return withActions(
        { ...shown, kraken: shown.kraken ? { ...shown.kraken, hex: event.to } : shown.kraken },
        event.actionsUsed,
      );
    case 'turned': {
      const turnedState = (): TableState => {
        switch (event.piece) {
          case 'tower':
            return { ...shown, towerFacing: event.to };
          case 'kraken':
            return { ...shown, kraken: shown.kraken ? { ...shown.kraken, facing: event.to } : shown.kraken };
          case 'ship': {
            const ship = shown.players[event.seat]?.ship;
            const pose = ship ? shown.ships[ship] : undefined;
            return ship && pose
              ? { ...shown, ships: { ...shown.ships, [ship]: { ...pose, facing: event.to } } }
              : shown;
          }
          default: {
            const never: never = event.piece;
            return never;
          }
        }
      };
      return withActions(turnedState(), event.actionsUsed);
    }
    case 'coinsPaid': {
      // from the supply into the hold
      const paid = withPlayer(event.seat, (player) => ({ coins: player.coins + event.coins }));
      return { ...paid, supply: { ...paid.supply, coins: Math.max(0, paid.supply.coins - event.coins) } };
    }
    case 'cardDrawn':
      return isWholeState(shown) ? cardToHold(shown, event) : cardToViewedHold(shown, event);
    case 'cursed':
      return withPlayer(event.seat, () => ({ cursed: true }));
    case 'curseLifted':
      return withPlayer(event.seat, () => ({ cursed: false }));
    // the turn passes: the captain leaves its card for the stern, and the next seat's turn begins (what
    // plays next, a captain standing again, is seen in that seat's turn, behind its cover if any)
    case 'turnEnded':
      return withPlayer(event.seat, (player) => ({
        captainAt: player.captainAt === 'track' ? 'stern' : player.captainAt,
      }));
    case 'turnStarted': {
      const turn = newTurn(event.seat, event.round);
      if (isWholeState(shown)) return { ...shown, turn };
      const { undoStack: _stack, ...open } = turn;
      return { ...shown, turn: { ...open, undoDepth: 0 } };
    }
    case 'captainKnockedOff':
      return withPlayer(event.victim, () => ({ captainAt: 'down' }));
    case 'captainReturned':
      return withPlayer(event.seat, () => ({ captainAt: 'stern' }));
    default:
      return shown;
  }
}

type CardDrawn = Extract<GameEvent, { type: 'cardDrawn' }>;

/** The card leaves its island's pile for the hold, face down (its destination known to the state only). */
function cardToHold(shown: GameState, event: CardDrawn): GameState {
  const token = shown.tokens[event.tokenId];
  if (token?.kind !== 'card') return shown;
  const card = { tokenId: event.tokenId, from: event.island, destination: token.destination };
  return {
    ...shown,
    players: shown.players.map((player) =>
      player.seat === event.seat ? { ...player, cards: [...player.cards, card] } : player,
    ),
    islands: {
      ...shown.islands,
      [event.island]: shown.islands[event.island].filter((id) => id !== event.tokenId),
    },
  };
}

/** The same on a seat's view: one token fewer on the island, the card's destination as the seat heard it. */
function cardToViewedHold(shown: GameView, event: CardDrawn): GameView {
  const card = { tokenId: event.tokenId, from: event.island, destination: event.destination };
  return {
    ...shown,
    players: shown.players.map((player) =>
      player.seat === event.seat ? { ...player, cards: [...player.cards, card] } : player,
    ),
    islands: { ...shown.islands, [event.island]: Math.max(0, (shown.islands[event.island] ?? 0) - 1) },
  };
}
