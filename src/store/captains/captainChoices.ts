import { legalActions, type TableState } from '../../engine';
import type { CaptainId, ShipId } from '../../engine/ids';

/** The captains and ships the seat choosing now may still take (S4), as the engine offers them. */
export function captainChoices(game: TableState): { captains: CaptainId[]; ships: ShipId[] } {
  const captains = new Set<CaptainId>();
  const ships = new Set<ShipId>();
  for (const action of legalActions(game))
    if (action.type === 'chooseCaptain') {
      captains.add(action.captain);
      ships.add(action.ship);
    }
  return { captains: [...captains], ships: [...ships] };
}
