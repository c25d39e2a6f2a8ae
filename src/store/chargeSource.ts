/**
 * The strength being charged (0–1, null when not charging), read per frame by the lever rather than
 * passed down as React props: it changes every frame of a flick or a Space hold.
 */
export interface ChargeSource {
  get: () => number | null;
  /** Calls `listener` whenever the charge changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}
