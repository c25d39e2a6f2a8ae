import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type ActionIntent as Action, type GameState, getMap, viewFor } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { ViewWindow } from '../scene/CameraRig';
import { GameScene } from '../scene/GameScene';
import { gameCameraFocus } from '../scene/gameCamera';
import { TableCanvas } from '../scene/TableCanvas';
import { useAppStore } from '../store/game/appStore';
import { selectUndoBlocked } from '../store/game/gameSelectors';
import { othersToAct, useGameStore } from '../store/game/gameStore';
import { SPECTATOR, tableViewer } from '../store/game/seatKinds';
import { selectActingSeat } from '../store/game/selectActingSeat';
import { selectOverboard, selectSettled, usePlaybackStore } from '../store/playback/playbackStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { activeThresholds } from '../store/tuning/thresholdPresets';
import { leverCharge } from '../store/volley/leverCharge';
import { useVolleyStore } from '../store/volley/volleyStore';
import { krakenPlacer } from '../table/actingSeat';
import { glideOf } from '../table/glideOf';
import { firingPose } from '../table/piecePoses';
import { motionPlaces } from '../table/tokenMotions';
import { ActionBar } from './ActionBar';
import { ActionPanel } from './ActionPanel';
import { BoardDescription } from './BoardDescription';
import { CaptainCard } from './CaptainCard';
import { ComputerTurnBar } from './ComputerTurnBar';
import { EndScreen } from './EndScreen';
import { GameLog } from './GameLog';
import { GameMenu } from './GameMenu';
import { GameToasts } from './GameToasts';
import { HandOffScreen } from './HandOffScreen';
import { HudLayout } from './HudLayout';
import { NoGame } from './NoGame';
import { PeekCards } from './PeekCards';
import { PlayersBar } from './PlayersBar';
import { hasStagePanel, StagePanel } from './StagePanel';
import { TableSounds } from './TableSounds';
import { namedTurnHandles } from './turnHandlesFor';
import { undoBlockedReason } from './undoBlockedReason';
import { useBoardMarkers } from './useBoardMarkers';
import { useCameraKeys } from './useCameraKeys';
import { useClearSide } from './useClearSide';
import { useFlick } from './useFlick';
import { useFocusKeeper } from './useFocusKeeper';
import { useGameKeys, useTableKeys } from './useGameKeys';
import { useTableReady } from './useTableReady';
import { useTurnView } from './useTurnView';
import { WholeTableButton } from './WholeTableButton';

/** The game: the 3D table with the HUD, actions, log and volley around it, pass-and-play or at a remote table. */
export function GameScreen() {
  const { game, log, handOffSeat, seats, remote } = useGameStore(
    useShallow((store) => ({
      game: store.game,
      log: store.log,
      handOffSeat: store.handOffSeat,
      seats: store.seats,
      remote: store.remote,
    })),
  );
  const { dispatch, acknowledgeHandOff } = useGameStore.getState();
  // while a computer captain plays (or, at a remote table, any other seat), the person's controls rest
  const othersActing = othersToAct(game, seats, remote);
  const show = useAppStore((store) => store.show);
  const { reducedMotion, presetName } = useSettingsStore(
    useShallow((store) => ({ reducedMotion: store.reducedMotion, presetName: store.thresholdPreset })),
  );
  // the stage and flight count only: the charge changes every frame and is read where it is drawn
  const { stage, flights } = useVolleyStore(
    useShallow((store) => ({ stage: store.stage, flights: store.flights })),
  );
  const { choose, cancel, landed } = useVolleyStore.getState();
  // what the table has played so far: the table, panels and log show it, never the state ahead of it
  const { shown, shownLogLength, settled, playing, overboard } = usePlaybackStore(
    useShallow((store) => ({
      shown: store.shown,
      shownLogLength: store.shownLog,
      settled: selectSettled(store),
      playing: store.playing,
      overboard: selectOverboard(store),
    })),
  );
  const [boardShown, setBoardShown] = useState(false);
  const { physicsReady, tableReady } = useTableReady(boardShown);
  const [boardWindow, setBoardWindow] = useState<ViewWindow | null>(null);
  const { selected, setSelected, overview, toggleOverview } = useTurnView(game);
  const toastSide = useClearSide(boardWindow);

  const fire = useCallback(
    (strength: number) => {
      void useVolleyStore.getState().strike(strength, activeThresholds(presetName));
    },
    [presetName],
  );
  const bindLever = useFlick(stage.kind === 'aiming' && !othersActing, leverCharge.set, fire, cancel);
  const act = useCallback(
    (action: Action) => {
      dispatch(action);
    },
    [dispatch],
  );
  useGameKeys(game, stage.kind === 'idle' && handOffSeat === null && !othersActing, act, choose);
  useTableKeys(handOffSeat === null, toggleOverview);
  useFocusKeeper(Boolean(game));
  useCameraKeys(handOffSeat === null);

  const map = useMemo(() => (game ? getMap(game.mapId) : null), [game]);
  const { markers, shownMarkers, krakenFacing, setKrakenFacing, krakenCursor } = useBoardMarkers({
    game,
    map,
    selected,
    stageIdle: stage.kind === 'idle' && settled,
    computerActing: othersActing,
    tableReady,
    act,
  });

  const shownLog = useMemo(() => log.slice(0, shownLogLength), [log, shownLogLength]);
  const glides = useMemo(() => (playing && map ? glideOf(map, playing) : null), [playing, map]);
  const beatPlaces = useMemo(
    () => (glides && map && playing ? motionPlaces(map, glides.motions, playing.from) : []),
    [glides, map, playing],
  );
  // a remote table is drawn for the seat this device holds (a watcher's: no one's cards)
  const viewer = shown ? (remote ? (remote.seat ?? SPECTATOR) : tableViewer(shown, seats)) : null;
  const view = useMemo(() => (shown && viewer !== null ? viewFor(shown, viewer) : null), [shown, viewer]);
  if (!game || !map || !shown || !view || viewer === null) return <NoGame />;

  const activePlayer = shown.turn ? view.players[shown.turn.seat] : undefined;
  const aimingPlace = stage.kind === 'aiming' ? firingPose(game, stage.source) : null;
  const flightPlace =
    stage.kind === 'flying' || stage.kind === 'firing' ? firingPose(shown, stage.source) : null;
  const focus = gameCameraFocus(shown, aimingPlace ?? flightPlace, stage, {
    targets: markers.map((marker) => marker.hex),
    overview,
    window: boardWindow,
    beat: beatPlaces,
  });

  const activeShip = shown.turn ? shown.players[shown.turn.seat]?.ship : undefined;
  const activeHex = activeShip ? shown.ships[activeShip]?.hex : undefined;
  const tracked = activeHex ? { ...hexWorld(map, activeHex), onScreen: toastSide.onScreen } : null;

  // the hand-off covers the table once it has played up to the turn handed over
  const covered = handOffSeat !== null && shown.phase.kind === 'playing' && shown.turn?.seat === handOffSeat;
  const inPlay = shown.phase.kind === 'playing' && shown.turn && activePlayer && !covered;
  // the next player's controls wait for the hand-off (the table may still be playing the last turn)
  const controls = inPlay && handOffSeat === null && !othersActing;
  const urgent = hasStagePanel(game, stage);
  const undoWords = undoBlockedReason(selectUndoBlocked(game, log), game.players);
  return (
    <div
      className="game-screen"
      data-phase={shown.phase.kind}
      data-settled={settled}
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
          turnHandles={
            stage.kind === 'idle' && settled && !covered && !othersActing
              ? namedTurnHandles(game, selected, act)
              : null
          }
          selected={selected}
          onSelect={setSelected}
          reducedMotion={reducedMotion}
          tracked={tracked}
          aiming={aimingPlace ? { ...aimingPlace, charge: leverCharge, bindLever } : null}
          glides={glides}
          overboard={overboard}
          onBoardShown={setBoardShown}
          covered={!tableReady}
          flight={
            stage.kind === 'flying' && flightPlace
              ? {
                  id: String(flights),
                  trace: stage.trace,
                  firing: flightPlace,
                  speed: stage.speed,
                  onDone: landed,
                }
              : null
          }
        />
      </TableCanvas>
      <TableSounds />
      <BoardDescription
        game={game}
        viewer={viewer}
        act={act}
        canAct={stage.kind === 'idle' && !covered && !othersActing}
      />

      <HudLayout
        covered={covered || !tableReady}
        urgent={urgent}
        watching={othersActing}
        onBoardWindow={setBoardWindow}
        toastSide={toastSide.side}
        top={
          <>
            <GameMenu />
            <PlayersBar game={view} />
            <WholeTableButton
              overview={overview}
              onToggle={toggleOverview}
              backTo={activeShip ? 'the ship' : 'the Kraken’s spaces'}
            />
          </>
        }
        toasts={<GameToasts log={shownLog} players={shown.players} viewer={viewer} />}
        status={<ComputerTurnBar tableReady={tableReady} />}
        captain={
          inPlay && shown.turn && activePlayer ? (
            <>
              <CaptainCard player={activePlayer} turn={view.turn ?? { ...shown.turn, undoDepth: 0 }} />
              {view.players[viewer] && viewer !== SPECTATOR && <PeekCards player={view.players[viewer]} />}
            </>
          ) : null
        }
        actions={
          urgent ? (
            <StagePanel
              game={game}
              view={view}
              map={map}
              stage={stage}
              krakenFacing={krakenFacing}
              onKrakenFacing={setKrakenFacing}
              krakenCursor={krakenCursor}
              computerActing={othersActing}
            />
          ) : controls ? (
            <ActionPanel game={game} undoBlockedReason={undoWords} onAction={act} />
          ) : inPlay && activePlayer ? (
            // the sheet's Actions tab while a computer plays (wide screens have the turn bar alone)
            <p className="watching-note sheet-only" data-testid="watching-note">
              {activePlayer.name} is playing this turn: the Log tells each move. Your controls come back on
              your turn.
            </p>
          ) : null
        }
        bar={
          controls && !urgent ? (
            <ActionBar game={game} undoBlockedReason={undoWords} onAction={act} onVolley={choose} />
          ) : null
        }
        log={inPlay ? <GameLog log={shownLog} players={shown.players} viewer={viewer} /> : null}
      />

      {!tableReady && (
        <div className="table-loading" role="status" data-testid="table-loading">
          <span className="spinner" aria-hidden="true" />
          Laying out the table…
        </div>
      )}
      {covered && activePlayer && (
        <HandOffScreen
          name={activePlayer.name}
          onReady={acknowledgeHandOff}
          samePerson={placedTheKraken(shown)}
        />
      )}
      {shown.phase.kind === 'ended' && stage.kind === 'idle' && (
        <EndScreen result={shown.phase.result} players={shown.players} onHome={() => show('home')} />
      )}
    </div>
  );
}

/**
 * The turn is the very first of the game, and so belongs to the player who just placed the Kraken (S2:
 * the table's one answer for who places it): the hand-off has no one to pass to.
 */
function placedTheKraken(game: GameState): boolean {
  const turn = game.turn;
  return (
    turn !== null &&
    turn.round === 1 &&
    selectActingSeat(game) === krakenPlacer(game) &&
    turn.actionsUsed === 0 &&
    turn.undoStack.length === 0 &&
    !turn.volleyUsed
  );
}
