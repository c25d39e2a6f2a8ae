import { readFileSync } from 'node:fs';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import type { PartSpec, ShapeSpec } from '../../../src/physics/shapeSpec';
import { rotate, type Vec3 } from '../../../src/physics/vec';
import { MODEL_NAMES, type ModelName, modelParts } from '../../../src/scene/modelParts';

/** Extreme points of a shape along the axes, computed from the spec alone (not from any mesh). */
function shapeExtremes(shape: ShapeSpec): Vec3[] {
  switch (shape.type) {
    case 'box': {
      const [x, y, z] = shape.halfExtents;
      return [-1, 1].flatMap((sx) =>
        [-1, 1].flatMap((sy) => [-1, 1].map((sz) => [sx * x, sy * y, sz * z] as Vec3)),
      );
    }
    case 'cylinder': {
      const { radius: r, halfHeight: h } = shape;
      return [-h, h].flatMap(
        (y) =>
          [
            [r, y, 0],
            [-r, y, 0],
            [0, y, r],
            [0, y, -r],
          ] as Vec3[],
      );
    }
    case 'ball': {
      const r = shape.radius;
      return [
        [r, 0, 0],
        [-r, 0, 0],
        [0, r, 0],
        [0, -r, 0],
        [0, 0, r],
        [0, 0, -r],
      ];
    }
    case 'convex':
      return [...shape.points];
    default: {
      const never: never = shape;
      throw new Error(String(never));
    }
  }
}

function specBounds(parts: readonly PartSpec[]) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    for (const point of shapeExtremes(part.shape)) {
      const placed = part.rotation ? rotate(part.rotation, point) : point;
      for (let axis = 0; axis < 3; axis++) {
        const value = (placed[axis] ?? 0) + (part.offset[axis] ?? 0);
        min[axis] = Math.min(min[axis] ?? 0, value);
        max[axis] = Math.max(max[axis] ?? 0, value);
      }
    }
  }
  return { min, max };
}

/**
 * The pieces' sizes on the table, cm, written down rather than computed: a 0.8 cm cube, a 1.7 cm captain
 * standing on its base, a ship about 5 cm from stern to bow, a tower standing on its island's top (0.5 cm,
 * sunk 0.1 cm into the board), an island 0.96 of a 3 cm hex. A slip in a spec (a half extent given as a
 * full one, a part offset the wrong way) moves both the spec and the model built from it: only sizes
 * known apart from both catch it.
 */
const TABLE_BOUNDS: Readonly<Record<ModelName, { min: Vec3; max: Vec3 }>> = {
  ship: { min: [-2.55, -0.1, -1.48], max: [2.6, 2.6, 1.48] },
  kraken: { min: [-2, -0.1, -2], max: [2, 4.2, 2] },
  tower: { min: [-1.6, 0.4, -1.6], max: [1.6, 7.3, 1.6] },
  lever: { min: [-1.63, -0.47, -1.49], max: [0.6, 0.16, 1.49] },
  captain: { min: [-0.3, 0, -0.3], max: [0.3, 1.7, 0.3] },
  cube: { min: [-0.4, -0.4, -0.4], max: [0.4, 0.4, 0.4] },
  island: { min: [-2.494, -0.1, -2.88], max: [2.494, 0.5, 2.88] },
};

/** A space's circumradius, cm: a piece standing on it stays inside it, clear of its neighbours. */
const SPACE_RADIUS = 3;

function expectBounds(
  label: string,
  bounds: { min: number[]; max: number[] },
  expected: { min: Vec3; max: Vec3 },
) {
  for (let axis = 0; axis < 3; axis++) {
    expect(bounds.min[axis], `${label} min[${axis}]`).toBeCloseTo(expected.min[axis] ?? 0, 2);
    expect(bounds.max[axis], `${label} max[${axis}]`).toBeCloseTo(expected.max[axis] ?? 0, 2);
  }
}

describe('models/*.glb and the physics shape specs have the table’s sizes', () => {
  const io = new NodeIO();
  for (const name of MODEL_NAMES) {
    it(`${name}: the .glb's body and its colliders span the piece's size on the table`, async () => {
      const document = await io.readBinary(new Uint8Array(readFileSync(`models/${name}.glb`)));
      // the body node: the collider parts (or a stand-in of their extent); decor sits beside it
      const body = document
        .getRoot()
        .listNodes()
        .find((node) => node.getName() === name);
      if (!body) throw new Error(`${name}.glb has no body node`);
      expectBounds(`${name}.glb`, getBounds(body), TABLE_BOUNDS[name]);
      expectBounds(`${name} spec`, specBounds(modelParts(name)), TABLE_BOUNDS[name]);
    });
  }

  it('a ship, the Kraken and a tower each stand inside one space', () => {
    for (const name of ['ship', 'kraken', 'tower'] as const) {
      const { min, max } = specBounds(modelParts(name));
      const corners = [min[0], max[0]].flatMap((x) =>
        [min[2], max[2]].map((z) => Math.hypot(x ?? 0, z ?? 0)),
      );
      expect(Math.max(...corners), name).toBeLessThan(SPACE_RADIUS);
    }
  });
});

describe('the look beyond the colliders', () => {
  const io = new NodeIO();
  const decorOf = async (name: string) => {
    const document = await io.readBinary(new Uint8Array(readFileSync(`models/${name}.glb`)));
    const decor = document
      .getRoot()
      .listNodes()
      .find((node) => node.getName() === `${name}-decor`);
    return decor?.listChildren().map((child) => child.getName()) ?? [];
  };

  it("the ship carries a mast, a yard and a sail (repainted in its player's flag)", async () => {
    expect(await decorOf('ship')).toEqual(expect.arrayContaining(['mast', 'yard', 'sail']));
  });

  it('the Kraken has eight tentacles and two eyes', async () => {
    const names = await decorOf('kraken');
    expect(names.filter((n) => n.startsWith('tentacle-'))).toHaveLength(8);
    expect(names.filter((n) => n.startsWith('eye-'))).toHaveLength(2);
  });

  it("the tower has six merlons, none on the lever's line", async () => {
    const document = await io.readBinary(new Uint8Array(readFileSync('models/tower.glb')));
    const merlons = document
      .getRoot()
      .listNodes()
      .filter((node) => node.getName().startsWith('merlon-'));
    expect(merlons).toHaveLength(6);
    for (const merlon of merlons) {
      const { min, max } = getBounds(merlon);
      // the lever swings in the plane z = 0 (0.4 cm wide): no merlon reaches it
      expect(Math.min(Math.abs(min[2] ?? 0), Math.abs(max[2] ?? 0)), merlon.getName()).toBeGreaterThan(0.2);
      expect(Math.sign(min[2] ?? 0), merlon.getName()).toBe(Math.sign(max[2] ?? 0));
    }
  });
});

describe('models/*.glb are up to date', () => {
  for (const name of MODEL_NAMES) {
    it(`${name}.glb is what npm run models makes from today's specs`, async () => {
      const { buildModel } = await import('../../../scripts/models/buildModel');
      const fresh = await buildModel(name);
      const stored = new Uint8Array(readFileSync(`models/${name}.glb`));
      expect(
        Buffer.compare(Buffer.from(fresh), Buffer.from(stored)),
        `run npm run models to refresh ${name}.glb`,
      ).toBe(0);
    });
  }
});
