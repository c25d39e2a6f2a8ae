import { type ReactNode, useMemo } from 'react';
import type { ActionIntent, GameMap, HexKey } from '../engine';
import type { PanelCovers, ViewWindow } from '../scene/CameraRig';
import { selectUndoBlocked } from '../store/game/gameSelectors';
import { useGameStore } from '../store/game/gameStore';
import { SPECTATOR } from '../store/game/seatKinds';
import { useCovered, useOthersActing, useShownTable } from '../store/game/shownTable';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { useVolleyStage } from '../store/volley/volleyPhase';
import { useVolleyStore } from '../store/volley/volleyStore';
import { ActionBar } from './ActionBar';
import { ActionPanel } from './ActionPanel';
import { CaptainCard } from './CaptainCard';
import { ComputerTurnBar } from './ComputerTurnBar';
import { GameLog } from './GameLog';
import { GameMenu } from './GameMenu';
import { GameToasts } from './GameToasts';
import { HudLayout } from './HudLayout';
import { LessonCoach } from './LessonCoach';
import { PeekCards } from './PeekCards';
import { PlayersBar } from './PlayersBar';
import { hasStagePanel, StagePanel } from './StagePanel';
import { SteppedDownNote } from './SteppedDownNote';
import { undoBlockedReason } from './undoBlockedReason';
import type { KrakenFacingChoice } from './useBoardMarkers';
import type { ToastSide } from './useClearSide';
import { WholeTableButton } from './WholeTableButton';

interface GameHudProps {
  map: GameMap;
  tableReady: boolean;
  overview: boolean;
  onToggleOverview: () => void;
  onBoardWindow: (window: ViewWindow, covers: PanelCovers) => void;
  toastSide: ToastSide;
  /** The Kraken's placement (S2): the facing chosen and the keyboard's cursor. */
  kraken: {
    facing: KrakenFacingChoice;
    onFacing: (facing: KrakenFacingChoice) => void;
    cursor: HexKey | null;
  };
  /** A remote table's strip (seats, whose turn, clock): beside the board window, never over it. */
  tableStrip?: ReactNode;
}

const act = (action: ActionIntent) => {
  useGameStore.getState().dispatch(action);
};

/** The HUD round the table: menu, players, toasts, the captain, the actions or what must be answered, the log. */
export function GameHud({
  map,
  tableReady,
  overview,
  onToggleOverview,
  onBoardWindow,
  toastSide,
  kraken,
  tableStrip,
}: GameHudProps) {
  const game = useGameStore((store) => store.game);
  const log = useGameStore((store) => store.log);
  const handOffSeat = useGameStore((store) => store.handOffSeat);
  const shownLogLength = usePlaybackStore((store) => store.shownLog);
  const stage = useVolleyStage();
  const table = useShownTable();
  const othersActing = useOthersActing();
  const covered = useCovered();
  const shownLog = useMemo(() => log.slice(0, shownLogLength), [log, shownLogLength]);
  if (!game || !table) return null;
  const { shown, view, viewer } = table;
  const activePlayer = shown.turn ? view.players[shown.turn.seat] : undefined;
  const activeShip = shown.turn ? shown.players[shown.turn.seat]?.ship : undefined;
  const inPlay = shown.phase.kind === 'playing' && shown.turn && activePlayer && !covered;
  // the next player's controls wait for the hand-off (the table may still be playing the last turn)
  const controls = inPlay && handOffSeat === null && !othersActing;
  const urgent = hasStagePanel(game, stage);
  const undoWords = undoBlockedReason(selectUndoBlocked(game, log), game.players);
  const { choose } = useVolleyStore.getState();
  return (
    <HudLayout
      covered={covered || !tableReady}
      urgent={urgent}
      watching={othersActing}
      onBoardWindow={onBoardWindow}
      toastSide={toastSide}
      top={
        <>
          <GameMenu />
          <PlayersBar game={view} />
          <WholeTableButton
            overview={overview}
            onToggle={onToggleOverview}
            backTo={activeShip ? 'the ship' : 'the Kraken’s spaces'}
          />
        </>
      }
      toasts={
        <>
          <SteppedDownNote />
          <GameToasts log={shownLog} players={shown.players} viewer={viewer} />
        </>
      }
      status={
        <>
          {/* in the HUD's flow, so the camera frames the board clear of the lesson's words */}
          <LessonCoach />
          <ComputerTurnBar tableReady={tableReady} />
          {tableStrip}
        </>
      }
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
            krakenFacing={kraken.facing}
            onKrakenFacing={kraken.onFacing}
            krakenCursor={kraken.cursor}
            computerActing={othersActing}
          />
        ) : controls ? (
          <ActionPanel game={game} undoBlockedReason={undoWords} onAction={act} />
        ) : inPlay && activePlayer ? (
          // the sheet's Actions tab while a computer plays (wide screens have the turn bar alone)
          <p className="watching-note sheet-only" data-testid="watching-note">
            {activePlayer.name} is playing this turn: the Log tells each move. Your controls come back on your
            turn.
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
  );
}
