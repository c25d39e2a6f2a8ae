import { describe, expect, it } from 'vitest';
import { offsetToKey, standardMap } from '../../../src/engine';
import { hexWorld } from '../../../src/physics/boardLayout';
import { SPACE_CM } from '../../../src/physics/boardSpec';
import type { CubeRest, VolleyScore } from '../../../src/physics/scoreTypes';
import { FRAME_SCALE, FRAME_STRIDE, type VolleyTrace } from '../../../src/physics/traceTypes';
import { cubeSpots } from '../../../src/table/cubeSpots';

/** Island D of the standard board: column 8 of row 8 in its drawing (0-based). */
const D = hexWorld(standardMap, offsetToKey(8, 8));
const STEP = 100;

/** A trace judged at STEP with one cube per entry lying at its point; the last collider is the red ship's hull. */
function volley(cubes: { at: { x: number; z: number }; rest: CubeRest; onRedShip?: boolean }[]) {
  const frame = [STEP];
  for (const { at } of cubes) {
    const body = Array<number>(FRAME_STRIDE).fill(0);
    body[0] = Math.round(at.x * FRAME_SCALE.position);
    body[1] = 1500;
    body[2] = Math.round(at.z * FRAME_SCALE.position);
    frame.push(...body);
  }
  const hull = cubes.length;
  const trace = {
    bodies: cubes.map((_, cube) => ({ kind: 'cube', cube })),
    colliders: [
      ...cubes.map((_, body) => ({ kind: 'cube', body })),
      { kind: 'piece', piece: 'red', part: 'hull' },
    ],
    touches: cubes.flatMap((cube, index) => (cube.onRedShip ? [[index, hull, 0, STEP, 1]] : [])),
    contacts: [],
    frames: [frame],
    final: cubes.map(() => ({ offTableStep: null, restingSince: 0 })),
  } as unknown as VolleyTrace;
  const score = {
    judgedStep: STEP,
    cubes: cubes.map(({ rest }, cube) => ({ cube, rest })),
  } as unknown as VolleyScore;
  return { trace, score };
}

describe('where the cubes of a volley lie', () => {
  it('a cube the score has on a target lies on that piece; one off the table is off the board', () => {
    const { trace, score } = volley([
      { at: D, rest: { kind: 'target', piece: 'blue', part: 'hull' } },
      { at: { x: 500, z: 0 }, rest: { kind: 'gone' } },
      { at: D, rest: { kind: 'moving' } },
    ]);
    expect(cubeSpots(trace, score, standardMap)).toEqual([
      { kind: 'piece', piece: 'blue' },
      { kind: 'offBoard' },
      { kind: 'rolling' },
    ]);
  });

  it('a cube resting on a piece that is no target (the firer’s own ship) lies on it', () => {
    const { trace, score } = volley([{ at: D, rest: { kind: 'other' }, onRedShip: true }]);
    expect(cubeSpots(trace, score, standardMap)).toEqual([{ kind: 'piece', piece: 'red' }]);
  });

  it('on the board: on an island by its letter, in the sea by the nearest island and its side', () => {
    const { trace, score } = volley([
      { at: D, rest: { kind: 'board' } },
      { at: { x: D.x + SPACE_CM, z: D.z }, rest: { kind: 'board' } },
      { at: { x: D.x - SPACE_CM / 2, z: D.z - 0.75 * SPACE_CM * Math.sqrt(3) }, rest: { kind: 'board' } },
    ]);
    const spots = cubeSpots(trace, score, standardMap);
    expect(spots[0]).toEqual({ kind: 'land', landmark: { kind: 'island', island: 'D' } });
    expect(spots[1]).toMatchObject({
      kind: 'sea',
      near: { landmark: { kind: 'island', island: 'D' }, spaces: 1, direction: 'east' },
    });
    // up the board (north) and a little to the west: more north than north-west
    expect(spots[2]).toMatchObject({
      kind: 'sea',
      near: { landmark: { kind: 'island', island: 'D' }, spaces: 1, direction: 'north' },
    });
  });

  it('beyond the last spaces of the board a cube is at its edge; without landmarks the sea has none', () => {
    const { trace, score } = volley([
      { at: { x: D.x, z: D.z + 4 * SPACE_CM }, rest: { kind: 'board' } },
      { at: { x: D.x + SPACE_CM, z: D.z }, rest: { kind: 'board' } },
    ]);
    const spots = cubeSpots(trace, score, standardMap, false);
    expect(spots[0]).toEqual({ kind: 'edge' });
    expect(spots[1]).toEqual({ kind: 'sea', hex: offsetToKey(9, 8), near: null });
  });
});
