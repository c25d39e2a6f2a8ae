import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type ActionIntent, getMap } from '../engine';
import type { PanelCovers, ViewWindow } from '../scene/CameraRig';
import { useGameStore } from '../store/game/gameStore';
import { useCovered, useOthersActing, useShownTable } from '../store/game/shownTable';
import { selectSettled, usePlaybackStore } from '../store/playback/playbackStore';
import { useVolleyPhase } from '../store/volley/volleyPhase';
import { useVolleyStore } from '../store/volley/volleyStore';
import { BoardDescription } from './BoardDescription';
import { GameHud } from './GameHud';
import { GameTable } from './GameTable';
import { NoGame } from './NoGame';
import { TableCovers } from './TableCovers';
import { TableSounds } from './TableSounds';
import { useBoardMarkers } from './useBoardMarkers';
import { useCameraKeys } from './useCameraKeys';
import { useClearSide } from './useClearSide';
import { useFocusKeeper } from './useFocusKeeper';
import { useGameKeys, useTableKeys } from './useGameKeys';
import { useTableReady } from './useTableReady';
import { useTurnView } from './useTurnView';

const act = (action: ActionIntent) => {
  useGameStore.getState().dispatch(action);
};

/**
 * The game: the 3D table with the HUD, actions, log and volley around it, pass-and-play or at a remote
 * table. It holds what the screen itself chooses (the selected piece, the whole-table view, the free
 * window, the Kraken's facing) and the keys; the table, the HUD and the covers read the stores themselves.
 * A remote table hands in its strip, shown beside the board window.
 */
export function GameScreen({ tableStrip }: { tableStrip?: ReactNode } = {}) {
  const game = useGameStore((store) => store.game);
  const handOffSeat = useGameStore((store) => store.handOffSeat);
  const table = useShownTable();
  const othersActing = useOthersActing();
  const covered = useCovered();
  const settled = usePlaybackStore(selectSettled);
  const stageIdle = useVolleyPhase() === 'idle';
  const [boardShown, setBoardShown] = useState(false);
  const { physicsReady, tableReady } = useTableReady(boardShown);
  const [boardWindow, setBoardWindow] = useState<ViewWindow | null>(null);
  const [covers, setCovers] = useState<PanelCovers | null>(null);
  const { selected, setSelected, overview, toggleOverview } = useTurnView(game);
  const toastSide = useClearSide(boardWindow);

  useGameKeys(
    game,
    stageIdle && handOffSeat === null && !othersActing,
    act,
    useVolleyStore.getState().choose,
  );
  useTableKeys(handOffSeat === null, toggleOverview);
  useFocusKeeper(Boolean(game));
  useCameraKeys(handOffSeat === null);

  const map = useMemo(() => (game ? getMap(game.mapId) : null), [game]);
  const { markers, shownMarkers, krakenFacing, setKrakenFacing, krakenCursor } = useBoardMarkers({
    game,
    map,
    selected,
    stageIdle: stageIdle && settled,
    computerActing: othersActing,
    tableReady,
  });
  const targets = useMemo(() => markers.map((marker) => marker.hex), [markers]);
  const kraken = useMemo(
    () => ({ facing: krakenFacing, onFacing: setKrakenFacing, cursor: krakenCursor }),
    [krakenFacing, setKrakenFacing, krakenCursor],
  );
  const onBoardWindow = useCallback((window: ViewWindow, panels: PanelCovers) => {
    setBoardWindow(window);
    setCovers(panels);
  }, []);
  if (!game || !map || !table) return <NoGame />;

  return (
    <div
      className="game-screen"
      data-phase={table.shown.phase.kind}
      data-settled={settled}
      data-physics-ready={physicsReady}
      data-table-ready={tableReady}
    >
      <GameTable
        map={map}
        markers={shownMarkers}
        targets={targets}
        selected={selected}
        onSelect={setSelected}
        overview={overview}
        boardWindow={boardWindow}
        covers={covers}
        tableReady={tableReady}
        onBoardShown={setBoardShown}
        onShipOnScreen={toastSide.onScreen}
      />
      <TableSounds />
      <BoardDescription
        game={game}
        viewer={table.viewer}
        act={act}
        canAct={stageIdle && !covered && !othersActing}
      />
      <GameHud
        map={map}
        tableReady={tableReady}
        overview={overview}
        onToggleOverview={toggleOverview}
        onBoardWindow={onBoardWindow}
        toastSide={toastSide.side}
        kraken={kraken}
        tableStrip={tableStrip}
      />
      <TableCovers tableReady={tableReady} />
    </div>
  );
}
