import { readFileSync } from 'node:fs';
import { getBounds, NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import type { PartSpec, ShapeSpec } from '../../../src/physics/shapeSpec';
import { rotate, type Vec3 } from '../../../src/physics/vec';
import { MODEL_NAMES, modelParts } from '../../../src/scene/modelParts';

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

describe('models/*.glb match the physics shape specs', () => {
  const io = new NodeIO();
  for (const name of MODEL_NAMES) {
    it(`${name}.glb's body has the bounds of its colliders (within 0.05 mm)`, async () => {
      const document = await io.readBinary(new Uint8Array(readFileSync(`models/${name}.glb`)));
      // the body node: the collider parts (or a stand-in of their extent); decor sits beside it
      const body = document
        .getRoot()
        .listNodes()
        .find((node) => node.getName() === name);
      if (!body) throw new Error(`${name}.glb has no body node`);
      const bounds = getBounds(body);
      const expected = specBounds(modelParts(name));
      for (let axis = 0; axis < 3; axis++) {
        expect(bounds.min[axis], `${name} min[${axis}]`).toBeCloseTo(expected.min[axis] ?? 0, 3);
        expect(bounds.max[axis], `${name} max[${axis}]`).toBeCloseTo(expected.max[axis] ?? 0, 3);
      }
    });
  }
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
