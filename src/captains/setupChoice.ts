import type { Action, CaptainId, GameState, Seat } from '../engine';
import { hexDistance, legalActions } from '../engine';
import { getMap } from '../engine/maps/getMap';
import type { Prng } from '../physics/prng';

/** Captains in the order a computer prefers them: free moves first (C1, C2), then the Kraken (C4). */
export const CAPTAIN_PREFERENCE: readonly CaptainId[] = [
  'helmsman',
  'navigator',
  'krakenTamer',
  'towerKeeper',
];

/**
 * A setup choice (S1, S2, S4) for the seat on a determinized state: the first player drawn from the seed,
 * the Kraken near the centre (where it can reach every ship), the most preferred captain still free.
 */
export function setupChoice(state: GameState, seat: Seat, prng: Prng): Action | null {
  const actions = legalActions(state);
  switch (state.phase.kind) {
    case 'chooseFirstPlayer':
      return { type: 'chooseFirstPlayer', seat: prng.int(0, state.players.length - 1) };
    case 'placeKraken': {
      const tower = getMap(state.mapId).tower;
      const spots = actions.filter((action) => action.type === 'placeKraken');
      const near = spots
        .map((action) => ({ action, d: action.type === 'placeKraken' ? hexDistance(action.hex, tower) : 99 }))
        .sort((a, b) => a.d - b.d);
      const closest = near.filter((spot) => spot.d === near[0]?.d);
      return closest.length > 0 ? prng.pick(closest).action : null;
    }
    case 'chooseCaptains': {
      if (state.phase.nextSeat !== seat) return null;
      for (const captain of CAPTAIN_PREFERENCE) {
        const choice = actions.find(
          (action) => action.type === 'chooseCaptain' && action.captain === captain,
        );
        if (choice) return choice;
      }
      return actions[0] ?? null;
    }
    default:
      return null;
  }
}
