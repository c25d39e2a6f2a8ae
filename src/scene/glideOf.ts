import type { GameMap } from '../engine';
import type { Playing } from '../store/playbackStore';
import { type Glide, glidesFor } from '../table/glides';
import { type TokenMotion, tokenMotionsFor } from '../table/tokenMotions';

/** The pieces gliding and the tokens moving for the beat being played, and when: read per frame. */
export interface PieceGlides {
  glides: Glide[];
  /** Cards, coins, captain cards and captains the beat moves beside the ships' glides. */
  motions: TokenMotion[];
  /** performance.now() at the beat's start. */
  startedAt: number;
  /** ms; Infinity while a volley flies (nothing glides then). */
  duration: number;
}

export function glideOf(map: GameMap, playing: Playing): PieceGlides {
  return {
    glides: glidesFor(map, playing.beat.event, playing.from, playing.beat.shown),
    motions: tokenMotionsFor(map, playing.beat.event, playing.from),
    startedAt: playing.startedAt,
    duration: playing.duration,
  };
}

/** How far a beat has played at `now` (performance.now()), 0–1. */
export function progressOf(beat: Pick<PieceGlides, 'startedAt' | 'duration'>, now: number): number {
  if (!Number.isFinite(beat.duration)) return 0;
  return beat.duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - beat.startedAt) / beat.duration));
}
