import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, initPhysics, scoreVolley, simulateVolley } from '../../../src/physics';
import { CAPTAIN_HEIGHT_CM } from '../../../src/physics/captainSpec';
import {
  DECK_TOP_CM,
  HULL_HEIGHT_CM,
  SHIP_HALF_BEAM_CM,
  STERN_TOP_CM,
  TAFFRAIL_HEIGHT_CM,
} from '../../../src/physics/shipSpec';
import { blueShip, cubeContactsWith, DECK_SPOT, FAR_KRAKEN, throwCubes } from './scenes';

/** Half a cube, cm. */
const H = 0.4;
/** Centre of the stern castle's top along x (where the captain stands), cm. */
const STERN_X = -2.15;

beforeAll(async () => {
  await initPhysics();
});

describe('volley scenarios', () => {
  it("a cube dropped a few cm onto an opponent's deck is landed", () => {
    const trace = throwCubes([{ position: [DECK_SPOT.x, DECK_TOP_CM + H + 3, DECK_SPOT.z] }]);
    const score = scoreVolley(trace);
    expect(score.cubes[0]).toMatchObject({ award: 'landed', piece: 'blue', part: 'deck' });
    expect(score.outcome).toEqual({
      source: 'kraken',
      best: 'landed',
      captainsKnockedOff: [],
      shipsHit: ['blue'],
    });
  });

  it('the same cube dropped onto the sea beside the ship scores nothing', () => {
    const trace = throwCubes([{ position: [DECK_SPOT.x, H + 3, SHIP_HALF_BEAM_CM + 2] }]);
    const score = scoreVolley(trace);
    expect(score.cubes[0]).toMatchObject({ award: 'none', rest: { kind: 'board' } });
    expect(score.outcome.best).toBe('none');
  });

  it('a cube thrown fast into a hull is a hit and not landed', () => {
    const trace = throwCubes([{ position: [0, HULL_HEIGHT_CM / 2, 4], velocity: [0, 0, -300] }]);
    const score = scoreVolley(trace);
    expect(score.cubes[0]).toMatchObject({ award: 'hit', piece: 'blue', part: 'hull' });
    expect(score.cubes[0]?.deciding?.impulse).toBeGreaterThanOrEqual(DEFAULT_THRESHOLDS.hitImpulse);
    expect(score.outcome).toEqual({
      source: 'kraken',
      best: 'hit',
      captainsKnockedOff: [],
      shipsHit: ['blue'],
    });
  });

  it('a cube thrown into a standing captain at deck height knocks it off', () => {
    const y = STERN_TOP_CM + CAPTAIN_HEIGHT_CM / 2;
    const trace = throwCubes([{ position: [STERN_X, y, 3], velocity: [0, 0, -250] }], [blueShip(true)]);
    const score = scoreVolley(trace);
    expect(score.captains).toEqual([
      expect.objectContaining({ ship: 'blue', target: true, knockedOff: true }),
    ]);
    expect(score.outcome).toEqual({
      source: 'kraken',
      best: 'knockedOff',
      captainsKnockedOff: ['blue'],
      shipsHit: ['blue'],
    });
  });

  it('a cube barely touching a captain does not knock it off', () => {
    const y = STERN_TOP_CM + CAPTAIN_HEIGHT_CM * 0.6;
    // Starts 0.15 cm from the pawn's head, drifting towards it at 10 cm/s: a brush, then it falls.
    const trace = throwCubes(
      [{ position: [STERN_X, y, 0.3 + H + 0.15], velocity: [0, 0, -10] }],
      [blueShip(true)],
    );
    const score = scoreVolley(trace);
    const touched = trace.touches.some(
      ([a, b]) => trace.colliders[a]?.kind === 'cube' && trace.colliders[b]?.kind === 'captain',
    );
    expect(touched).toBe(true);
    expect(score.captains).toEqual([
      expect.objectContaining({ ship: 'blue', knockedOff: false, verdict: 'onDeck' }),
    ]);
    expect(score.outcome.captainsKnockedOff).toEqual([]);
  });

  it('a volley from the Kraken never scores the Kraken', () => {
    const kraken = { ...FAR_KRAKEN, x: 0, z: 0 };
    const trace = throwCubes([{ position: [0, 1.2, 4], velocity: [0, 0, -300] }], [], kraken);
    expect(
      cubeContactsWith(trace, 'kraken').some(([, , , impulse]) => impulse >= DEFAULT_THRESHOLDS.hitImpulse),
    ).toBe(true);
    expect(scoreVolley(trace).outcome).toEqual({
      source: 'kraken',
      best: 'none',
      captainsKnockedOff: [],
      shipsHit: [],
    });
    // A real volley at the weakest strike drops its cubes onto and round the Kraken: still nothing.
    const weak = simulateVolley({ firing: kraken, others: [], strike: { strength: 0 }, seed: 3 });
    expect(scoreVolley(weak).best).toBe('none');
  });

  it('a volley from your own ship never scores your own ship', () => {
    const red = { kind: 'ship', id: 'red', x: 0, z: 0, yaw: 0 } as const;
    const trace = throwCubes([{ position: [0, HULL_HEIGHT_CM / 2, 4], velocity: [0, 0, -300] }], [], red);
    expect(cubeContactsWith(trace, 'red').length).toBeGreaterThan(0);
    expect(scoreVolley(trace).outcome).toEqual({
      source: 'ship',
      best: 'none',
      captainsKnockedOff: [],
      shipsHit: [],
    });
    // Fired from the Kraken, your own ship is on the board but no target (V2).
    const own = throwCubes(
      [{ position: [0, HULL_HEIGHT_CM / 2, 4], velocity: [0, 0, -300] }],
      [{ ...blueShip(true), id: 'red', isTarget: false }],
    );
    expect(scoreVolley(own).outcome).toEqual({
      source: 'kraken',
      best: 'none',
      captainsKnockedOff: [],
      shipsHit: [],
    });
  });

  it('a captain already down cannot be knocked off', () => {
    const y = STERN_TOP_CM + CAPTAIN_HEIGHT_CM / 2;
    const trace = throwCubes([{ position: [STERN_X, y, 3], velocity: [0, 0, -250] }], [blueShip(false)]);
    expect(trace.bodies.some((body) => body.kind === 'captain')).toBe(false);
    const score = scoreVolley(trace);
    expect(score.captains).toEqual([]);
    expect(score.outcome.captainsKnockedOff).toEqual([]);
    expect(score.best).not.toBe('knockedOff');
  });

  it('a cube skimming just above a hull without touching is not a hit', () => {
    // 0.1 cm over the stern castle's taffrail, fast across the beam: it falls 0.03 cm while crossing.
    const trace = throwCubes([
      {
        position: [STERN_X, STERN_TOP_CM + TAFFRAIL_HEIGHT_CM + H + 0.1, SHIP_HALF_BEAM_CM + H + 0.05],
        velocity: [0, 0, -400],
      },
    ]);
    expect(cubeContactsWith(trace, 'blue')).toEqual([]);
    const score = scoreVolley(trace);
    expect(score.cubes[0]?.hits).toEqual([]);
    expect(score.outcome.best).toBe('none');
  });
});
