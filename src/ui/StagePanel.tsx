import type { GameMap, GameView, HexKey, TableState } from '../engine';
import { selectActingSeat } from '../store/game/selectActingSeat';
import { usePlaybackStore } from '../store/playback/playbackStore';
import type { VolleyStage } from '../store/volley/volleyPhase';
import { useVolleyStore } from '../store/volley/volleyStore';
import { hexName } from './hexName';
import { KrakenPlacement } from './KrakenPlacement';
import { SetupStage } from './SetupStage';
import type { KrakenFacingChoice } from './useBoardMarkers';
import { VolleyOverlay } from './VolleyOverlay';

interface StagePanelProps {
  game: TableState;
  view: GameView;
  map: GameMap;
  stage: VolleyStage;
  krakenFacing: KrakenFacingChoice;
  onKrakenFacing: (facing: KrakenFacingChoice) => void;
  krakenCursor: HexKey | null;
  computerActing: boolean;
}

/**
 * What must be answered now, in place of the actions: a setup step (S1 the first player, S2 the Kraken's
 * placement, S4 the captains) or the volley.
 */
export function StagePanel({
  game,
  view,
  map,
  stage,
  krakenFacing,
  onKrakenFacing,
  krakenCursor,
  computerActing,
}: StagePanelProps) {
  if (game.phase.kind === 'placeKraken') {
    // S2: whoever must act now places it (the store's acting-seat answer)
    const placerSeat = selectActingSeat(game);
    const placer = placerSeat === null ? '' : (view.players[placerSeat]?.name ?? '');
    // at a remote table another seat may be placing it: this screen waits and shows it when placed
    if (computerActing)
      return (
        <section
          className="panel kraken-placement"
          aria-label="Place the Kraken"
          data-testid="kraken-placement"
        >
          <h3>{placer} is placing the Kraken</h3>
        </section>
      );
    return (
      <KrakenPlacement
        placer={placer}
        facing={krakenFacing}
        onFacing={onKrakenFacing}
        cursor={krakenCursor ? hexName(map, krakenCursor) : null}
      />
    );
  }
  if (game.phase.kind === 'chooseFirstPlayer' || game.phase.kind === 'chooseCaptains')
    return <SetupStage game={game} view={view} othersActing={computerActing} />;
  if (stage.kind === 'idle') return null;
  const { aim, cancel } = useVolleyStore.getState();
  const { replay, close } = usePlaybackStore.getState();
  return (
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
  );
}

/** Whether a stage panel is shown (it opens the actions part of the HUD). */
export function hasStagePanel(game: TableState, stage: VolleyStage): boolean {
  const phase = game.phase.kind;
  return (
    phase === 'chooseFirstPlayer' ||
    phase === 'placeKraken' ||
    phase === 'chooseCaptains' ||
    stage.kind !== 'idle'
  );
}
