import { useMemo } from 'react';
import type { GameMap, HexKey } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { PanelCovers, ViewWindow } from '../scene/CameraRig';
import { GameScene } from '../scene/GameScene';
import type { HexMarker } from '../scene/HexMarkers';
import { TableCanvas } from '../scene/TableCanvas';
import { useGameStore } from '../store/game/gameStore';
import type { PieceRef } from '../store/game/pieceRef';
import { useCovered, useOthersActing } from '../store/game/shownTable';
import { selectSettled, usePlaybackStore } from '../store/playback/playbackStore';
import { useVolleyPhase } from '../store/volley/volleyPhase';
import { namedTurnHandles } from './turnHandlesFor';

interface GameTableProps {
  map: GameMap;
  /** The glowing spaces (each carries the action a tap on it dispatches). */
  markers: readonly HexMarker[];
  targets: readonly HexKey[];
  selected: PieceRef | null;
  onSelect: (piece: PieceRef) => void;
  overview: boolean;
  boardWindow: ViewWindow | null;
  /** What the panels cover: the camera keeps the islands' letters and the pieces clear of it. */
  covers: PanelCovers | null;
  tableReady: boolean;
  onBoardShown: (shown: boolean) => void;
  /** Told where the active ship is on screen (the toasts keep clear of it). */
  onShipOnScreen: (point: { x: number; y: number } | null) => void;
}

/**
 * The 3D table of the game: the scene, with what only the screen knows (the selection, the markers,
 * the free window) and the turn handles of the selected piece. The lever's flick is the scene's own.
 */
export function GameTable({
  map,
  markers,
  targets,
  selected,
  onSelect,
  overview,
  boardWindow,
  covers,
  tableReady,
  onBoardShown,
  onShipOnScreen,
}: GameTableProps) {
  const game = useGameStore((store) => store.game);
  const othersActing = useOthersActing();
  const covered = useCovered();
  const settled = usePlaybackStore(selectSettled);
  const activeHex = usePlaybackStore((store) => {
    const shown = store.shown;
    const ship = shown?.turn ? shown.players[shown.turn.seat]?.ship : undefined;
    return ship ? shown?.ships[ship]?.hex : undefined;
  });
  const stageKind = useVolleyPhase();
  const framing = useMemo(
    () => ({ targets, overview, window: boardWindow, covers }),
    [targets, overview, boardWindow, covers],
  );
  const tracked = useMemo(
    () => (activeHex ? { ...hexWorld(map, activeHex), onScreen: onShipOnScreen } : null),
    [activeHex, map, onShipOnScreen],
  );
  const turnHandles =
    game && stageKind === 'idle' && settled && !covered && !othersActing
      ? namedTurnHandles(game, selected)
      : null;
  return (
    <TableCanvas label="The game table">
      <GameScene
        map={map}
        framing={framing}
        markers={markers}
        turnHandles={turnHandles}
        selected={selected}
        onSelect={onSelect}
        tracked={tracked}
        onBoardShown={onBoardShown}
        covered={!tableReady}
      />
    </TableCanvas>
  );
}
