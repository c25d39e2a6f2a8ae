import { useSyncExternalStore } from 'react';
import { getMap, type HexKey, type IslandLetter, legalActions } from '../../../src/engine';
import { hexWorld } from '../../../src/physics/boardLayout';
import type { VolleyInput } from '../../../src/physics/volleyInput';
import { LETTER_ABOVE_BOARD_CM } from '../../../src/scene/letterHeight';
import { useGameStore } from '../../../src/store/game/gameStore';
import { selectSettled, usePlaybackStore } from '../../../src/store/playback/playbackStore';
import { usePracticeAidStore } from '../../../src/store/volley/practiceAidStore';
import { volleyStageNow } from '../../../src/store/volley/volleyPhase';
import {
  type FrameStats,
  followedCubes,
  frames,
  type GlideSample,
  glides,
  landingMarker,
  type MotionSample,
  motions,
  type Projector,
  project,
} from '../scene/testProbe';

/**
 * The test build's twin of src/ui/testProbe.ts: a read-only window onto the app for the browser tests
 * and the browser benchmark: state, legal actions, projections of board points, frame timings, and
 * the trace hash of a volley input. Nothing here changes the game; the tests act only through the
 * interface.
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
  /** Screen position of an island's letter (over its first space) on the board of the game in progress. */
  letterScreen: (island: IslandLetter) => { x: number; y: number } | null;
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
  /** Each frame of a followed slow replay since the page loaded: the cubes' middle on screen. */
  followedCubes: typeof followedCubes;
  /** The practice aids' landing marker as last drawn (world, cm; null: hidden) and the frames that drew it. */
  landingMarker: typeof landingMarker;
  /** The practice aids of the volley being aimed: their status and how long the last answer took, ms. */
  practiceAid: () => { status: string; ms: number | null; strengths: number };
}

declare global {
  interface Window {
    __toGlory?: TestHooks;
  }
}

/** The trace of the volley on the table (flying or landed), or null. */
function shownTrace() {
  const volley = usePlaybackStore.getState().volley;
  return volley?.kind === 'flying' || volley?.kind === 'result' ? volley.trace : null;
}

// a crash on request: the probe throws while one is requested
let crashRequested = false;
const crashListeners = new Set<() => void>();

function requestCrash(): void {
  crashRequested = true;
  for (const listener of crashListeners) listener();
}

function subscribeCrash(listener: () => void): () => void {
  crashListeners.add(listener);
  return () => crashListeners.delete(listener);
}

/**
 * Throws while rendering when a test asks for a crash. React renders once more after an error before
 * it gives up, so the request is cleared only afterwards.
 */
export function CrashProbe(): null {
  const requested = useSyncExternalStore(subscribeCrash, () => crashRequested);
  if (requested) {
    setTimeout(() => {
      crashRequested = false;
    }, 0);
    throw new Error('a test asked the screen to crash');
  }
  return null;
}

export function installTestHooks(): void {
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
      const { traceHash } = await import('../../../src/physics');
      return traceHash(trace);
    },
    lastVolleyInput: () => shownTrace()?.input ?? null,
    // the physics loads lazily, like the game screen, so the start screen stays light
    traceHashOf: async (input) => {
      const { initPhysics, simulateVolley, traceHash } = await import('../../../src/physics');
      await initPhysics();
      return traceHash(simulateVolley(input));
    },
    project,
    hexScreen: (hex) => {
      const game = useGameStore.getState().game;
      if (!game) return null;
      const { x, z } = hexWorld(getMap(game.mapId), hex);
      return project(x, 0.05, z);
    },
    letterScreen: (island) => {
      const game = useGameStore.getState().game;
      if (!game) return null;
      const map = getMap(game.mapId);
      const first = map.islands[island][0];
      if (!first) return null;
      const { x, z } = hexWorld(map, first);
      return project(x, LETTER_ABOVE_BOARD_CM, z);
    },
    frames,
    crash: requestCrash,
    playback: () => (selectSettled(usePlaybackStore.getState()) ? 'idle' : 'playing'),
    shownState: () => usePlaybackStore.getState().shown,
    glides,
    motions,
    landingMarker,
    followedCubes,
    practiceAid: () => {
      const { status, ms, estimates } = usePracticeAidStore.getState();
      return { status, ms, strengths: estimates.length };
    },
  };
  useGameStore.subscribe(() => {
    hooks.revision += 1;
  });
  window.__toGlory = hooks;
}
