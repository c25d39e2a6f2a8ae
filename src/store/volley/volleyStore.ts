import { create } from 'zustand';
import type { VolleySource } from '../../engine/ids';
import type { Thresholds } from '../../physics';
import { useGameStore } from '../game/gameStore';
import { leverCharge } from './leverCharge';

/**
 * The lever before anything is dispatched: the player choosing what to fire from, then aiming. Once
 * struck, the volley is the playback queue's (playbackStore's `volley`: firing, flying, result), and
 * the lever is at rest again.
 */
export type LeverStage = { kind: 'idle' } | { kind: 'choosing' } | { kind: 'aiming'; source: VolleySource };

interface VolleyStore {
  lever: LeverStage;
  choose: () => void;
  aim: (source: VolleySource) => void;
  cancel: () => void;
  /** Fires through the game store's one door; answers the engine's reason if it was refused. */
  strike: (strength: number, thresholds: Thresholds) => Promise<string | null>;
}

const IDLE: LeverStage = { kind: 'idle' };

export const useVolleyStore = create<VolleyStore>()((set, get) => ({
  lever: IDLE,
  choose: () => {
    leverCharge.set(null);
    set({ lever: { kind: 'choosing' } });
  },
  aim: (source) => {
    leverCharge.set(null);
    set({ lever: { kind: 'aiming', source } });
  },
  cancel: () => {
    leverCharge.set(null);
    set({ lever: IDLE });
  },

  async strike(strength, thresholds) {
    const lever = get().lever;
    if (lever.kind !== 'aiming') return 'Choose what to fire from first.';
    leverCharge.set(null);
    set({ lever: IDLE });
    const result = await useGameStore
      .getState()
      .dispatch({ type: 'fire', source: lever.source, strength, thresholds });
    return result.ok ? null : result.reason;
  },
}));
