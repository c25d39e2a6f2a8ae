import type { VolleySource } from '../../engine/ids';
import type { Flight } from './beatsFor';

/**
 * A volley on the table, from the strike to its result closed: the one state machine of a volley. It
 * lives in the playback queue, whose beat it is: struck (its beats are not yet in the queue: the worker
 * or the table's server flies it), flying (its flight beat is in play: the shown state is the one
 * before the volley), landed (the flight beat has ended: its result is applied to the shown state, and
 * its banner is up until closed; a replay flies the same trace again). Choosing and aiming come before
 * anything is dispatched: they are the lever's (volleyStore).
 */
export type TableVolley =
  | { kind: 'firing'; source: VolleySource }
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
