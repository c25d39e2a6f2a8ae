import {
  type ActionIntent as Action,
  actionFor,
  execute,
  type GameState,
  getMap,
  type TurnDirection,
} from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { PieceRef } from '../scene/Pieces';
import type { TurnHandle } from '../scene/TurnHandles';

/** Height of the turn buttons above the board, cm: above the tallest piece's lever. */
const HANDLE_HEIGHT_CM = 9;

/** The turn action of a piece: mid-manoeuvre a ship turns as a step of its move (M3). */
function turnAction(game: GameState, piece: PieceRef, direction: TurnDirection): Action {
  if (piece.kind === 'ship' && game.turn?.manoeuvre?.piece === 'ship')
    return { type: 'moveShip', path: [direction] };
  return { type: 'turn', piece: piece.kind, direction };
}

/** Turn buttons for the selected piece, each enabled or refused by the engine (with its reason). */
export function turnHandlesFor(game: GameState, selected: PieceRef | null, act: (action: Action) => void) {
  if (!selected || game.phase.kind !== 'playing' || !game.turn) return null;
  // only your own ship turns: an opponent's ship shows no handles
  if (selected.kind === 'ship' && selected.ship !== game.players[game.turn.seat]?.ship) return null;
  const map = getMap(game.mapId);
  const hex =
    selected.kind === 'ship'
      ? game.ships[selected.ship]?.hex
      : selected.kind === 'kraken'
        ? game.kraken?.hex
        : map.tower;
  if (!hex) return null;
  const handles: TurnHandle[] = (['left', 'right'] as const).map((direction) => {
    const action = turnAction(game, selected, direction);
    const probe = execute(game, actionFor(game, action));
    return { direction, refusal: probe.ok ? null : probe.reason, onTurn: () => act(action) };
  });
  return { ...hexWorld(map, hex), height: HANDLE_HEIGHT_CM, handles };
}
