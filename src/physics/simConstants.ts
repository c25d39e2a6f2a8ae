/**
 * How the headless world is stepped and recorded. These shape the trace itself; the scoring
 * thresholds (thresholds.ts) only read it. Changing one of these changes every trace hash.
 */
export interface SimConstants {
  /** Fixed step, s (never variable: determinism, P6). */
  dt: number;
  /** Steps between two sampled frames of poses and speeds. */
  sampleEvery: number;
  /** Steps the cubes and captains settle before the strike (not recorded). */
  settleSteps: number;
  /** Longest volley simulated, s; the scoring time cap can only shorten it. */
  maxSeconds: number;
  /** Shortest volley, s: the end check starts after this. */
  minSeconds: number;
  /** Speed under which a cube or captain counts as still for ending the volley (P5), cm/s. */
  restSpeed: number;
  /** Spin under which a cube or captain counts as still for ending the volley, rad/s. */
  restSpin: number;
  /** How long every cube and captain must stay still before the volley ends, s. */
  restSeconds: number;
  /** A cube or captain still this long is put to sleep (it wakes when touched), s. */
  sleepSeconds: number;
  /** Angular speed of the lever arm reaching its upper stop at strength 0, rad/s. */
  swingMinSpeed: number;
  /** The same at strength 1, rad/s. */
  swingMaxSpeed: number;
  /** Equal fine steps the swing is simulated in, whatever its length (a strong swing lasts less than one step), before step 0. */
  swingSubsteps: number;
  /** Solver substeps per step (Rapier's numSolverIterations). */
  solverIterations: number;
  /** Soft-CCD prediction distance of cubes, captains and the lever, cm (stops shallow tunnelling). */
  softCcdPrediction: number;
  /** A manifold point at or under this solver distance is a real touch, cm. */
  touchDistance: number;
  /** Per-step contact impulses under this are not recorded (resting weight is ~2.7), g·cm/s. */
  impulseFloor: number;
}

export const DEFAULT_SIM_CONSTANTS: Readonly<SimConstants> = {
  dt: 1 / 120,
  sampleEvery: 2,
  settleSteps: 6,
  maxSeconds: 6,
  minSeconds: 0.3,
  restSpeed: 1,
  restSpin: 1,
  restSeconds: 0.3,
  sleepSeconds: 0.1,
  swingMinSpeed: 52,
  swingMaxSpeed: 220,
  swingSubsteps: 24,
  solverIterations: 4,
  softCcdPrediction: 0.5,
  touchDistance: 0.005,
  impulseFloor: 4,
};

/**
 * The arm's angular speed at its upper stop for a strength in [0, 1], rad/s. The range of a throw
 * grows with the square of the launch speed, so the square of the speed is linear in strength:
 * equal steps of strength move the landing by about equal distances.
 */
export function swingSpeed(strength: number, c: SimConstants): number {
  const s = Math.min(1, Math.max(0, strength));
  return Math.sqrt(c.swingMinSpeed ** 2 + (c.swingMaxSpeed ** 2 - c.swingMinSpeed ** 2) * s);
}
