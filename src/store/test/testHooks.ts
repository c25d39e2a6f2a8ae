import { type GameState, getMap, type HexKey, legalActions } from '../../engine';
import { hexWorld } from '../../physics/boardLayout';
import type { VolleyInput } from '../../physics/volleyInput';
import { useGameStore } from '../game/gameStore';
import { selectSettled, usePlaybackStore } from '../playback/playbackStore';
import { volleyStageNow } from '../volley/volleyPhase';
import { requestCrash } from './testCrash';

/** Screen position of a world point, registered by the scene while a canvas is mounted. */
type Projector = (x: number, y: number, z: number) => { x: number; y: number } | null;

interface FrameStats {
  /** Milliseconds between rendered frames, newest last (bounded). */
  intervals: number[];
  firstFrameAt: number | null;
  /** Frames rendered since the page loaded. */
  count: number;
}

/**
 * A read-only window onto the app for the browser tests and the browser benchmark: state, legal
 * actions, projections of board points, frame timings, and the trace hash of a volley input.
 * Nothing here changes the game; the tests act only through the interface.
 */
export interface TestHooks {
  revision: number;
  state: () => unknown;
  /** Who sits at each seat, and the setup choices still waiting (both saved with the game). */
  seats: () => unknown;
  legal: () => unknown[];
  volleyStage: () => string;
  lastTraceHash: () => Promise<string | null>;
  /** The input of the volley being shown, to re-simulate it elsewhere. */
  lastVolleyInput: () => VolleyInput | null;
  traceHashOf: (input: VolleyInput) => Promise<string>;
  project: Projector;
  /** Screen position of a hex's centre on the board of the game in progress. */
  hexScreen: (hex: HexKey) => { x: number; y: number } | null;
  frames: FrameStats;
  /** Makes the screen crash once (to test that a crash never blanks the page). */
  crash: () => void;
  /** Whether the table is still playing events ('playing') or shows the engine's state ('idle'). */
  playback: () => 'idle' | 'playing';
  /** The state the table and panels show now (behind the engine's while events play). */
  shownState: () => unknown;
  /** Every pose written by a glide since the page loaded (bounded), newest last. */
  glides: GlideSample[];
  /** Every frame of a card, coin, captain card or captain motion since the page loaded (bounded). */
  motions: MotionSample[];
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
}

const glides: GlideSample[] = [];

/** Called by the pieces each frame of a glide (test build only). */
export function recordGlide(piece: string, pose: { x: number; z: number; yaw: number }, t: number) {
  const playback = usePlaybackStore.getState();
  const shownHex = playback.shown?.ships[piece as keyof GameState['ships']]?.hex ?? null;
  glides.push({ piece, ...pose, t, shownHex, playing: !selectSettled(playback) });
  if (glides.length > 500) glides.shift();
}

const motions: MotionSample[] = [];

/** Called by the tokens and captains each frame of a motion (test build only). */
export function recordMotion(kind: MotionSample['kind'], ship: string, t: number) {
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

declare global {
  interface Window {
    __toGlory?: TestHooks;
  }
}

let projector: Projector | null = null;

export function registerProjector(next: Projector | null) {
  projector = next;
}

const frames: FrameStats = { intervals: [], firstFrameAt: null, count: 0 };
let lastFrame: number | null = null;

/** Called by the scene once per rendered frame. */
export function recordFrame(now: number) {
  frames.count += 1;
  if (frames.firstFrameAt === null) frames.firstFrameAt = now;
  if (lastFrame !== null) {
    frames.intervals.push(now - lastFrame);
    if (frames.intervals.length > 2000) frames.intervals.shift();
  }
  lastFrame = now;
}

/** The trace of the volley on the table (flying or landed), or null. */
function shownTrace() {
  const volley = usePlaybackStore.getState().volley;
  return volley?.kind === 'flying' || volley?.kind === 'result' ? volley.trace : null;
}

export function installTestHooks() {
  const hooks: TestHooks = {
    revision: 0,
    state: () => useGameStore.getState().game,
    seats: () => {
      const { seats, pendingCaptains, game } = useGameStore.getState();
      const setup = game?.phase.kind !== 'playing' && game?.phase.kind !== 'ended';
      return { seats, pendingCaptains: setup ? pendingCaptains : [] };
    },
    legal: () => {
      const game = useGameStore.getState().game;
      return game ? legalActions(game) : [];
    },
    volleyStage: () => volleyStageNow().kind,
    lastTraceHash: async () => {
      const trace = shownTrace();
      if (!trace) return null;
      const { traceHash } = await import('../../physics');
      return traceHash(trace);
    },
    lastVolleyInput: () => shownTrace()?.input ?? null,
    // the physics loads lazily, like the game screen, so the start screen stays light
    traceHashOf: async (input) => {
      const { initPhysics, simulateVolley, traceHash } = await import('../../physics');
      await initPhysics();
      return traceHash(simulateVolley(input));
    },
    project: (x, y, z) => projector?.(x, y, z) ?? null,
    hexScreen: (hex) => {
      const game = useGameStore.getState().game;
      if (!game) return null;
      const { x, z } = hexWorld(getMap(game.mapId), hex);
      return projector?.(x, 0.05, z) ?? null;
    },
    frames,
    crash: requestCrash,
    playback: () => (selectSettled(usePlaybackStore.getState()) ? 'idle' : 'playing'),
    shownState: () => usePlaybackStore.getState().shown,
    glides,
    motions,
  };
  useGameStore.subscribe(() => {
    hooks.revision += 1;
  });
  window.__toGlory = hooks;
}
