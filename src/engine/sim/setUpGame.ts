import type { Action } from '../action';
import { createGame } from '../createGame';
import { execute } from '../execute';
import type { GameState } from '../gameState';
import type { CaptainId, HexKey, Seat, ShipId } from '../ids';
import { legalActions } from '../legalActions';

export interface QuickSetup {
  names: string[];
  seed: number;
  firstSeat?: Seat;
  /** Captain and ship of each seat, clockwise from the first player (S4). */
  choices: { captain: CaptainId; ship: ShipId }[];
  /** Where the Kraken goes if that is legal; else the first legal space (S2). */
  kraken?: HexKey;
}

/**
 * A game taken through setup (S1–S4) to its first turn, for tests, benchmarks and screenshots.
 * Throws on a refused step: a bad fixture is a programming error.
 */
export function setUpGame({ names, seed, firstSeat = 0, choices, kraken }: QuickSetup): GameState {
  let state = createGame({ names, seed });
  const apply = (action: Action) => {
    const result = execute(state, action);
    if (!result.ok) throw new Error(`setUpGame: ${result.reason}`);
    state = result.state;
  };
  apply({ type: 'chooseFirstPlayer', seat: firstSeat });
  const spots = legalActions(state).filter((action) => action.type === 'placeKraken');
  const spot = spots.find((action) => action.type === 'placeKraken' && action.hex === kraken) ?? spots[0];
  if (!spot) throw new Error('setUpGame: nowhere to place the Kraken');
  apply(spot);
  for (const choice of choices) apply({ type: 'chooseCaptain', ...choice });
  return state;
}
