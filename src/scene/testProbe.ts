import type { Vec3 } from '../physics/vec';
import type { SoundBoard } from './sound/soundBoard';

/**
 * Where the test build looks into the scene: every call here does nothing in the shipped game. The test
 * build (`vite build --mode test`) swaps in its twin, tests/build/scene/testProbe.ts
 * (scripts/support/testTwins.ts), which records what the browser tests read; so the components carry
 * no test branch.
 */

/** A piece's pose written by a glide in one frame, `t` (0–1) of the way. */
export function recordGlide(_piece: string, _pose: { x: number; z: number; yaw: number }, _t: number): void {}

/** One drawn frame of a token's or a captain's motion, `t` (0–1) of the way. */
export function recordMotion(
  _kind: 'card' | 'coins' | 'curse' | 'fall' | 'stand',
  _ship: string,
  _t: number,
): void {}

/** Where the hand mode's live cubes are now (world, cm), while its table is mounted. */
export function registerHandCubes(_reader: (() => Vec3[]) | null): void {}

/** The practice aids' landing marker as drawn in a frame (world, cm, and the strength), or null when hidden. */
export function recordLandingMarker(_at: { x: number; z: number; strength: number } | null): void {}

/** The middle of a slow replay's cubes in a frame (world, cm), as the camera follows them. */
export function recordFollowedCubes(_middle: { x: number; y: number; z: number }): void {}

/** A component inside the canvas: reports frame times and projects board points on screen. */
export function FrameProbe(): null {
  return null;
}

/** Whether the canvas keeps its drawing buffer (so tests can read its pixels). */
export const keepsDrawingBuffer: boolean = false;

/** Watches the sound board: every sound it schedules. */
export function probeSound(_board: SoundBoard): void {}
