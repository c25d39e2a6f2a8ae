import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics, scoreVolley, simulateVolley, traceHash } from '../../../src/physics';
import { reachableScene } from '../../../src/physics/reachableScene';
import { SceneSampler } from '../../../src/physics/sceneSampler';
import { sweepInput } from '../../../src/physics/sweep';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';

/** Pieces whose colliders a volley's cubes touched (a standing captain touches its own ship all along). */
function touchedPieces(trace: ReturnType<typeof simulateVolley>): Set<string> {
  const pieces = new Set<string>();
  for (const [, a, b] of trace.contacts) {
    for (const [cube, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const owner = trace.colliders[other];
      if (trace.colliders[cube]?.kind !== 'cube' || owner?.kind !== 'piece') continue;
      if (owner.piece !== trace.input.firing.id) pieces.add(owner.piece);
    }
  }
  return pieces;
}

describe('the captains’ sampling path', () => {
  beforeAll(() => initPhysics());

  it('steps nothing once every body sleeps: the traces of the tune’s first volleys keep their hashes', () => {
    // Hashes of sweep volleys 0–2 (seed 1): recorded before the sleeping worlds stopped being stepped
    // (a5c34d73…, 98036091…, ccc2aede…), re-recorded once the ship got its stern taffrail (issue 19).
    const hashes = [0, 1, 2].map((i) => traceHash(simulateVolley(sweepInput(1, i))));
    expect(hashes).toEqual(['4b7f095198fa74ff', 'b5c68ec3c7ca0cc5', 'f8bc9b443200525e']);
  });

  it('never leaves out a piece the cubes touch in the whole scene', () => {
    let touched = 0;
    for (let i = 0; i < 150; i++) {
      const input = sweepInput(3, i);
      const kept = new Set(reachableScene(input, input.strike.strength).others.map((piece) => piece.id));
      for (const piece of touchedPieces(simulateVolley(input))) {
        touched += 1;
        expect(kept.has(piece), `volley ${i} (seed 3) touched ${piece}`).toBe(true);
      }
    }
    expect(touched, `${touched} pieces touched`).toBeGreaterThan(10);
  });

  it('flies the volley simulateVolley flies in the reachable scene, judged as soon as it is decided', () => {
    let shorter = 0;
    let scored = 0;
    for (let i = 0; i < 16; i++) {
      const input = sweepInput(5, i);
      const strength = input.strike.strength;
      const sampler = new SceneSampler(input, strength);
      for (const seed of [11, 12]) {
        const fast = sampler.trace(strength, seed, DEFAULT_THRESHOLDS);
        const whole = simulateVolley({ ...reachableScene(input, strength), seed });
        const label = `volley ${i} (seed 5), cup seed ${seed}`;
        expect(fast.frames, label).toEqual(whole.frames.slice(0, fast.frames.length));
        expect(scoreVolley(fast).outcome, label).toEqual(scoreVolley(whole).outcome);
        if (fast.steps < whole.steps) shorter += 1;
        if (scoreVolley(whole).outcome.best !== 'none') scored += 1;
      }
    }
    expect(shorter).toBeGreaterThan(16);
    expect(scored).toBeGreaterThan(0);
  });
});
