import { getMap, PIECE_WORDS, type TableState } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { TurnHandle } from '../scene/TurnHandles';
import { selectTurnOptions } from '../store/game/gameSelectors';
import type { PieceRef } from '../store/game/pieceRef';

/** Height of the turn buttons above the board, cm: above the tallest piece's lever. */
const HANDLE_HEIGHT_CM = 9;

/**
 * Turn buttons for the selected piece, placed above it: what each does and why it is refused come
 * from the store's per-state answer (no engine call here).
 */
export function turnHandlesFor(game: TableState, selected: PieceRef | null) {
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
  const options = selectTurnOptions(game, selected.kind);
  const handles: TurnHandle[] = (['left', 'right'] as const).map((direction) => {
    const { action, refusal } = options[direction];
    return { direction, refusal, action };
  });
  return { ...hexWorld(map, hex), height: HANDLE_HEIGHT_CM, handles };
}

/** The turn buttons with their accessible names ("Turn Kraken left"): three pieces, three names. */
export function namedTurnHandles(game: TableState, selected: PieceRef | null) {
  const raw = turnHandlesFor(game, selected);
  const pieceName = PIECE_WORDS[selected?.kind ?? 'ship'];
  return (
    raw && {
      ...raw,
      handles: raw.handles.map((handle) => ({ ...handle, label: `Turn ${pieceName} ${handle.direction}` })),
    }
  );
}
