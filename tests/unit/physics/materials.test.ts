import { beforeAll, describe, expect, it } from 'vitest';
import { bodyAt, initPhysics, scoreVolley, type VolleyTrace } from '../../../src/physics';
import { boardPart } from '../../../src/physics/boardSpec';
import { CAPTAIN_HALF_WIDTH_CM, CAPTAIN_HEIGHT_CM, CAPTAIN_PART } from '../../../src/physics/captainSpec';
import { CUBE_SIZE_CM } from '../../../src/physics/cubeSpec';
import { BOARD, WOOD } from '../../../src/physics/materials';
import { DECK_TOP_CM, STERN_TOP_CM } from '../../../src/physics/shipSpec';
import { DEFAULT_SIM_CONSTANTS } from '../../../src/physics/simConstants';
import { createWorldContext } from '../../../src/physics/worldContext';
import { blueShip, DECK_SPOT, throwCubes } from './scenes';

const H = CUBE_SIZE_CM / 2;
const G = 981;
/** Rapier averages the two sides of a contact. */
const pair = (a: number, b: number) => (a + b) / 2;

beforeAll(async () => {
  await initPhysics();
});

/** Highest point of cube 0 after its first touch, cm. */
function reboundTop(trace: VolleyTrace): number {
  const first = Math.min(...trace.touches.map(([, , from]) => from));
  let top = Number.NEGATIVE_INFINITY;
  for (let step = first; step <= Math.min(trace.steps, first + 60); step++)
    top = Math.max(top, bodyAt(trace, 0, step).position[1]);
  return top;
}

describe('wood that behaves like wood', () => {
  // Rapier's soft-CCD contacts (kept: without them a falling cube sinks up to 0.46 cm into the board)
  // resolve a slow impact partly before restitution acts: from under ~8 cm a cube rebounds to
  // 0.2–0.5 of e²·h, from 10 cm to about e²·h (docs/volley.md). Never bouncier than the material.
  it('a cube dropped flat 10 cm onto the sea rebounds to about e²·h (e = 0.3, wood on the board), never more', () => {
    const e = pair(WOOD.restitution, BOARD.restitution);
    for (const drop of [2, 6, 10]) {
      const trace = throwCubes([{ position: [0, H + drop, 12] }], []);
      const rebound = reboundTop(trace) - H;
      expect(rebound, `${drop} cm`).toBeLessThan(1.4 * e * e * drop);
      expect(rebound, `${drop} cm`).toBeGreaterThan(0);
      if (drop === 10) expect(rebound).toBeGreaterThan(0.6 * e * e * drop);
    }
  });

  it('a cube dropped flat 10 cm onto a wooden deck rebounds to about e²·h (e = 0.5, wood on wood) and stays aboard', () => {
    const e = WOOD.restitution;
    for (const drop of [2, 6, 10]) {
      const trace = throwCubes([{ position: [DECK_SPOT.x, DECK_TOP_CM + H + drop, 0] }]);
      const rebound = reboundTop(trace) - DECK_TOP_CM - H;
      expect(rebound, `${drop} cm`).toBeLessThan(1.4 * e * e * drop);
      expect(rebound, `${drop} cm`).toBeGreaterThan(0);
      if (drop === 10) expect(rebound).toBeGreaterThan(0.6 * e * e * drop);
      expect(scoreVolley(trace).cubes[0], `${drop} cm`).toMatchObject({ award: 'landed', piece: 'blue' });
    }
  });

  it('a captain lying on the sea at 60 cm/s slides about v²/(2μg) = 4.1 cm (μ = 0.45) and stops', () => {
    const c = DEFAULT_SIM_CONSTANTS;
    const ctx = createWorldContext(c);
    const ground = ctx.fixedBody({ position: [0, 0, 0], rotation: [0, 0, 0, 1] });
    ctx.addCollider(boardPart({ minX: -50, maxX: 50, minZ: -50, maxZ: 50 }), ground, { kind: 'board' });
    // on its side: the pawn's long axis along x, resting on a flat face, sliding along +x
    const body = ctx.dynamicBody(
      {
        position: [-CAPTAIN_HEIGHT_CM / 2, CAPTAIN_HALF_WIDTH_CM, 0],
        rotation: [0, 0, -Math.SQRT1_2, Math.SQRT1_2],
      },
      { linvel: [60, 0, 0] },
    );
    ctx.addCollider(CAPTAIN_PART, body, { kind: 'captain', body: 0, ship: 'blue' });
    const start = body.translation().x;
    for (let i = 0; i < 120; i++) ctx.world.step();
    const slid = body.translation().x - start;
    const mu = pair(WOOD.friction, BOARD.friction);
    const expected = (60 * 60) / (2 * mu * G);
    expect(slid).toBeGreaterThan(0.8 * expected);
    expect(slid).toBeLessThan(1.2 * expected);
    expect(Math.hypot(body.linvel().x, body.linvel().z)).toBeLessThan(1);
    ctx.world.free();
  });

  it('a captain knocked onto the sea slides no further than v²/(2μg) from the speed it lands with', () => {
    const y = STERN_TOP_CM + CAPTAIN_HEIGHT_CM / 2;
    const mu = pair(WOOD.friction, BOARD.friction);
    for (const speed of [150, 250]) {
      const trace = throwCubes([{ position: [-2.15, y, 3], velocity: [0, 0, -speed] }], [blueShip(true)]);
      const captain = trace.bodies.findIndex((b) => b.kind === 'captain');
      const collider = trace.colliders.findIndex((o) => o.kind === 'captain');
      const sea = trace.colliders.findIndex((o) => o.kind === 'board');
      const first = Math.min(
        ...trace.touches
          .filter(([a, b]) => (a === collider && b === sea) || (a === sea && b === collider))
          .map(([, , from]) => from),
      );
      const before = bodyAt(trace, captain, first - 2).position;
      const at = bodyAt(trace, captain, first).position;
      const end = bodyAt(trace, captain, trace.steps).position;
      const landing = Math.hypot(at[0] - before[0], at[2] - before[2]) / (2 * trace.dt);
      const slid = Math.hypot(end[0] - at[0], end[2] - at[2]);
      expect(scoreVolley(trace).captains[0]?.knockedOff, `${speed} cm/s`).toBe(true);
      expect(slid, `${speed} cm/s: ${landing.toFixed(0)} cm/s at the sea`).toBeLessThan(
        1.2 * ((landing * landing) / (2 * mu * G)),
      );
      expect(slid).toBeLessThan(26);
    }
  });
});
