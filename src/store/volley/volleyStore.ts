import { create } from 'zustand';
import type { VolleySource } from '../../engine/ids';
import { leverCharge } from './leverCharge';

/**
 * The lever before anything is dispatched: the player choosing what to fire from, then aiming. Once
 * let go, the lever is at rest again and the volley is the game store's fire intent (`firing`), then
 * the playback queue's (playbackStore's `volley`: flying, result).
 */
export type LeverStage = { kind: 'idle' } | { kind: 'choosing' } | { kind: 'aiming'; source: VolleySource };

interface VolleyStore {
  lever: LeverStage;
  choose: () => void;
  aim: (source: VolleySource) => void;
  cancel: () => void;
  /**
   * The lever let go: it rests again, and answers what it was aimed from (null: it was not aimed). Whoever
   * let it go (the scene's flick, a computer captain) sends the fire intent to the game store.
   */
  release: () => VolleySource | null;
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

  release() {
    const lever = get().lever;
    leverCharge.set(null);
    if (lever.kind !== 'aiming') return null;
    set({ lever: IDLE });
    return lever.source;
  },
}));
