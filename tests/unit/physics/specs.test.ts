import { describe, expect, it } from 'vitest';
import { FACINGS, neighborOf, standardMap } from '../../../src/engine';
import {
  CAPTAIN_PART,
  CUBE_PART,
  CUBE_SIZE_CM,
  HEX_RADIUS_CM,
  LEVER_PARTS,
  leverRestPose,
  type PartSpec,
  PIECE_SPECS,
  SPACE_CM,
} from '../../../src/physics';
import { hexWorld } from '../../../src/physics/boardLayout';
import { BASE_SINK_CM } from '../../../src/physics/boardSpec';
import { LEVER_REST_ANGLE, LEVER_STOP_ANGLE } from '../../../src/physics/leverSpec';
import { shapeVolume } from '../../../src/physics/shapeSpec';
import { DECK_TOP_CM } from '../../../src/physics/shipSpec';
import { mulQuat, tiltQuat, toWorld, type Vec3 } from '../../../src/physics/vec';

/** Corners (or extreme points) of a part in its owner's frame. */
function extremes(part: PartSpec): Vec3[] {
  const s = part.shape;
  const local: Vec3[] =
    s.type === 'box'
      ? [-1, 1].flatMap((x) =>
          [-1, 1].flatMap((y) =>
            [-1, 1].map((z) => [x * s.halfExtents[0], y * s.halfExtents[1], z * s.halfExtents[2]] as Vec3),
          ),
        )
      : s.type === 'convex'
        ? [...s.points]
        : s.type === 'ball'
          ? [
              [s.radius, 0, 0],
              [-s.radius, 0, 0],
              [0, s.radius, 0],
              [0, -s.radius, 0],
              [0, 0, s.radius],
              [0, 0, -s.radius],
            ]
          : [-1, 1].flatMap(
              (y) =>
                [
                  [s.radius, y * s.halfHeight, 0],
                  [-s.radius, y * s.halfHeight, 0],
                  [0, y * s.halfHeight, s.radius],
                  [0, y * s.halfHeight, -s.radius],
                ] as Vec3[],
            );
  return local.map((p) => toWorld(part.offset, part.rotation ?? [0, 0, 0, 1], p));
}

describe('shape specs', () => {
  it('uses the shared board scale: R ≈ 3 cm, one space = √3·R', () => {
    expect(HEX_RADIUS_CM).toBeCloseTo(3, 5);
    // A pointy-top hex of circumradius 3 cm is 5.196 cm across its flats (2 × 3 × cos 30° = 5.19615…),
    // the distance between two neighbouring centres on the printed board.
    expect(SPACE_CM).toBeCloseTo(5.196, 3);
    // ...and where the board layout (honeycomb-grid's hex centres) puts neighbouring spaces.
    const from = standardMap.tower;
    for (const facing of FACINGS) {
      const a = hexWorld(standardMap, from);
      const b = hexWorld(standardMap, neighborOf(from, facing));
      expect(Math.hypot(b.x - a.x, b.z - a.z), `facing ${facing}`).toBeCloseTo(SPACE_CM, 6);
    }
  });

  it('cubes are 0.8–1 cm of wood (~0.65 g/cm³)', () => {
    expect(CUBE_SIZE_CM).toBeGreaterThanOrEqual(0.8);
    expect(CUBE_SIZE_CM).toBeLessThanOrEqual(1);
    const mass = shapeVolume(CUBE_PART.shape) * CUBE_PART.material.density;
    expect(mass).toBeGreaterThan(0.3);
    expect(mass).toBeLessThan(0.7);
    for (const part of [
      CUBE_PART,
      CAPTAIN_PART,
      ...LEVER_PARTS,
      ...Object.values(PIECE_SPECS).flatMap((s) => s.parts),
    ]) {
      expect(part.material.density).toBeGreaterThanOrEqual(0.6);
      expect(part.material.density).toBeLessThanOrEqual(0.7);
    }
  });

  it('every piece stays inside its own space (the apothem √3/2·R) and stands on the board', () => {
    const apothem = (Math.sqrt(3) / 2) * HEX_RADIUS_CM;
    for (const spec of Object.values(PIECE_SPECS)) {
      for (const point of spec.parts.flatMap(extremes)) {
        expect(Math.hypot(point[0], point[2])).toBeLessThanOrEqual(HEX_RADIUS_CM + 1e-9);
        expect(Math.abs(point[0])).toBeLessThanOrEqual(apothem + 0.01);
        expect(point[1]).toBeGreaterThanOrEqual(-BASE_SINK_CM - 1e-9);
      }
    }
  });

  it('each lever throws forward: its cup behind the pivot, the struck end in front, the stop above the rest', () => {
    expect(LEVER_STOP_ANGLE).toBeLessThan(LEVER_REST_ANGLE);
    for (const [kind, spec] of Object.entries(PIECE_SPECS)) {
      const rest = leverRestPose(kind as keyof typeof PIECE_SPECS, 0, 0, 0);
      const cup = LEVER_PARTS[1] as PartSpec;
      expect(toWorld(rest.position, rest.rotation, cup.offset)[0]).toBeLessThan(spec.lever.pivot[0]);
      // At the upper stop the struck end clears the piece's top surfaces.
      const stop = {
        position: rest.position,
        rotation: mulQuat([0, 0, 0, 1], tiltQuat(spec.lever.stopAngle)),
      };
      const lowest = Math.min(
        ...LEVER_PARTS.flatMap(extremes).map((p) => toWorld(stop.position, stop.rotation, p)[1]),
      );
      if (kind === 'ship') expect(lowest).toBeGreaterThan(DECK_TOP_CM + 0.2);
    }
  });

  it('a ship carries a stand for its captain on the stern', () => {
    expect(PIECE_SPECS.ship.captainStand).toBeDefined();
    expect(PIECE_SPECS.kraken.captainStand).toBeUndefined();
    expect(PIECE_SPECS.tower.onIsland).toBe(true);
  });
});
