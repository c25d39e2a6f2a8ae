import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { type ActionIntent as Action, type GameState, getMap, viewFor } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { ViewWindow } from '../scene/CameraRig';
import { GameScene } from '../scene/GameScene';
import { TableCanvas } from '../scene/TableCanvas';
import { useAppStore } from '../store/appStore';
import { selectUndoBlocked } from '../store/gameSelectors';
import { useGameStore } from '../store/gameStore';
import { computerToAct, SPECTATOR, tableViewer } from '../store/seatKinds';
import { useSettingsStore } from '../store/settingsStore';
import { shownLog } from '../store/shownLog';
import { activeThresholds } from '../store/thresholdPresets';
import { useVolleyStore, volleyCharge } from '../store/volleyStore';
import { ActionBar } from './ActionBar';
import { ActionPanel } from './ActionPanel';
import { BoardDescription } from './BoardDescription';
import { CaptainCard } from './CaptainCard';
import { ComputerTurnBar } from './ComputerTurnBar';
import { EndScreen } from './EndScreen';
import { GameLog } from './GameLog';
import { GameMenu } from './GameMenu';
import { GameToasts } from './GameToasts';
import { firingPlace, gameCameraFocus } from './gameCamera';
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

/** The pass-and-play game: the 3D table with the HUD, actions, log and volley around it. */
export function GameScreen() {
  const { game, log, handOffSeat, seats } = useGameStore(
    useShallow((store) => ({
      game: store.game,
      log: store.log,
      handOffSeat: store.handOffSeat,
      seats: store.seats,
    })),
  );
  const { dispatch, acknowledgeHandOff } = useGameStore.getState();
  // while a computer captain plays, the person's controls rest (the driver acts through the store)
  const computerActing = computerToAct(game, seats) !== null;
  const show = useAppStore((store) => store.show);
  const { reducedMotion, presetName } = useSettingsStore(
    useShallow((store) => ({ reducedMotion: store.reducedMotion, presetName: store.thresholdPreset })),
  );
  // the stage and flight count only: the charge changes every frame and is read where it is drawn
  const { stage, flights } = useVolleyStore(
    useShallow((store) => ({ stage: store.stage, flights: store.flights })),
  );
  const { choose, setCharge, cancel, landed } = useVolleyStore.getState();
  const { physicsReady, tableReady } = useTableReady();
  const [boardWindow, setBoardWindow] = useState<ViewWindow | null>(null);
  const { selected, setSelected, overview, toggleOverview } = useTurnView(game);
  const toastSide = useClearSide(boardWindow);

  const fire = useCallback(
    (strength: number) => {
      useVolleyStore.getState().strike(strength, activeThresholds(presetName));
    },
    [presetName],
  );
  const bindLever = useFlick(stage.kind === 'aiming' && !computerActing, setCharge, fire, cancel);
  const act = useCallback(
    (action: Action) => {
      dispatch(action);
    },
    [dispatch],
  );
  useGameKeys(game, stage.kind === 'idle' && handOffSeat === null && !computerActing, act, choose);
  useTableKeys(handOffSeat === null, toggleOverview);
  useFocusKeeper(Boolean(game));
  useCameraKeys(handOffSeat === null);

  const map = useMemo(() => (game ? getMap(game.mapId) : null), [game]);
  const { markers, shownMarkers, krakenFacing, setKrakenFacing, krakenCursor } = useBoardMarkers({
    game,
    map,
    selected,
    stageIdle: stage.kind === 'idle',
    computerActing,
    tableReady,
    act,
  });

  const shown: GameState | null = stage.kind === 'flying' && !stage.replay ? stage.before : game;
  if (!game || !map || !shown) return <NoGame />;

  const viewer = tableViewer(game, seats);
  const view = viewFor(shown, viewer);
  const activePlayer = game.turn ? view.players[game.turn.seat] : undefined;
  const aimingPlace = stage.kind === 'aiming' ? firingPlace(game, stage.source) : null;
  const flightPlace = stage.kind === 'flying' ? firingPlace(stage.before, stage.source) : null;
  const focus = gameCameraFocus(game, aimingPlace ?? flightPlace, stage, {
    targets: markers.map((marker) => marker.hex),
    overview,
    window: boardWindow,
  });

  const activeShip = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const activeHex = activeShip ? shown.ships[activeShip]?.hex : undefined;
  const tracked = activeHex ? { ...hexWorld(map, activeHex), onScreen: toastSide.onScreen } : null;

  const covered = handOffSeat !== null && game.phase.kind === 'playing';
  const playing = game.phase.kind === 'playing' && game.turn && activePlayer && !covered;
  const urgent = hasStagePanel(game, stage);
  const undoWords = undoBlockedReason(selectUndoBlocked(game, log), game.players);
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
          turnHandles={
            stage.kind === 'idle' && !covered && !computerActing
              ? namedTurnHandles(game, selected, act)
              : null
          }
          selected={selected}
          onSelect={setSelected}
          reducedMotion={reducedMotion}
          tracked={tracked}
          aiming={aimingPlace ? { ...aimingPlace, charge: volleyCharge, bindLever } : null}
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
      <TableSounds />
      <BoardDescription
        game={game}
        viewer={viewer}
        act={act}
        canAct={stage.kind === 'idle' && !covered && !computerActing}
      />

      <HudLayout
        covered={covered || !tableReady}
        urgent={urgent}
        watching={computerActing}
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
        toasts={
          <GameToasts
            log={log}
            players={game.players}
            viewer={viewer}
            announce={!covered && stage.kind === 'idle' && game.phase.kind === 'playing'}
          />
        }
        status={<ComputerTurnBar tableReady={tableReady} />}
        captain={
          playing && game.turn && activePlayer ? (
            <>
              <CaptainCard player={activePlayer} turn={view.turn ?? { ...game.turn, undoDepth: 0 }} />
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
              computerActing={computerActing}
            />
          ) : playing && !computerActing ? (
            <ActionPanel game={game} undoBlockedReason={undoWords} onAction={act} />
          ) : playing && activePlayer ? (
            // the sheet's Actions tab while a computer plays (wide screens have the turn bar alone)
            <p className="watching-note sheet-only" data-testid="watching-note">
              {activePlayer.name} is playing this turn: the Log tells each move. Your controls come back on
              your turn.
            </p>
          ) : null
        }
        bar={
          playing && !computerActing && !urgent ? (
            <ActionBar game={game} undoBlockedReason={undoWords} onAction={act} onVolley={choose} />
          ) : null
        }
        log={playing ? <GameLog log={shownLog(log, stage)} players={game.players} viewer={viewer} /> : null}
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
          samePerson={placedTheKraken(game)}
        />
      )}
      {game.phase.kind === 'ended' && stage.kind === 'idle' && (
        <EndScreen result={game.phase.result} players={game.players} onHome={() => show('home')} />
      )}
    </div>
  );
}

/**
 * The turn is the very first of the game, and so belongs to the player who just placed the Kraken (the
 * first player places it): the hand-off has no one to pass to.
 */
function placedTheKraken(game: GameState): boolean {
  const turn = game.turn;
  return (
    turn !== null &&
    turn.round === 1 &&
    turn.seat === game.firstSeat &&
    turn.actionsUsed === 0 &&
    turn.undoStack.length === 0 &&
    !turn.volleyUsed
  );
}
