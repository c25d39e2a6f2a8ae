import type { RigidBody } from '@dimforge/rapier3d-compat';
import { OFF_TABLE_Y_CM } from './boardSpec';
import type { BuiltWorld } from './buildWorld';
import type { SimConstants } from './simConstants';
import { type FinalBody, FRAME_SCALE } from './traceTypes';

/** How the contact reader treats a tracked body this step. */
export type BodyState = 'gone' | 'still' | 'moving';

/**
 * Samples the cubes, captains and lever every few steps. It runs the simulation's own rules
 * (the same with or without a trace): a body below the table is gone and taken out of the world,
 * a body still for `sleepSeconds` (the lever too) is put to sleep (it wakes when touched), and the volley ends when
 * every cube and captain has been still or gone for `restSeconds` (P5). With `record`, it also
 * writes the fixed-point frames of the trace.
 */
export class BodySampler {
  readonly frames: number[][] = [];
  readonly final: FinalBody[];
  private readonly last: number[][];
  /** Step at which each body's current still run began, or null while it moves. */
  private readonly stillSince: (number | null)[];
  private readonly settles: boolean[];
  /** Each body's speed (cm/s) and spin (rad/s) when last read awake. */
  private readonly speeds: number[];
  private readonly spins: number[];
  private lastSample = 0;

  constructor(
    private readonly built: BuiltWorld,
    private readonly c: SimConstants,
    private readonly record: boolean,
  ) {
    this.final = built.bodies.map(() => ({ offTableStep: null, restingSince: null }));
    this.last = built.bodies.map(() => []);
    this.stillSince = built.bodies.map(() => null);
    this.settles = built.bodies.map((b) => b.kind !== 'lever');
    this.speeds = built.bodies.map(() => 0);
    this.spins = built.bodies.map(() => 0);
  }

  /** How fast a body moved when last read awake: speed cm/s and spin rad/s (0 once asleep). */
  motion(body: number): { speed: number; spin: number; asleep: boolean } {
    const tracked = this.built.tracked[body]?.body;
    const asleep = tracked?.isSleeping() ?? true;
    return asleep
      ? { speed: 0, spin: 0, asleep }
      : { speed: this.speeds[body] ?? 0, spin: this.spins[body] ?? 0, asleep };
  }

  /** Steps a body has been still for at the last sample (0 while it moves). */
  stillFor(body: number): number {
    const since = this.stillSince[body];
    return since === null || since === undefined ? 0 : this.lastSample - since;
  }

  /**
   * Gone once off the table; still once two samples in a row found it under the rest speed and
   * spin (so a hop's apex is not taken for rest); moving otherwise.
   */
  state(body: number): BodyState {
    if (this.final[body]?.offTableStep !== null) return 'gone';
    const since = this.stillSince[body];
    return since !== null && since !== undefined && this.lastSample - since >= this.c.sampleEvery
      ? 'still'
      : 'moving';
  }

  /** Samples every body at `step`; returns whether every cube and captain has been still or gone long enough. */
  sample(step: number): boolean {
    this.lastSample = step;
    const frame: number[] = [step];
    const restSteps = this.c.restSeconds / this.c.dt;
    const sleepSteps = this.c.sleepSeconds / this.c.dt;
    let allSettled = true;
    for (const [i, { body }] of this.built.tracked.entries()) {
      const final = this.final[i] as FinalBody;
      const last = this.last[i] as number[];
      if (final.offTableStep !== null || (last.length > 0 && body.isSleeping())) {
        // Gone or asleep: where it was last seen, not moving (a sleeping body moves only once woken).
        if (this.record)
          frame.push(
            last[0] ?? 0,
            last[1] ?? 0,
            last[2] ?? 0,
            last[3] ?? 0,
            last[4] ?? 0,
            last[5] ?? 0,
            last[6] ?? 0,
            0,
            0,
          );
        if (final.offTableStep === null) this.stillSince[i] ??= step;
        if (
          this.settles[i] &&
          final.offTableStep === null &&
          step - (this.stillSince[i] ?? step) < restSteps
        ) {
          allSettled = false;
        }
        if (final.offTableStep === null) final.restingSince = this.stillSince[i] ?? null;
        continue;
      }
      if (!this.read(i, body, step, frame)) continue;
      const since = this.stillSince[i] ?? null;
      final.restingSince = since;
      if (since !== null && step - since >= sleepSteps) body.sleep();
      if (this.settles[i] && (since === null || step - since < restSteps)) allSettled = false;
    }
    if (this.record) this.frames.push(frame);
    return allSettled;
  }

  /** Reads one awake body into the frame and the rest check; false once it has gone off the table. */
  private read(i: number, body: RigidBody, step: number, frame: number[]): boolean {
    const { position: P, rotation: Q, speed: S, spin: W } = FRAME_SCALE;
    const t = body.translation();
    const v = body.linvel();
    const w = body.angvel();
    const speed = Math.hypot(v.x, v.y, v.z);
    const spin = Math.hypot(w.x, w.y, w.z);
    this.speeds[i] = speed;
    this.spins[i] = spin;
    if (!Number.isFinite(t.x + t.y + t.z + speed + spin))
      throw new Error(`non-finite state of body ${i} at step ${step}`);
    const row = this.last[i] as number[];
    row[0] = Math.round(t.x * P);
    row[1] = Math.round(t.y * P);
    row[2] = Math.round(t.z * P);
    if (this.record) {
      const q = body.rotation();
      row[3] = Math.round(q.x * Q);
      row[4] = Math.round(q.y * Q);
      row[5] = Math.round(q.z * Q);
      row[6] = Math.round(q.w * Q);
      frame.push(
        row[0],
        row[1],
        row[2],
        row[3],
        row[4],
        row[5],
        row[6],
        Math.round(speed * S),
        Math.round(spin * W),
      );
    }
    if (t.y < OFF_TABLE_Y_CM) {
      (this.final[i] as FinalBody).offTableStep = step;
      body.setEnabled(false);
      return false;
    }
    const still = speed < this.c.restSpeed && spin < this.c.restSpin;
    this.stillSince[i] = still ? (this.stillSince[i] ?? step) : null;
    return true;
  }
}
