import { type ActionIntent as Action, type GameState, legalActions, neighborOf, turnFacing } from '../engine';
import type { Facing, HexKey } from '../engine/ids';
import type { PieceRef } from '../scene/Pieces';

/** A hex the selected piece may go to and the action that takes it there. */
export interface MoveTarget {
  hex: HexKey;
  tone: 'step' | 'finish';
  action: Action;
}

/** Where a ship ends after a path of steps (hex geometry only; legality is the engine's). */
function shipPathEnd(hex: HexKey, facing: Facing, path: readonly string[]): HexKey {
  let at = hex;
  let heading = facing;
  for (const step of path) {
    if (step === 'forward') at = neighborOf(at, heading);
    else heading = turnFacing(heading, step === 'left' ? 'left' : 'right');
  }
  return at;
}

/**
 * The legal destinations of the selected piece, straight from the engine's legal actions: single
 * steps, and where each listed M3 finish would end. One target per hex, the shortest action first.
 */
export function moveTargets(game: GameState, selected: PieceRef | null): MoveTarget[] {
  if (game.phase.kind === 'placeKraken') return [];
  if (!selected || !game.turn) return [];
  const targets = new Map<HexKey, MoveTarget>();
  const add = (target: MoveTarget) => {
    const existing = targets.get(target.hex);
    if (!existing || (existing.tone === 'finish' && target.tone === 'step')) targets.set(target.hex, target);
  };
  const activeShip = game.players[game.turn.seat]?.ship;
  for (const action of legalActions(game)) {
    if (action.type === 'moveShip' && selected.kind === 'ship' && selected.ship === activeShip) {
      const pose = game.ships[activeShip];
      if (!pose) continue;
      const end = shipPathEnd(pose.hex, pose.facing, action.path);
      if (end === pose.hex) continue; // a turn in place: offered by the turn buttons
      add({ hex: end, tone: action.path.length === 1 ? 'step' : 'finish', action });
    }
    if (action.type === 'moveKraken' && selected.kind === 'kraken') {
      const end = action.path[action.path.length - 1];
      if (end) add({ hex: end, tone: action.path.length === 1 ? 'step' : 'finish', action });
    }
  }
  return [...targets.values()];
}
