import { create } from 'zustand';
import type { GameEvent } from '../../engine';
import type { VolleySource } from '../../engine/ids';
import type { Thresholds, VolleyScore } from '../../physics';
import type { VolleyTrace } from '../../physics/traceTypes';
import { FLIGHT_SPEED, useDriverStore } from '../captains/driverStore';
import { useGameStore } from '../game/gameStore';
import { usePlaybackStore } from '../playback/playbackStore';
import { useSettingsStore } from '../settings/settingsStore';
import { registerVolleyProbe } from '../test/testHooks';
import { leverCharge } from './leverCharge';

/** The stages of a volley in the game, from choosing the source to the result banner. */
export type VolleyStage =
  | { kind: 'idle' }
  | { kind: 'choosing' }
  | { kind: 'aiming'; source: VolleySource }
  /** Struck: the volley worker flies it, then the table plays it (the lever stays where it was). */
  | { kind: 'firing'; source: VolleySource }
  | {
      kind: 'flying';
      source: VolleySource;
      trace: VolleyTrace;
      score: VolleyScore;
      events: GameEvent[];
      /** 1 for the first flight, slower for replays. */
      speed: number;
      replay: boolean;
    }
  | { kind: 'result'; source: VolleySource; trace: VolleyTrace; score: VolleyScore; events: GameEvent[] };

interface VolleyStore {
  stage: VolleyStage;
  /** When the strike was released (performance.now), for the input-to-strike latency figure. */
  strikeStartedAt: number | null;
  /** Counts flights and replays, so each one restarts the playback. */
  flights: number;
  choose: () => void;
  aim: (source: VolleySource) => void;
  cancel: () => void;
  /** Fires through the game store's one door; answers the engine's reason if it was refused. */
  strike: (strength: number, thresholds: Thresholds) => Promise<string | null>;
  landed: () => void;
  replay: () => void;
  close: () => void;
}

export const useVolleyStore = create<VolleyStore>()((set, get) => ({
  stage: { kind: 'idle' },
  strikeStartedAt: null,
  flights: 0,
  choose: () => {
    leverCharge.set(null);
    set({ stage: { kind: 'choosing' } });
  },
  aim: (source) => {
    leverCharge.set(null);
    set({ stage: { kind: 'aiming', source } });
  },
  cancel: () => {
    leverCharge.set(null);
    set({ stage: { kind: 'idle' } });
  },

  async strike(strength, thresholds) {
    const stage = get().stage;
    if (stage.kind !== 'aiming') return 'Choose what to fire from first.';
    leverCharge.set(null);
    set({ stage: { kind: 'firing', source: stage.source }, strikeStartedAt: performance.now() });
    const result = await useGameStore
      .getState()
      .dispatch({ type: 'fire', source: stage.source, strength, thresholds });
    if (result.ok) return null;
    if (get().stage.kind === 'firing') set({ stage: { kind: 'idle' } });
    return result.reason;
  },

  landed() {
    const stage = get().stage;
    if (stage.kind !== 'flying') return;
    set({
      stage: {
        kind: 'result',
        source: stage.source,
        trace: stage.trace,
        score: stage.score,
        events: stage.events,
      },
    });
    // the first flight holds the table's playback until the cubes are down: the result is shown now
    if (!stage.replay && usePlaybackStore.getState().playing?.beat.flight)
      usePlaybackStore.getState().finish();
  },

  replay() {
    const stage = get().stage;
    if (stage.kind !== 'result') return;
    set({
      stage: { ...stage, kind: 'flying', speed: 0.3, replay: true },
      flights: get().flights + 1,
    });
  },

  close: () => {
    leverCharge.set(null);
    set({ stage: { kind: 'idle' } });
  },
}));

// the table reaches a volley: its cubes fly (faster with reduced motion or a computer on Fast)
usePlaybackStore.subscribe((now, before) => {
  const flight = now.playing?.beat.flight;
  if (!flight || flight === before.playing?.beat.flight) return;
  const beat = now.playing?.beat;
  const speed = useSettingsStore.getState().reducedMotion
    ? 4
    : beat?.computer
      ? FLIGHT_SPEED[useDriverStore.getState().speed]
      : 1;
  useVolleyStore.setState({
    stage: { kind: 'flying', ...flight, speed, replay: false },
    flights: useVolleyStore.getState().flights + 1,
  });
  // a skipped turn lands its cubes at once
  if (beat?.computer && useDriverStore.getState().skipping === beat.turnKey)
    useVolleyStore.getState().landed();
});

// the test build's hooks read the volley (left out of other builds)
if (import.meta.env.MODE === 'test')
  registerVolleyProbe({
    stage: () => useVolleyStore.getState().stage.kind,
    trace: () => {
      const stage = useVolleyStore.getState().stage;
      return stage.kind === 'flying' || stage.kind === 'result' ? stage.trace : null;
    },
  });
