/**
 * The strength being charged (0–1, null when not charging), read per frame by the lever rather than
 * passed down as React props: it changes every frame of a flick or a Space hold.
 */
export interface ChargeSource {
  get: () => number | null;
  /** Calls `listener` whenever the charge changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** A charge kept out of React and zustand state: the lever and the meter read it as they draw. */
export function createChargeSource(): ChargeSource & { set: (next: number | null) => void } {
  let charge: number | null = null;
  const listeners = new Set<() => void>();
  return {
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
}
