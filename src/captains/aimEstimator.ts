import { AWARD_COINS, type VolleyAward } from '../engine';
import { hashText } from '../physics/hashText';
import { cubeLandings } from '../physics/landing';
import { createPrng, mixSeed } from '../physics/prng';
import { reachableScene } from '../physics/reachableScene';
import { SceneSampler } from '../physics/sceneSampler';
import { scoreVolley } from '../physics/scoreVolley';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyInput } from '../physics/volleyInput';

/** How a volley struck at one strength turns out, estimated from seeded noisy samples of the physics. */
export interface AimEstimate {
  /** The strength aimed at (each sample adds the hand noise to it). */
  strength: number;
  samples: number;
  /** Chance of each best award (V3); they sum to 1. */
  pNone: number;
  pHit: number;
  pLanded: number;
  pKnockedOff: number;
  /** Chance that an opponent's ship is hit (V5: what passes a curse from the own ship). */
  pShipHit: number;
  /** Coins expected (V3). */
  expectedCoins: number;
  /** Expected coins plus the curse-passing worth when the firer is cursed and fires its own ship (V5). */
  value: number;
  /**
   * Where the cubes come down on average, in the firer's frame (cm; forward along its facing, side
   * 90° clockwise of it seen from above), so that like scenes share it: the practice aids' marker.
   */
  landing?: FirerPoint;
}

/** A point in the firer's frame, as relativeSceneKey turns the scene (tableFromFirer turns it back). */
export interface FirerPoint {
  forward: number;
  side: number;
}

/** One sampled volley as the memo keeps it; the landing in the firer's frame (forward +x), cm. */
interface SampleOutcome {
  best: VolleyAward;
  shipHit: boolean;
  landing: readonly [number, number];
}

export interface AimRequest {
  /** Standard deviation of the hand noise on the strength (0 for the bare physics). */
  sigma: number;
  samples: number;
  /** Worth of passing the curse, in points; counts only when the firer is cursed and fires from its ship. */
  curseValue: number;
  cursed: boolean;
}

/** Anything that can estimate a volley; the sampling one below, or a cheap stand-in in tests. */
export interface AimEstimator {
  estimate(input: VolleyInput, thresholds: Thresholds, request: AimRequest): AimEstimate;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Hand noise past this many standard deviations is not planned for when leaving out what the cubes cannot reach. */
const NOISE_REACH_SIGMAS = 3;

/**
 * The volley's scene as seen from the firing piece, for the memo: every piece and island of the
 * (reachable) scene in the firer's frame (offsets rotated by its yaw, yaw relative to it), sorted.
 * The same relative scene recurs wherever on the board it stands, so estimates are memoized by it.
 */
export function relativeSceneKey(input: VolleyInput): string {
  const { x, z, yaw } = input.firing;
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const local = (px: number, pz: number) => {
    const dx = px - x;
    const dz = pz - z;
    // Forward is (cos φ, −sin φ) in x/z: rotate so that forward is +x.
    return [round(dx * cos - dz * sin), round(dx * sin + dz * cos)] as const;
  };
  const turn = (value: number) => {
    const t = (value - yaw) % (2 * Math.PI);
    return round(((t + 2 * Math.PI) % (2 * Math.PI)) * 10) / 10;
  };
  const pieces = input.others
    .map((piece) => {
      const [lx, lz] = local(piece.x, piece.z);
      const captain = piece.kind === 'ship' ? (piece.captainStanding ? 's' : 'd') : '';
      return `${piece.kind}${piece.isTarget ? 'T' : 'b'}${captain}@${lx},${lz},${turn(piece.yaw)}`;
    })
    .sort();
  const islands = (input.islands ?? []).map((island) => local(island.x, island.z).join(',')).sort();
  return `${input.firing.kind}|${pieces.join(';')}|${islands.join(';')}`;
}

/** A standard normal draw (Box–Muller) from the prng. */
function gaussian(next: () => number): number {
  const u = Math.max(1e-12, next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/**
 * Estimates by sampling the real physics: `samples` volleys of the scene, each at the strength plus
 * seeded hand noise and a seeded cube jitter, scored under the thresholds. They fly on the fast
 * path (SceneSampler: only what the cubes can reach, one world restored per volley, judged once
 * decided). The sample seeds follow from the relative scene, so the memo (keyed by relative scene,
 * thresholds, strength, noise) saves time and a repeated scene gets the same estimate.
 */
export class SamplingEstimator implements AimEstimator {
  /** Per scene, thresholds, strength and noise: each sample's outcome, in seed order (more are added on demand). */
  private readonly memo = new Map<string, SampleOutcome[]>();
  /** Samples answered from the memo, and volleys simulated. */
  hits = 0;
  simulated = 0;

  constructor(private readonly maxEntries = 50_000) {}

  estimate(input: VolleyInput, thresholds: Thresholds, request: AimRequest): AimEstimate {
    const strength = Math.round(input.strike.strength * 1000) / 1000;
    const reach = Math.min(1, strength + NOISE_REACH_SIGMAS * request.sigma);
    const reachable = reachableScene(input, reach);
    const scene = relativeSceneKey(reachable);
    const key = `${scene}|${JSON.stringify(thresholds)}|${strength}|${request.sigma}`;
    let samples = this.memo.get(key);
    if (!samples) {
      if (this.memo.size >= this.maxEntries) this.memo.clear();
      samples = [];
      this.memo.set(key, samples);
    }
    this.hits += Math.min(samples.length, request.samples);
    if (samples.length < request.samples) {
      const base = Number.parseInt(hashText(`${scene}|${strength}|${request.sigma}`).slice(0, 8), 16) >>> 0;
      const noise = createPrng(base);
      // Sample i's noise is the i-th draw pair: skip the draws of the samples already taken.
      for (let i = 0; i < samples.length; i++) gaussian(noise.next);
      const sampler = new SceneSampler(reachable, reach);
      for (let i = samples.length; i < request.samples; i++) {
        const struck = Math.min(1, Math.max(0, strength + request.sigma * gaussian(noise.next)));
        const trace = sampler.trace(struck, mixSeed(base, i), thresholds);
        this.simulated += 1;
        const outcome = scoreVolley(trace, thresholds).outcome;
        samples.push({
          best: outcome.best,
          shipHit: outcome.shipsHit.length > 0,
          landing: toFirer(input.firing, meanPoint(cubeLandings(trace).map((cube) => cube.point))),
        });
      }
    }
    const taken = samples.slice(0, request.samples);
    const estimate = summarizeSamples(strength, taken, input.firing.kind === 'ship', request);
    const local = meanPoint(taken.map(({ landing: [forward, side] }) => ({ x: forward, z: side })));
    return { ...estimate, landing: { forward: local.x, side: local.z } };
  }
}

/** The mean of points (the origin when there are none). */
function meanPoint(points: readonly { x: number; z: number }[]): { x: number; z: number } {
  const n = Math.max(1, points.length);
  return {
    x: points.reduce((sum, p) => sum + p.x, 0) / n,
    z: points.reduce((sum, p) => sum + p.z, 0) / n,
  };
}

type Firing = VolleyInput['firing'];

/** A table point in the firer's frame, as relativeSceneKey turns it (the memo is shared by like scenes). */
function toFirer({ x, z, yaw }: Firing, point: { x: number; z: number }): [number, number] {
  const dx = point.x - x;
  const dz = point.z - z;
  return [dx * Math.cos(yaw) - dz * Math.sin(yaw), dx * Math.sin(yaw) + dz * Math.cos(yaw)];
}

/** A point of the firer's frame back on the table (x, z in cm). */
export function tableFromFirer(
  { x, z, yaw }: Firing,
  { forward, side }: FirerPoint,
): { x: number; z: number } {
  return {
    x: x + forward * Math.cos(yaw) + side * Math.sin(yaw),
    z: z - forward * Math.sin(yaw) + side * Math.cos(yaw),
  };
}

/** The estimate from sampled outcomes. */
function summarizeSamples(
  strength: number,
  samples: readonly SampleOutcome[],
  fromShip: boolean,
  request: AimRequest,
): AimEstimate {
  const counts: Record<VolleyAward, number> = { none: 0, hit: 0, landed: 0, knockedOff: 0 };
  let shipHit = 0;
  for (const sample of samples) {
    counts[sample.best] += 1;
    if (sample.shipHit) shipHit += 1;
  }
  const n = Math.max(1, samples.length);
  const expectedCoins =
    (counts.hit * AWARD_COINS.hit +
      counts.landed * AWARD_COINS.landed +
      counts.knockedOff * AWARD_COINS.knockedOff) /
    n;
  const pShipHit = shipHit / n;
  return {
    strength,
    samples: samples.length,
    pNone: counts.none / n,
    pHit: counts.hit / n,
    pLanded: counts.landed / n,
    pKnockedOff: counts.knockedOff / n,
    pShipHit,
    expectedCoins,
    value: expectedCoins + (request.cursed && fromShip ? request.curseValue * pShipHit : 0),
  };
}
