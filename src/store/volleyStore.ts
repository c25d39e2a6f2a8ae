import { create } from 'zustand';
import type { GameEvent, GameState } from '../engine';
import type { VolleySource } from '../engine/ids';
import { scoreVolley, simulateVolley, type Thresholds, type VolleyScore } from '../physics';
import type { VolleyTrace } from '../physics/traceTypes';
import { volleyInputFor, volleySeed } from '../table/volleyInputFor';
import type { ChargeSource } from './chargeSource';
import { useGameStore } from './gameStore';
import { registerVolleyProbe } from './testHooks';

/** The stages of a volley in the game, from choosing the source to the result banner. */
export type VolleyStage =
  | { kind: 'idle' }
  | { kind: 'choosing' }
  | { kind: 'aiming'; source: VolleySource }
  | {
      kind: 'flying';
      source: VolleySource;
      trace: VolleyTrace;
      score: VolleyScore;
      /** The game as it was before the volley: the table shows it until the cubes come down. */
      before: GameState;
      events: GameEvent[];
      /** Log entries before the volley: the log tells the volley's result only once the cubes are down. */
      logBefore: number | null;
      /** 1 for the first flight, slower for replays. */
      speed: number;
      replay: boolean;
    }
  | { kind: 'result'; source: VolleySource; trace: VolleyTrace; score: VolleyScore; events: GameEvent[] };

interface VolleyStore {
  stage: VolleyStage;
  /** Strength being charged by the flick or Space, 0–1; null when not charging. */
  charge: number | null;
  /** When the strike was released (performance.now), for the input-to-strike latency figure. */
  strikeStartedAt: number | null;
  /** Counts flights and replays, so each one restarts the playback. */
  flights: number;
  choose: () => void;
  aim: (source: VolleySource) => void;
  setCharge: (charge: number | null) => void;
  cancel: () => void;
  strike: (strength: number, thresholds: Thresholds) => string | null;
  landed: () => void;
  replay: () => void;
  close: () => void;
}

export const useVolleyStore = create<VolleyStore>()((set, get) => ({
  stage: { kind: 'idle' },
  charge: null,
  strikeStartedAt: null,
  flights: 0,
  choose: () => set({ stage: { kind: 'choosing' }, charge: null }),
  aim: (source) => set({ stage: { kind: 'aiming', source }, charge: null }),
  setCharge: (charge) => set({ charge }),
  cancel: () => set({ stage: { kind: 'idle' }, charge: null }),

  /** Simulates, scores and resolves the volley; returns the engine's reason if it was refused. */
  strike(strength, thresholds) {
    const stage = get().stage;
    const game = useGameStore.getState().game;
    if (stage.kind !== 'aiming' || !game) return 'Choose what to fire from first.';
    const startedAt = performance.now();
    const trace = simulateVolley(volleyInputFor(game, stage.source, strength, volleySeed(game)));
    const score = scoreVolley(trace, thresholds);
    const logBefore = useGameStore.getState().log.length;
    const result = useGameStore.getState().dispatch({ type: 'resolveVolley', outcome: score.outcome });
    if (!result.ok) {
      set({ stage: { kind: 'idle' }, charge: null });
      return result.reason;
    }
    const events = result.events;
    set({
      stage: {
        kind: 'flying',
        source: stage.source,
        trace,
        score,
        before: game,
        events,
        logBefore,
        speed: 1,
        replay: false,
      },
      charge: null,
      strikeStartedAt: startedAt,
      flights: get().flights + 1,
    });
    return null;
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
  },

  replay() {
    const stage = get().stage;
    if (stage.kind !== 'result') return;
    const game = useGameStore.getState().game;
    if (!game) return;
    set({
      stage: { ...stage, kind: 'flying', before: game, logBefore: null, speed: 0.3, replay: true },
      flights: get().flights + 1,
    });
  },

  close: () => set({ stage: { kind: 'idle' }, charge: null }),
}));

// the test build's hooks read the volley (left out of other builds)
if (import.meta.env.MODE === 'test')
  registerVolleyProbe({
    stage: () => useVolleyStore.getState().stage.kind,
    trace: () => {
      const stage = useVolleyStore.getState().stage;
      return stage.kind === 'flying' || stage.kind === 'result' ? stage.trace : null;
    },
  });

/** The game's charge for the lever drawn in the scene, read per frame. */
export const volleyCharge: ChargeSource = {
  get: () => useVolleyStore.getState().charge,
  subscribe: (listener) =>
    useVolleyStore.subscribe((now, before) => {
      if (now.charge !== before.charge) listener();
    }),
};
