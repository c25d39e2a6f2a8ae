import type { GameEvent, GameMap, TableState } from '../engine';
import { type Glide, glidesFor } from './glides';
import { type TokenMotion, tokenMotionsFor } from './tokenMotions';

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

/** A beat being played, as far as its glides need it (the playback store's `Playing`). */
export interface PlayingBeat {
  beat: { event: GameEvent | null; shown: TableState };
  from: TableState;
  startedAt: number;
  duration: number;
}

export function glideOf(map: GameMap, playing: PlayingBeat): PieceGlides {
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
