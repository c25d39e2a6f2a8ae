import { beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  DEFAULT_SIM_CONSTANTS,
  DEFAULT_THRESHOLDS,
  initPhysics,
  scoreVolley,
  simulateVolley,
  traceHash,
  type VolleyInput,
  type VolleyTrace,
} from '../../../src/physics';
import { CAPTAIN_HEIGHT_CM } from '../../../src/physics/captainSpec';
import { DECK_TOP_CM, HULL_HEIGHT_CM, STERN_TOP_CM } from '../../../src/physics/shipSpec';
import { sweepInput } from '../../../src/physics/sweep';
import { blueShip, DECK_SPOT, throwCubes } from './scenes';

beforeAll(async () => {
  await initPhysics();
});

const deckDrop = () => throwCubes([{ position: [DECK_SPOT.x, DECK_TOP_CM + 0.4 + 3, DECK_SPOT.z] }]);
const hullShot = () => throwCubes([{ position: [0, HULL_HEIGHT_CM / 2, 4], velocity: [0, 0, -300] }]);
const captainShot = () =>
  throwCubes(
    [{ position: [-2.15, STERN_TOP_CM + CAPTAIN_HEIGHT_CM / 2, 3], velocity: [0, 0, -250] }],
    [blueShip(true)],
  );

describe('physics rulings', () => {
  it('P1: scoring is a pure function of a stored trace and thresholds', () => {
    const trace = captainShot();
    const stored: VolleyTrace = JSON.parse(JSON.stringify(trace));
    const before = canonicalJson(trace);
    const first = scoreVolley(trace);
    expect(canonicalJson(trace)).toBe(before);
    expect(scoreVolley(stored)).toEqual(first);
    // New thresholds re-score the stored trace: no simulation needed.
    const strict = scoreVolley(stored, { ...DEFAULT_THRESHOLDS, dropDistance: 1.7, supportNormal: 0.95 });
    expect(strict.captains[0]?.drop).toBe(first.captains[0]?.drop);
    // ...and can change the outcome: the cube hit blue's captain under the defaults, but a hit
    // impulse above every recorded contact impulse leaves the same stored trace with no hit.
    expect(first.cubes[0]).toMatchObject({ award: 'hit', piece: 'blue', part: 'captain' });
    const strongest = Math.max(...stored.contacts.map((contact) => contact[3]));
    const numb = scoreVolley(stored, { ...DEFAULT_THRESHOLDS, hitImpulse: strongest + 1 });
    expect(numb.cubes[0]).toMatchObject({ award: 'none', hits: [] });
    // Judged two steps after the cube struck, the captain has not yet left its deck.
    expect(first.captains[0]).toMatchObject({ knockedOff: true });
    const hitStep = first.cubes[0]?.deciding?.step ?? 0;
    const early = scoreVolley(stored, { ...DEFAULT_THRESHOLDS, timeCap: (hitStep + 2) * stored.dt });
    expect(early.captains[0]).toMatchObject({ knockedOff: false });
    expect(early.best).toBe('hit');
    // Back to the defaults, the same stored trace scores as at first: nothing was re-simulated.
    expect(canonicalJson(stored)).toBe(before);
    expect(scoreVolley(stored)).toEqual(first);
  });

  it('P2: a hit needs a contact impulse at or above the hit threshold', () => {
    const trace = hullShot();
    const score = scoreVolley(trace);
    const impulse = score.cubes[0]?.deciding?.impulse ?? 0;
    const strongest = Math.max(
      ...trace.contacts.filter(([, , b]) => trace.colliders[b]?.kind === 'piece').map((c) => c[3]),
    );
    expect(scoreVolley(trace, { ...DEFAULT_THRESHOLDS, hitImpulse: strongest }).cubes[0]?.award).toBe('hit');
    expect(scoreVolley(trace, { ...DEFAULT_THRESHOLDS, hitImpulse: strongest + 0.01 }).cubes[0]?.award).toBe(
      'none',
    );
    expect(impulse).toBeGreaterThanOrEqual(DEFAULT_THRESHOLDS.hitImpulse);
  });

  it('P3: a landed cube rests on the target, off the sea, for the settle time', () => {
    const trace = deckDrop();
    const score = scoreVolley(trace);
    expect(score.cubes[0]?.award).toBe('landed');
    // Judged before it settled (time cap right after the touch down): not landed.
    const touchDown = score.cubes[0]?.deciding?.step ?? 0;
    const early = scoreVolley(trace, { ...DEFAULT_THRESHOLDS, timeCap: (touchDown + 2) * trace.dt });
    expect(early.cubes[0]?.award).not.toBe('landed');
    // The same drop onto the sea never lands, whatever the settle time.
    const sea = throwCubes([{ position: [1.45, 3.4, 3.2] }]);
    expect(scoreVolley(sea, { ...DEFAULT_THRESHOLDS, settleTime: 0.05 }).cubes[0]?.rest.kind).toBe('board');
  });

  it('P4: a captain is knocked off when it leaves its deck for the sea, not while its deck holds it', () => {
    const knocked = scoreVolley(captainShot()).captains[0];
    expect(knocked).toMatchObject({ knockedOff: true });
    expect(['touchingBoard', 'dropped', 'offTable']).toContain(knocked?.verdict);
    expect(knocked?.drop).toBeGreaterThan(DEFAULT_THRESHOLDS.dropDistance);
    // A captain nobody touches stays on its deck, whatever the drop threshold.
    const calm = throwCubes(
      [{ position: [DECK_SPOT.x, DECK_TOP_CM + 0.4 + 3, DECK_SPOT.z] }],
      [blueShip(true)],
    );
    const kept = scoreVolley(calm, { ...DEFAULT_THRESHOLDS, dropDistance: 0.3 }).captains[0];
    expect(kept).toMatchObject({ knockedOff: false, verdict: 'onDeck' });
  });

  it('P5: a volley ends when everything rests or is off the table, or at the time cap', () => {
    const trace = simulateVolley(sweepInput(5, 0));
    expect(trace.endReason).toBe('rest');
    const restSteps = Math.round(DEFAULT_SIM_CONSTANTS.restSeconds / trace.dt);
    trace.bodies.forEach((body, i) => {
      if (body.kind === 'lever') return;
      const final = trace.final[i];
      const settled =
        final?.offTableStep !== null || (final?.restingSince ?? trace.steps) <= trace.steps - restSteps;
      expect(settled).toBe(true);
    });
    const capped = simulateVolley(sweepInput(5, 0), { maxSeconds: 0.2 });
    expect(capped).toMatchObject({ endReason: 'cap', steps: 24 });
    expect(scoreVolley(capped).endedBy).toBe('cap');
    expect(scoreVolley(trace, { ...DEFAULT_THRESHOLDS, timeCap: 0.1 })).toMatchObject({
      judgedStep: 12,
      endedBy: 'cap',
    });
  });

  it('P6: the same scene, strike and seed give a byte-identical trace', () => {
    const input: VolleyInput = sweepInput(11, 3);
    const first = simulateVolley(input);
    simulateVolley(sweepInput(11, 4)); // another volley in between changes nothing
    const again = simulateVolley(JSON.parse(JSON.stringify(input)));
    expect(canonicalJson(again)).toBe(canonicalJson(first));
    expect(traceHash(again)).toBe(traceHash(first));
    expect(traceHash(JSON.parse(JSON.stringify(first)))).toBe(traceHash(first));
    // A different seed moves the cubes in the cup, and so the trace.
    expect(traceHash(simulateVolley({ ...input, seed: input.seed + 1 }))).not.toBe(traceHash(first));
  });
});
