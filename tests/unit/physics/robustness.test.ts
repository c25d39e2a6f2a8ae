import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodySample,
  cubeLandings,
  DEFAULT_THRESHOLDS,
  initPhysics,
  type PartSpec,
  PIECE_SPECS,
  scoreVolley,
  simulateVolley,
  traceHash,
  type Vec3,
  type VolleyTrace,
} from '../../../src/physics';
import { sweepInput } from '../../../src/physics/sweep';
import { rotate, yawQuat } from '../../../src/physics/vec';

/** Volleys in the sweep (sources, strengths and layouts all drawn from the seed). */
const VOLLEYS = 1000;
const SEED = 20260;
/** Every RERUN-th volley is simulated again and must hash the same. */
const RERUN = 40;

beforeAll(async () => {
  await initPhysics();
});

/** Whether a world point lies inside a part shrunk by `margin` (boxes, cylinders, balls). */
function insidePart(part: PartSpec, local: Vec3, margin: number): boolean {
  const d = [local[0] - part.offset[0], local[1] - part.offset[1], local[2] - part.offset[2]];
  const shape = part.shape;
  if (part.rotation) return false;
  switch (shape.type) {
    case 'box':
      return d.every((v, i) => Math.abs(v) < (shape.halfExtents[i] ?? 0) - margin);
    case 'cylinder':
      return (
        Math.hypot(d[0] ?? 0, d[2] ?? 0) < shape.radius - margin &&
        Math.abs(d[1] ?? 0) < shape.halfHeight - margin
      );
    case 'ball':
      return Math.hypot(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0) < shape.radius - margin;
    case 'convex':
      return false;
    default:
      return false;
  }
}

/** Problems with a finished trace, as readable strings (empty when sound). */
function problems(trace: VolleyTrace): string[] {
  const found: string[] = [];
  // Every volley comes to rest by itself before the scoring's time cap (P5): none runs to a cap.
  const capSteps = Math.round(DEFAULT_THRESHOLDS.timeCap / trace.dt);
  if (trace.endReason !== 'rest') found.push(`ran to the simulation's cap (${trace.steps} steps)`);
  else if (trace.steps > capSteps) found.push(`rested only after the time cap (${trace.steps} steps)`);
  // No cube stays in the firer's cup: each one comes down somewhere or falls off the table.
  for (const landing of cubeLandings(trace)) {
    const body = trace.bodies.findIndex((b) => b.kind === 'cube' && b.cube === landing.cube);
    if (landing.step === null && trace.final[body]?.offTableStep === null)
      found.push(`cube ${landing.cube} stuck in the cup`);
  }
  for (const frame of trace.frames)
    if (!frame.every(Number.isInteger)) found.push(`non-integer frame at ${frame[0]}`);
  for (const [step, , , impulse, distance] of trace.contacts) {
    if (!Number.isFinite(impulse) || !Number.isFinite(distance)) found.push(`bad contact at ${step}`);
  }
  const last = trace.frames.length - 1;
  trace.bodies.forEach((body, index) => {
    if (body.kind === 'lever' || trace.final[index]?.offTableStep !== null) return;
    const { position } = bodySample(trace, last, index);
    if (body.kind === 'cube' && position[1] < 0.3) found.push(`cube ${body.cube} ends at y ${position[1]}`);
    if (body.kind === 'captain' && position[1] < -0.05)
      found.push(`captain ${body.ship} ends at y ${position[1]}`);
    if (body.kind !== 'cube') return;
    for (const piece of [trace.input.firing, ...trace.input.others]) {
      const local = rotate(yawQuat(-piece.yaw), [position[0] - piece.x, position[1], position[2] - piece.z]);
      const part = PIECE_SPECS[piece.kind].parts.find((p) => insidePart(p, local, 0.15));
      if (part) found.push(`cube ${body.cube} ends inside ${piece.id}'s ${part.part}`);
    }
  });
  return found;
}

describe('volley robustness over a seeded sweep', () => {
  it('the inside check sees a point in the middle of a hull', () => {
    const hull = PIECE_SPECS.ship.parts.find((part) => part.part === 'hull') as PartSpec;
    expect(insidePart(hull, hull.offset, 0.15)).toBe(true);
    expect(insidePart(hull, [hull.offset[0], hull.offset[1] + 1, hull.offset[2]], 0.15)).toBe(false);
  });

  it(`${VOLLEYS} volleys across sources, strengths and layouts stay sound, rest before the time cap and leave no cube in the cup`, () => {
    const failures: string[] = [];
    const hashes = new Map<number, string>();
    const sources = { ship: 0, kraken: 0, tower: 0 };
    for (let i = 0; i < VOLLEYS; i++) {
      const input = sweepInput(SEED, i);
      sources[input.firing.kind]++;
      const trace = simulateVolley(input);
      for (const problem of problems(trace)) failures.push(`volley ${i}: ${problem}`);
      const score = scoreVolley(trace);
      if (score.cubes.length !== 3) failures.push(`volley ${i}: ${score.cubes.length} cubes scored`);
      if (i % RERUN === 0) hashes.set(i, traceHash(trace));
    }
    expect(failures).toEqual([]);
    expect(Math.min(...Object.values(sources))).toBeGreaterThan(VOLLEYS / 5);
    for (const [i, hash] of hashes) expect(traceHash(simulateVolley(sweepInput(SEED, i)))).toBe(hash);
  });
});
