import type { ChargeSource } from './chargeSource';

let charge: number | null = null;
const listeners = new Set<() => void>();

/**
 * The strength being charged on the game's lever, 0–1 (null: not charging): a per-frame value kept out
 * of React and zustand state, read by the lever and the meter as they draw.
 */
export const leverCharge: ChargeSource & { set: (next: number | null) => void } = {
  get: () => charge,
  set(next) {
    if (next === charge) return;
    charge = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
