import type { VolleySource } from '../../engine/ids';
import type { Flight } from './beatsFor';

/**
 * A volley struck and not yet on the table: its fire intent is at the game store's door (the worker or
 * the table's server flies it), or its flight beat waits in the queue behind others.
 */
export interface StruckVolley {
  kind: 'firing';
  source: VolleySource;
}

/**
 * A volley on the table, from its flight to its result closed: the playback queue's, whose beat it is:
 * flying (its flight beat is in play: the shown state is the one before the volley), landed (the flight
 * beat has ended: its result is applied to the shown state, and its banner is up until closed; a replay
 * flies the same trace again). Choosing and aiming come before anything is dispatched: they are the
 * lever's (volleyStore); struck, the game store's (its `firing`). volleyPhase.ts joins the three.
 */
export type TableVolley =
  | (Flight & {
      kind: 'flying';
      /** Playback speed: 1 as it flew, faster for reduced motion or a computer on Fast, slower for replays. */
      speed: number;
      replay: boolean;
      /** Counts flights and replays: each one starts a fresh clock. */
      run: number;
    })
  | (Flight & { kind: 'result'; run: number });

/** The speed of a slow replay of a volley, against real time. */
export const REPLAY_SPEED = 0.3;
