import type { ShipId, VolleySource } from './ids';

/** The best result of a volley, in increasing value (V3). */
export const VOLLEY_AWARDS = ['none', 'hit', 'landed', 'knockedOff'] as const;
export type VolleyAward = (typeof VOLLEY_AWARDS)[number];

/** Coins paid for each award (V3). */
export const AWARD_COINS: Readonly<Record<VolleyAward, number>> = {
  none: 0,
  hit: 1,
  landed: 2,
  knockedOff: 3,
};

/**
 * What the physics reports of a volley and the engine's resolve-volley action takes.
 * The physics produces it from a trace (scoreVolley); the engine never sees the trace.
 */
export interface VolleyOutcome {
  /** The piece fired from. */
  source: VolleySource;
  /** The single best award over all cubes and captains (V3); only this is paid. */
  best: VolleyAward;
  /** Ships whose standing captain was knocked off (P4, V4). */
  captainsKnockedOff: ShipId[];
  /** Opponents' ships hit by a cube at hit level or better, on hull, deck or captain (V5). */
  shipsHit: ShipId[];
}
