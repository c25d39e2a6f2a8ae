import { useProgress } from '@react-three/drei';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  type ActionIntent as Action,
  type Facing,
  facingToward,
  type GameState,
  getMap,
  type HexKey,
  standardMap,
  viewFor,
} from '../engine';
import type { ViewWindow } from '../scene/CameraRig';
import { GameScene } from '../scene/GameScene';
import type { HexMarker } from '../scene/HexMarkers';
import { TableCanvas } from '../scene/TableCanvas';
import { useAppStore } from '../store/appStore';
import { moveTargetsOf, selectKrakenSpots, selectUndoBlocked } from '../store/gameSelectors';
import { useGameStore } from '../store/gameStore';
import type { PieceRef } from '../store/pieceRef';
import { computerToAct, SPECTATOR, tableViewer } from '../store/seatKinds';
import { useSettingsStore } from '../store/settingsStore';
import { shownLog } from '../store/shownLog';
import { activeThresholds } from '../store/thresholdPresets';
import { useVolleyStore, volleyCharge } from '../store/volleyStore';
import { ActionPanel } from './ActionPanel';
import { Announcements } from './Announcements';
import { CaptainCard } from './CaptainCard';
import { ComputerTurnBar } from './ComputerTurnBar';
import { EndScreen } from './EndScreen';
import { GameLog } from './GameLog';
import { GameMenu } from './GameMenu';
import { firingPlace, gameCameraFocus, homeYaw } from './gameCamera';
import { HandOffScreen } from './HandOffScreen';
import { HudLayout } from './HudLayout';
import { hexName } from './hexName';
import { KrakenPlacement } from './KrakenPlacement';
import { PeekCards } from './PeekCards';
import { PlayersBar } from './PlayersBar';
import { turnHandlesFor } from './turnHandlesFor';
import { useFlick } from './useFlick';
import { useGameKeys, useTableKeys } from './useGameKeys';
import { useKrakenKeys } from './useKrakenKeys';
import { usePhysicsReady } from './usePhysicsReady';
import { VolleyOverlay } from './VolleyOverlay';

/** The pass-and-play game: the 3D table with the HUD, actions, log and volley around it. */
export function GameScreen() {
  const game = useGameStore((store) => store.game);
  const log = useGameStore((store) => store.log);
  const rejection = useGameStore((store) => store.rejection);
  const notice = useGameStore((store) => store.notice);
  const handOffSeat = useGameStore((store) => store.handOffSeat);
  const dispatch = useGameStore((store) => store.dispatch);
  const acknowledgeHandOff = useGameStore((store) => store.acknowledgeHandOff);
  const seats = useGameStore((store) => store.seats);
  // while a computer captain plays, the person's controls rest (the driver acts through the store)
  const computerActing = computerToAct(game, seats) !== null;
  const show = useAppStore((store) => store.show);
  const reducedMotion = useSettingsStore((store) => store.reducedMotion);
  const presetName = useSettingsStore((store) => store.thresholdPreset);
  // the stage and flight count only: the charge changes every frame and is read where it is drawn
  const { stage, flights } = useVolleyStore(
    useShallow((store) => ({ stage: store.stage, flights: store.flights })),
  );
  const { choose, aim, setCharge, cancel, landed, replay, close } = useVolleyStore.getState();
  const [selected, setSelected] = useState<PieceRef | null>(null);
  const [krakenFacing, setKrakenFacing] = useState<Facing | 'towardTower'>('towardTower');
  const physicsReady = usePhysicsReady();
  const modelsLoading = useProgress((progress) => progress.active || progress.total === 0);
  const tableReady = physicsReady && !modelsLoading;
  const [boardWindow, setBoardWindow] = useState<ViewWindow | null>(null);
  const [overview, setOverview] = useState(false);
  const [krakenCursor, setKrakenCursor] = useState<HexKey | null>(null);

  const fire = useCallback(
    (strength: number) => {
      useVolleyStore.getState().strike(strength, activeThresholds(presetName));
    },
    [presetName],
  );
  const onPressLever = useFlick(stage.kind === 'aiming' && !computerActing, setCharge, fire, cancel);

  const act = useCallback(
    (action: Action) => {
      dispatch(action);
    },
    [dispatch],
  );
  useGameKeys(game, stage.kind === 'idle' && handOffSeat === null && !computerActing, act, choose);
  const toggleOverview = useCallback(() => setOverview((value) => !value), []);
  useTableKeys(handOffSeat === null, toggleOverview);

  // A new turn frames the new ship and forgets the old selection.
  const turnKey = game?.turn ? `${game.turn.round}-${game.turn.seat}` : 'none';
  const activeShip = game?.turn ? (game.players[game.turn.seat]?.ship ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: selection resets when the turn changes
  useEffect(() => {
    setSelected(activeShip ? { kind: 'ship', ship: activeShip } : null);
    setOverview(false);
  }, [turnKey, activeShip]);

  const shown: GameState | null = stage.kind === 'flying' && !stage.replay ? stage.before : game;
  const logShown = shownLog(log, stage);
  const map = useMemo(() => (game ? getMap(game.mapId) : null), [game]);

  const markers = useMemo<HexMarker[]>(() => {
    if (!game || !map || stage.kind !== 'idle' || computerActing) return [];
    if (game.phase.kind === 'placeKraken') {
      return [...selectKrakenSpots(game)].map(([hex, facings]) => {
        const wanted = krakenFacing === 'towardTower' ? facingToward(hex, map.tower) : krakenFacing;
        const facing = facings.includes(wanted) ? wanted : (facings[0] ?? 0);
        return { hex, tone: 'step' as const, onPick: () => act({ type: 'placeKraken', hex, facing }) };
      });
    }
    return moveTargetsOf(game, selected).map((target) => ({ ...target, onPick: () => act(target.action) }));
  }, [game, map, selected, stage.kind, krakenFacing, act, computerActing]);

  const placing = game?.phase.kind === 'placeKraken' && stage.kind === 'idle';
  const spots = useMemo(() => (placing ? markers.map((marker) => marker.hex) : []), [placing, markers]);
  const turnFacingKey = useCallback(
    () =>
      setKrakenFacing((facing) =>
        facing === 'towardTower' ? 0 : facing === 5 ? 'towardTower' : ((facing + 1) as Facing),
      ),
    [],
  );
  const placeAt = useCallback(
    (hex: HexKey) => markers.find((marker) => marker.hex === hex)?.onPick(),
    [markers],
  );
  useKrakenKeys({
    enabled: placing && tableReady,
    map: map ?? standardMap,
    spots,
    cursor: krakenCursor,
    yaw: game ? homeYaw(game, game.firstSeat ?? null) : 0,
    onCursor: setKrakenCursor,
    onTurnFacing: turnFacingKey,
    onPlace: placeAt,
  });
  const shownMarkers = placing
    ? markers.map((marker) => (marker.hex === krakenCursor ? { ...marker, tone: 'finish' as const } : marker))
    : markers;

  if (!game || !map || !shown) {
    return (
      <main className="home">
        <p className="tagline">No game in progress.</p>
        <button type="button" onClick={() => show('setup')}>
          New game
        </button>
      </main>
    );
  }

  const viewer = tableViewer(game, seats);
  const view = viewFor(shown, viewer);
  const activePlayer = game.turn ? view.players[game.turn.seat] : undefined;
  const aimingPlace = stage.kind === 'aiming' ? firingPlace(game, stage.source) : null;
  const flightPlace = stage.kind === 'flying' ? firingPlace(stage.before, stage.source) : null;

  const rawHandles = turnHandlesFor(game, selected, act);
  const pieceName = selected?.kind ?? 'ship';
  const turnHandles = rawHandles && {
    ...rawHandles,
    handles: rawHandles.handles.map((handle) => ({
      ...handle,
      label: `Turn ${pieceName} ${handle.direction}`,
    })),
  };
  const focus = gameCameraFocus(game, aimingPlace ?? flightPlace, stage, {
    targets: markers.map((marker) => marker.hex),
    overview,
    window: boardWindow,
  });

  const covered = handOffSeat !== null && game.phase.kind === 'playing';
  const playing = game.phase.kind === 'playing' && game.turn && activePlayer && !covered;
  const stagePanel =
    game.phase.kind === 'placeKraken' ? (
      <KrakenPlacement
        placer={view.players[game.firstSeat ?? 0]?.name ?? ''}
        facing={krakenFacing}
        onFacing={setKrakenFacing}
        cursor={krakenCursor && map ? hexName(map, krakenCursor) : null}
      />
    ) : stage.kind !== 'idle' ? (
      <VolleyOverlay
        stage={stage}
        game={game}
        players={game.players}
        onAim={aim}
        onCancel={cancel}
        onReplay={replay}
        onClose={close}
        byComputer={computerActing}
      />
    ) : null;
  return (
    <div
      className="game-screen"
      data-phase={game.phase.kind}
      data-physics-ready={physicsReady}
      data-table-ready={tableReady}
    >
      <TableCanvas label="The game table">
        <GameScene
          game={shown}
          view={view}
          map={map}
          focus={focus}
          markers={shownMarkers}
          turnHandles={stage.kind === 'idle' && !covered && !computerActing ? turnHandles : null}
          selected={selected}
          onSelect={(piece) => setSelected(piece)}
          reducedMotion={reducedMotion}
          aiming={aimingPlace ? { ...aimingPlace, charge: volleyCharge, onPressLever } : null}
          flight={
            stage.kind === 'flying' && flightPlace
              ? {
                  id: String(flights),
                  trace: stage.trace,
                  firing: flightPlace,
                  speed: reducedMotion && !stage.replay ? 4 : stage.speed,
                  onDone: landed,
                }
              : null
          }
        />
      </TableCanvas>

      <HudLayout
        covered={covered || !tableReady}
        urgent={stagePanel !== null}
        onBoardWindow={setBoardWindow}
        top={
          <>
            <GameMenu />
            <PlayersBar game={view} />
            <button
              type="button"
              className="whole-table"
              aria-pressed={overview}
              aria-label={overview ? 'Back to the ship (T)' : 'Whole table (T)'}
              onClick={toggleOverview}
              data-testid="whole-table"
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path
                  d={overview ? 'M10 3v4M10 13v4M3 10h4M13 10h4' : 'M2 7V2h5M13 2h5v5M18 13v5h-5M7 18H2v-5'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>{' '}
              <span className="wide-only">{overview ? 'Back to the ship (T)' : 'Whole table (T)'}</span>
            </button>
          </>
        }
        toasts={
          <>
            {notice && (
              <p className="notice" role="alert" data-testid="notice">
                {notice}
              </p>
            )}
            {rejection && (
              <p className="rejection" role="alert" data-testid="rejection">
                {rejection}
              </p>
            )}
            {!covered && stage.kind === 'idle' && game.phase.kind === 'playing' && (
              <Announcements log={log} players={game.players} viewer={viewer} />
            )}
          </>
        }
        captain={
          playing && game.turn && activePlayer ? (
            <>
              <CaptainCard player={activePlayer} turn={view.turn ?? { ...game.turn, undoDepth: 0 }} />
              {view.players[viewer] && viewer !== SPECTATOR && <PeekCards player={view.players[viewer]} />}
            </>
          ) : null
        }
        actions={
          stagePanel ??
          (playing && !computerActing ? (
            <ActionPanel
              game={game}
              undoBlockedReason={selectUndoBlocked(game, log)}
              onAction={act}
              onVolley={choose}
            />
          ) : null)
        }
        log={playing ? <GameLog log={logShown} players={game.players} viewer={viewer} /> : null}
      />

      {!tableReady && (
        <div className="table-loading" role="status" data-testid="table-loading">
          <span className="spinner" aria-hidden="true" />
          Laying out the table…
        </div>
      )}
      <ComputerTurnBar />
      {covered && activePlayer && <HandOffScreen name={activePlayer.name} onReady={acknowledgeHandOff} />}
      {game.phase.kind === 'ended' && stage.kind === 'idle' && (
        <EndScreen result={game.phase.result} players={game.players} onHome={() => show('home')} />
      )}
    </div>
  );
}
