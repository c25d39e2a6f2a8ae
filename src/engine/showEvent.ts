import { newTurn } from './endTurn';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';

/**
 * The shown state once `event` has been played onto the table: what the table and the panels show moves
 * on event by event (a ship's place, a turn, a drawn card, coins, a curse, a captain overboard or back aboard), so
 * nothing on screen runs ahead of the table. The last event of an action is shown as the engine's very
 * state (beatsFor), so what this leaves out is caught up there; it never decides a rule.
 */
export function showEvent(shown: GameState, event: GameEvent): GameState {
  const withPlayer = (seat: number, change: (player: GameState['players'][number]) => object): GameState => ({
    ...shown,
    players: shown.players.map((player, index) =>
      index === seat ? { ...player, ...change(player) } : player,
    ),
  });
  const withActions = (state: GameState, actionsUsed: number): GameState =>
    state.turn ? { ...state, turn: { ...state.turn, actionsUsed } } : state;
  switch (event.type) {
    case 'shipMoved':
      return withActions({ ...shown, ships: { ...shown.ships, [event.ship]: event.to } }, event.actionsUsed);
    case 'krakenMoved':
      return withActions(
        { ...shown, kraken: shown.kraken ? { ...shown.kraken, hex: event.to } : shown.kraken },
        event.actionsUsed,
      );
    case 'turned': {
      const turnedState = (): GameState => {
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
    case 'cardDrawn': {
      // the card leaves its island's pile for the hold, face down (its destination known to the state only)
      const token = shown.tokens[event.tokenId];
      if (token?.kind !== 'card') return shown;
      const drawn = withPlayer(event.seat, (player) => ({
        cards: [
          ...player.cards,
          { tokenId: event.tokenId, from: event.island, destination: token.destination },
        ],
      }));
      return {
        ...drawn,
        islands: {
          ...drawn.islands,
          [event.island]: drawn.islands[event.island].filter((id) => id !== event.tokenId),
        },
      };
    }
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
    case 'turnStarted':
      return { ...shown, turn: newTurn(event.seat, event.round) };
    case 'captainKnockedOff':
      return withPlayer(event.victim, () => ({ captainAt: 'down' }));
    case 'captainReturned':
      return withPlayer(event.seat, () => ({ captainAt: 'stern' }));
    default:
      return shown;
  }
}
