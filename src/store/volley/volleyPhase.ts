import type { VolleySource } from '../../engine/ids';
import type { VolleyScore } from '../../physics/scoreTypes';
import type { VolleyTrace } from '../../physics/traceTypes';
import { useGameStore } from '../game/gameStore';
import type { Flight } from '../playback/beatsFor';
import { selectQueuedFlight, usePlaybackStore } from '../playback/playbackStore';
import type { StruckVolley, TableVolley } from '../playback/tableVolley';
import { type LeverStage, useVolleyStore } from './volleyStore';

/**
 * The stage of a volley in the game, from choosing the source to the result banner, as everything
 * that follows a volley reads it (the overlay, the camera, the captains, the tests): the lever's while
 * nothing is dispatched, the game store's fire intent while it is flown, the playback queue's once its
 * beats are in. Each part is kept by the one store that knows it; this joins them and keeps none.
 */
export type VolleyStage = LeverStage | StruckVolley | TableVolley;

export type VolleyPhase = VolleyStage['kind'];

/** A flight waiting in the queue, as struck (one object per flight, so the stage stays the same object). */
const queuedStrikes = new WeakMap<Flight, StruckVolley>();
function struckOf(flight: Flight): StruckVolley {
  const known = queuedStrikes.get(flight) ?? { kind: 'firing', source: flight.source };
  queuedStrikes.set(flight, known);
  return known;
}

/**
 * The one stage: the playback's volley once on the table, else struck (the intent at the door, or its
 * flight queued behind other beats), else the lever (the stores' own objects, never copies).
 */
export function volleyStageOf(
  lever: LeverStage,
  firing: StruckVolley | null,
  volley: TableVolley | null,
  queued: Flight | null,
): VolleyStage {
  return volley ?? firing ?? (queued ? struckOf(queued) : lever);
}

/** The stage now, outside React (the captain driver, the test hooks). */
export function volleyStageNow(): VolleyStage {
  const playback = usePlaybackStore.getState();
  return volleyStageOf(
    useVolleyStore.getState().lever,
    useGameStore.getState().firing,
    playback.volley,
    selectQueuedFlight(playback),
  );
}

export function useVolleyStage(): VolleyStage {
  const lever = useVolleyStore((store) => store.lever);
  const firing = useGameStore((store) => store.firing);
  const volley = usePlaybackStore((store) => store.volley);
  const queued = usePlaybackStore(selectQueuedFlight);
  return volleyStageOf(lever, firing, volley, queued);
}

/** Only the phase: a component that needs no more redraws only when it changes. */
export function useVolleyPhase(): VolleyPhase {
  const lever = useVolleyStore((store) => store.lever.kind);
  const firing = useGameStore((store) => store.firing !== null);
  const volley = usePlaybackStore((store) => store.volley?.kind ?? null);
  const queued = usePlaybackStore((store) => selectQueuedFlight(store) !== null);
  return volley ?? (firing || queued ? 'firing' : lever);
}

/** The source being aimed, struck or flown from (null while no volley is under way). */
export const selectVolleySource = (stage: VolleyStage): VolleySource | null =>
  stage.kind === 'idle' || stage.kind === 'choosing' ? null : stage.source;

/** The volley that has landed and is being told (null before it lands). */
export const selectVolleyResult = (
  stage: VolleyStage,
): { source: VolleySource; trace: VolleyTrace; score: VolleyScore } | null =>
  stage.kind === 'result' ? { source: stage.source, trace: stage.trace, score: stage.score } : null;
