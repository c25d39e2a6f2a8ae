import type { GameState, PiecePose } from './gameState';
import type { IslandLetter, ShipId } from './ids';

/**
 * A copy that an action handler may change freely. Written out by hand because it runs for every action
 * (structuredClone of the whole state was the bottleneck of simulation). The undo stack is left out
 * (execute sets it) and `tokens`, which never changes after setup, is shared.
 */
export function cloneState(state: GameState): GameState {
  const ships: Partial<Record<ShipId, PiecePose>> = {};
  for (const [ship, pose] of Object.entries(state.ships) as [ShipId, PiecePose][]) ships[ship] = { ...pose };
  const islands = {} as Record<IslandLetter, string[]>;
  for (const [letter, ids] of Object.entries(state.islands) as [IslandLetter, string[]][])
    islands[letter] = [...ids];
  const turn = state.turn;
  return {
    ...state,
    options: { ...state.options },
    players: state.players.map((player) => ({ ...player, cards: player.cards.map((card) => ({ ...card })) })),
    ships,
    kraken: state.kraken ? { ...state.kraken } : null,
    islands,
    supply: { ...state.supply },
    turn: turn && {
      ...turn,
      ability: turn.ability && { ...turn.ability },
      manoeuvre: turn.manoeuvre && { ...turn.manoeuvre },
      undoStack: [],
    },
    rng: [...state.rng],
  };
}
