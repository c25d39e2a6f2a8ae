import type { VolleySource } from '../../engine/ids';
import type { VolleyScore } from '../../physics/scoreTypes';
import type { VolleyTrace } from '../../physics/traceTypes';
import { usePlaybackStore } from '../playback/playbackStore';
import type { TableVolley } from '../playback/tableVolley';
import { type LeverStage, useVolleyStore } from './volleyStore';

/**
 * The stage of a volley in the game, from choosing the source to the result banner, as everything
 * that follows a volley reads it (the overlay, the camera, the captains, the tests): the lever's while
 * nothing is dispatched, the playback queue's from the strike on. Nothing keeps a stage of its own.
 */
export type VolleyStage = LeverStage | TableVolley;

export type VolleyPhase = VolleyStage['kind'];

/** The one stage: the playback's volley once struck, else the lever (the same objects, never copies). */
export const volleyStageOf = (lever: LeverStage, volley: TableVolley | null): VolleyStage => volley ?? lever;

/** The stage now, outside React (the captain driver, the test hooks). */
export function volleyStageNow(): VolleyStage {
  return volleyStageOf(useVolleyStore.getState().lever, usePlaybackStore.getState().volley);
}

export function useVolleyStage(): VolleyStage {
  const lever = useVolleyStore((store) => store.lever);
  const volley = usePlaybackStore((store) => store.volley);
  return volleyStageOf(lever, volley);
}

/** Only the phase: a component that needs no more redraws only when it changes. */
export function useVolleyPhase(): VolleyPhase {
  const lever = useVolleyStore((store) => store.lever.kind);
  const volley = usePlaybackStore((store) => store.volley?.kind ?? null);
  return volley ?? lever;
}

/** The source being aimed, struck or flown from (null while no volley is under way). */
export const selectVolleySource = (stage: VolleyStage): VolleySource | null =>
  stage.kind === 'idle' || stage.kind === 'choosing' ? null : stage.source;

/** The volley that has landed and is being told (null before it lands). */
export const selectVolleyResult = (
  stage: VolleyStage,
): { source: VolleySource; trace: VolleyTrace; score: VolleyScore } | null =>
  stage.kind === 'result' ? { source: stage.source, trace: stage.trace, score: stage.score } : null;
