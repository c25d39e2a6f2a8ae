import { useCallback, useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  type ActionIntent as Action,
  type Facing,
  facingToward,
  type GameState,
  getMap,
  viewFor,
} from '../engine';
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
import { firingPlace, gameCameraFocus } from './gameCamera';
import { HandOffScreen } from './HandOffScreen';
import { KrakenPlacement } from './KrakenPlacement';
import { PeekCards } from './PeekCards';
import { PlayersBar } from './PlayersBar';
import { turnHandlesFor } from './turnHandlesFor';
import { useFlick } from './useFlick';
import { useGameKeys } from './useGameKeys';
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

  // A new turn frames the new ship and forgets the old selection.
  const turnKey = game?.turn ? `${game.turn.round}-${game.turn.seat}` : 'none';
  const activeShip = game?.turn ? (game.players[game.turn.seat]?.ship ?? null) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: selection resets when the turn changes
  useEffect(() => {
    setSelected(activeShip ? { kind: 'ship', ship: activeShip } : null);
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

  const turnHandles = turnHandlesFor(game, selected, act);
  const focus = gameCameraFocus(game, aimingPlace ?? flightPlace, stage);

  const covered = handOffSeat !== null && game.phase.kind === 'playing';
  return (
    <div className="game-screen" data-phase={game.phase.kind} data-physics-ready={physicsReady}>
      <TableCanvas label="The game table">
        <GameScene
          game={shown}
          view={view}
          map={map}
          focus={focus}
          markers={markers}
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

      <div className="hud">
        <GameMenu />
        <PlayersBar game={view} />
        {notice && (
          <p className="notice" role="alert" data-testid="notice">
            {notice}
          </p>
        )}
        {game.phase.kind === 'placeKraken' && (
          <KrakenPlacement
            placer={view.players[game.firstSeat ?? 0]?.name ?? ''}
            facing={krakenFacing}
            onFacing={setKrakenFacing}
          />
        )}
        {game.phase.kind === 'playing' && game.turn && activePlayer && !covered && (
          <>
            <aside className="left-panel">
              <CaptainCard player={activePlayer} turn={view.turn ?? { ...game.turn, undoDepth: 0 }} />
              {view.players[viewer] && viewer !== SPECTATOR && <PeekCards player={view.players[viewer]} />}
            </aside>
            <aside className="right-panel">
              {stage.kind === 'idle' && !computerActing && (
                <ActionPanel
                  game={game}
                  undoBlockedReason={selectUndoBlocked(game, log)}
                  onAction={act}
                  onVolley={choose}
                />
              )}
              {rejection && (
                <p className="rejection" role="alert" data-testid="rejection">
                  {rejection}
                </p>
              )}
              <GameLog log={logShown} players={game.players} viewer={viewer} />
            </aside>
          </>
        )}
        {!covered && stage.kind === 'idle' && game.phase.kind === 'playing' && (
          <Announcements log={log} players={game.players} viewer={viewer} />
        )}
        <VolleyOverlay
          stage={stage}
          game={game}
          players={game.players}
          onAim={aim}
          onCancel={cancel}
          onReplay={replay}
          onClose={close}
        />
      </div>

      <ComputerTurnBar />
      {covered && activePlayer && <HandOffScreen name={activePlayer.name} onReady={acknowledgeHandOff} />}
      {game.phase.kind === 'ended' && stage.kind === 'idle' && (
        <EndScreen result={game.phase.result} players={game.players} onHome={() => show('home')} />
      )}
    </div>
  );
}
