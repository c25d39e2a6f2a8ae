import { BodySampler } from './bodySampler';
import { type BuiltWorld, buildWorld } from './buildWorld';
import { ContactRecorder } from './contactRecorder';
import { STRIKE_POINT } from './leverSpec';
import { DEFAULT_SIM_CONSTANTS, type SimConstants, strikeImpulse } from './simConstants';
import type { Launch, VolleyTrace } from './traceTypes';
import { toWorld } from './vec';
import type { VolleyInput } from './volleyInput';

/** Strikes the lever's free end straight down with the strength's impulse. */
function strike(built: BuiltWorld, strength: number, c: SimConstants): void {
  const t = built.lever.translation();
  const q = built.lever.rotation();
  const [x, y, z] = toWorld([t.x, t.y, t.z], [q.x, q.y, q.z, q.w], STRIKE_POINT);
  built.lever.applyImpulseAtPoint({ x: 0, y: -strikeImpulse(strength, c), z: 0 }, { x, y, z }, true);
}

/** Builds the world and brings it to the strike: the cubes settle in the cup, then the lever is struck. */
function prepare(input: VolleyInput, launch: Launch, c: SimConstants): BuiltWorld {
  const built = buildWorld(input, launch, c);
  if (launch.kind === 'lever') {
    for (let i = 0; i < c.settleSteps; i++) built.world.step();
    strike(built, input.strike.strength, c);
  }
  return built;
}

/**
 * Steps the prepared world until every cube and captain rests or is off the table, or the cap
 * (P5); `onStep` runs after each step (the trace's contact reading). Returns the steps taken.
 */
function run(
  built: BuiltWorld,
  sampler: BodySampler,
  c: SimConstants,
  onStep?: (step: number) => void,
): { steps: number; endReason: VolleyTrace['endReason'] } {
  const maxSteps = Math.round(c.maxSeconds / c.dt);
  const minSteps = Math.round(c.minSeconds / c.dt);
  const brakeStep = Math.round(c.leverBrakeSeconds / c.dt);
  sampler.sample(0);
  let step = 0;
  while (step < maxSteps) {
    step++;
    if (step === brakeStep) built.lever.setAngularDamping(c.leverBrakeDamping);
    built.world.step();
    onStep?.(step);
    if (step % c.sampleEvery === 0 && sampler.sample(step) && step >= minSteps)
      return { steps: step, endReason: 'rest' };
  }
  if (step % c.sampleEvery !== 0) sampler.sample(step);
  return { steps: step, endReason: 'cap' };
}

/**
 * Simulates a volley headlessly and records its trace: struck from the firer's lever with
 * `input.strike`, stepped at a fixed step until every cube and captain is at rest or off the
 * table, or the cap (P5). Pure in its inputs (P6). Needs initPhysics() to have resolved.
 */
export function simulateVolley(input: VolleyInput, constants: Partial<SimConstants> = {}): VolleyTrace {
  return simulateScene(input, { kind: 'lever' }, constants);
}

/** The same simulation with any launch: cubes struck from the lever, or placed and thrown (scenarios). */
export function simulateScene(
  input: VolleyInput,
  launch: Launch,
  constants: Partial<SimConstants> = {},
): VolleyTrace {
  const c: SimConstants = { ...DEFAULT_SIM_CONSTANTS, ...constants };
  const built = prepare(input, launch, c);
  try {
    const sampler = new BodySampler(built, c, true);
    const contacts = new ContactRecorder(built, c);
    const state = (body: number) => sampler.state(body);
    const { steps, endReason } = run(built, sampler, c, (step) => contacts.read(step, state));
    contacts.finish();
    return {
      version: 1,
      input,
      launch,
      dt: c.dt,
      sampleEvery: c.sampleEvery,
      steps,
      endReason,
      pieces: built.pieces,
      bodies: built.bodies,
      colliders: built.colliders,
      contacts: contacts.contacts,
      touches: contacts.touches,
      frames: sampler.frames,
      final: sampler.final,
    };
  } finally {
    built.world.free();
  }
}

/**
 * The same volley simulated bare: the same world, strike, sleeping and end rule, but no contacts
 * read, no frames recorded and no scoring (the bench's baseline). Returns the steps taken.
 */
export function stepVolleyBare(input: VolleyInput, constants: Partial<SimConstants> = {}): number {
  const c: SimConstants = { ...DEFAULT_SIM_CONSTANTS, ...constants };
  const built = prepare(input, { kind: 'lever' }, c);
  try {
    return run(built, new BodySampler(built, c, false), c).steps;
  } finally {
    built.world.free();
  }
}
