import { useMemo } from 'react';
import type { GameMap } from '../engine';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { glideOf, type PieceGlides } from '../table/glideOf';
import { motionPlaces } from '../table/tokenMotions';

const NO_PLACES: readonly { x: number; z: number }[] = [];

/**
 * The beat the table plays now, as the scene draws it: the pieces gliding and the tokens moving, and
 * the table points they pass through (the camera keeps them in view).
 */
export function usePlayingBeat(map: GameMap): {
  glides: PieceGlides | null;
  places: readonly { x: number; z: number }[];
} {
  const playing = usePlaybackStore((store) => store.playing);
  return useMemo(() => {
    if (!playing) return { glides: null, places: NO_PLACES };
    const glides = glideOf(map, playing);
    return { glides, places: motionPlaces(map, glides.motions, playing.from) };
  }, [playing, map]);
}
