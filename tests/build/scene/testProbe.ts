import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import type { GameState } from '../../../src/engine';
import type { Vec3 } from '../../../src/physics/vec';
import type { SoundBoard, SoundRecord } from '../../../src/scene/sound/soundBoard';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';

/**
 * The test build's twin of src/scene/testProbe.ts: what the scene draws, recorded for the browser
 * tests (frames, glides, token motions, the hand's cubes, the sounds) and read through the hooks
 * (tests/build/ui/testProbe.ts). Nothing here changes the game.
 */

/** A piece's pose written by the playback in one frame: where a glide was at `t` (0–1). */
export interface GlideSample {
  piece: string;
  x: number;
  z: number;
  yaw: number;
  t: number;
  /** At that frame: where the shown state had the piece's space (ships), and whether the table was playing. */
  shownHex: string | null;
  playing: boolean;
  /** performance.now() at that frame. */
  at: number;
}

/** One drawn frame of a token motion: which, whose (a ship's id), how far (0–1), and what was shown then. */
export interface MotionSample {
  kind: 'card' | 'coins' | 'curse' | 'fall' | 'stand';
  ship: string;
  t: number;
  /** At that frame, in the shown state: the owner's cards, coins and curse, and whether the table was playing. */
  shownCards: number;
  shownCoins: number;
  shownCursed: boolean;
  /** Where the owner's captain is in the shown state at that frame. */
  shownCaptainAt: string | null;
  playing: boolean;
}

export interface FrameStats {
  /** Milliseconds between rendered frames, newest last (bounded). */
  intervals: number[];
  firstFrameAt: number | null;
  /** Frames rendered since the page loaded. */
  count: number;
}

/** Screen position of a world point, registered by the scene while a canvas is mounted. */
export type Projector = (x: number, y: number, z: number) => { x: number; y: number } | null;

declare global {
  interface Window {
    /** The test build's sound probe: every sound scheduled, in order. */
    __toGlorySound?: { scheduled: SoundRecord[]; unlocked: () => boolean; outputLatency: () => number };
  }
}

export const glides: GlideSample[] = [];

export function recordGlide(piece: string, pose: { x: number; z: number; yaw: number }, t: number): void {
  const playback = usePlaybackStore.getState();
  const shownHex = playback.shown?.ships[piece as keyof GameState['ships']]?.hex ?? null;
  glides.push({ piece, ...pose, t, shownHex, playing: !selectSettled(playback), at: performance.now() });
  if (glides.length > 500) glides.shift();
}

export const motions: MotionSample[] = [];

export function recordMotion(kind: MotionSample['kind'], ship: string, t: number): void {
  const playback = usePlaybackStore.getState();
  const owner = playback.shown?.players.find((player) => player.ship === ship);
  motions.push({
    kind,
    ship,
    t,
    shownCards: owner?.cards.length ?? 0,
    shownCoins: owner?.coins ?? 0,
    shownCursed: owner?.cursed ?? false,
    shownCaptainAt: owner?.captainAt ?? null,
    playing: !selectSettled(playback),
  });
  if (motions.length > 500) motions.shift();
}

/** The landing marker as last drawn (null: hidden), and how many frames drew it. */
export const landingMarker: { at: { x: number; z: number; strength: number } | null; drawn: number } = {
  at: null,
  drawn: 0,
};

export function recordLandingMarker(at: { x: number; z: number; strength: number } | null): void {
  landingMarker.at = at;
  if (at) landingMarker.drawn += 1;
}

let handCubes: (() => Vec3[]) | null = null;

export function registerHandCubes(reader: (() => Vec3[]) | null): void {
  handCubes = reader;
}

/** Where the hand mode's live cubes are now (world, cm); none while its table is not mounted. */
export function liveHandCubes(): Vec3[] {
  return handCubes?.() ?? [];
}

/** Each frame of a followed slow replay: the cubes' middle on screen (null: behind the camera). */
export const followedCubes: ({ x: number; y: number } | null)[] = [];

export function recordFollowedCubes(middle: { x: number; y: number; z: number }): void {
  followedCubes.push(project(middle.x, middle.y, middle.z));
  if (followedCubes.length > 2000) followedCubes.shift();
}

export const frames: FrameStats = { intervals: [], firstFrameAt: null, count: 0 };
let lastFrame: number | null = null;

function recordFrame(now: number) {
  frames.count += 1;
  if (frames.firstFrameAt === null) frames.firstFrameAt = now;
  if (lastFrame !== null) {
    frames.intervals.push(now - lastFrame);
    if (frames.intervals.length > 2000) frames.intervals.shift();
  }
  lastFrame = now;
}

let projector: Projector | null = null;

/** Screen position of a world point on the mounted canvas, or null (none mounted, or behind the camera). */
export const project: Projector = (x, y, z) => projector?.(x, y, z) ?? null;

/** Reports frame times and lets tests find board points on screen. */
export function FrameProbe(): null {
  const camera = useThree((state) => state.camera);
  const gl = useThree((state) => state.gl);
  useEffect(() => {
    const point = new Vector3();
    projector = (x, y, z) => {
      point.set(x, y, z).project(camera);
      if (point.z > 1) return null;
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((point.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - point.y) / 2) * rect.height,
      };
    };
    return () => {
      projector = null;
    };
  }, [camera, gl]);
  useFrame(() => recordFrame(performance.now()));
  return null;
}

// tests read the canvas's pixels
export const keepsDrawingBuffer = true;

export function probeSound(board: SoundBoard): void {
  if (typeof window === 'undefined') return;
  const scheduled: SoundRecord[] = [];
  board.onSchedule = (record) => scheduled.push(record);
  window.__toGlorySound = {
    scheduled,
    unlocked: () => board.now() !== null,
    outputLatency: () => board.outputLatency(),
  };
}
