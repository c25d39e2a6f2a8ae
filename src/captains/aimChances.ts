import type { AimEstimate, FirerPoint } from './aimEstimator';

/** What the practice aids show for one strength: the chances of at least each award, and where it lands. */
export interface AimChances {
  strength: number;
  /** Chance of at least a hit (any coin, V3). */
  hit: number;
  /** Chance of at least a landing (two coins or three). */
  land: number;
  /** Chance of a captain knocked off (three coins). */
  knockOff: number;
  /** Where the cubes come down on average, in the firer's frame (tableFromFirer); null when the estimates carry none. */
  landing: FirerPoint | null;
}

const chancesOf = (estimate: AimEstimate): AimChances => ({
  strength: estimate.strength,
  hit: 1 - estimate.pNone,
  land: estimate.pLanded + estimate.pKnockedOff,
  knockOff: estimate.pKnockedOff,
  landing: estimate.landing ?? null,
});

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/**
 * The chances at `strength` from the aim preview's estimates (any order): straight-line between the
 * two sampled strengths either side, so the meter and the marker move smoothly with the pull; the
 * nearest end outside them. Null when there are no estimates.
 */
export function aimChancesAt(estimates: readonly AimEstimate[], strength: number): AimChances | null {
  const sorted = [...estimates].sort((a, b) => a.strength - b.strength);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  if (strength <= first.strength) return { ...chancesOf(first), strength };
  if (strength >= last.strength) return { ...chancesOf(last), strength };
  const above = sorted.findIndex((estimate) => estimate.strength >= strength);
  const low = chancesOf(sorted[above - 1] as AimEstimate);
  const high = chancesOf(sorted[above] as AimEstimate);
  const t = (strength - low.strength) / (high.strength - low.strength);
  return {
    strength,
    hit: mix(low.hit, high.hit, t),
    land: mix(low.land, high.land, t),
    knockOff: mix(low.knockOff, high.knockOff, t),
    landing:
      low.landing && high.landing
        ? {
            forward: mix(low.landing.forward, high.landing.forward, t),
            side: mix(low.landing.side, high.landing.side, t),
          }
        : t < 0.5
          ? low.landing
          : high.landing,
  };
}
