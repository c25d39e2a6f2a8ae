import type { GameMap } from '../engine';
import type { Playing } from '../store/playbackStore';
import { type Glide, glidesFor } from '../table/glides';

/** The pieces gliding for the beat being played, and when: read per frame by the pieces. */
export interface PieceGlides {
  glides: Glide[];
  /** performance.now() at the beat's start. */
  startedAt: number;
  /** ms; Infinity while a volley flies (nothing glides then). */
  duration: number;
}

export function glideOf(map: GameMap, playing: Playing): PieceGlides {
  return {
    glides: glidesFor(map, playing.beat.event, playing.from, playing.beat.shown),
    startedAt: playing.startedAt,
    duration: playing.duration,
  };
}
