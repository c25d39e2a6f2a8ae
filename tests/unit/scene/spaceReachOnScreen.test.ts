import { Group, PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { HEX_RADIUS_CM } from '../../../src/physics';
import { DECK_TOP_CM, SHIP_HALF_BEAM_CM, SHIP_TIP_X_CM } from '../../../src/physics/shipSpec';
import { spaceReachOnScreen } from '../../../src/scene/spaceReachOnScreen';

const WIDTH = 1920;
const HEIGHT = 1080;
/** The turn handles' height above the board, cm. */
const HANDLE_CM = 9;

/** A table camera looking down at the board's middle from the south, `distance` cm away. */
function tableCamera(distance: number) {
  const camera = new PerspectiveCamera(40, WIDTH / HEIGHT, 0.5, 1000);
  camera.position.set(0, distance * 0.8, distance * 0.6);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  return camera;
}

function spaceAt(x: number, z: number) {
  const space = new Group();
  space.position.set(x, 0, z);
  space.updateMatrixWorld();
  return space;
}

function screenX(camera: PerspectiveCamera, space: Group, local: Vector3) {
  return ((space.localToWorld(local.clone()).project(camera).x + 1) / 2) * WIDTH;
}

describe('spaceReachOnScreen: where the turn handles stand clear of the piece', () => {
  /** The handles hang at the top centre of the space. */
  const anchor = new Vector3(0, HANDLE_CM, 0);

  it('a diagonal ship’s bow tip, at any heading, lies between the two reaches', () => {
    for (const distance of [60, 120, 240]) {
      const camera = tableCamera(distance);
      // a space near the screen's left edge, where the handles' height leans furthest out
      const space = spaceAt(-0.35 * distance, 0.1 * distance);
      const reach = spaceReachOnScreen(camera, WIDTH, space, HEX_RADIUS_CM, HANDLE_CM);
      const anchorX = screenX(camera, space, anchor);
      for (let heading = 0; heading < 360; heading += 15) {
        const yaw = (heading * Math.PI) / 180;
        // the bow tip and the prow's corners, on the deck
        for (const side of [-1, 0, 1]) {
          const along = side === 0 ? SHIP_TIP_X_CM : SHIP_TIP_X_CM - SHIP_HALF_BEAM_CM;
          const across = side * SHIP_HALF_BEAM_CM;
          const local = new Vector3(
            along * Math.cos(yaw) - across * Math.sin(yaw),
            DECK_TOP_CM,
            along * Math.sin(yaw) + across * Math.cos(yaw),
          );
          const x = screenX(camera, space, local);
          expect(x, `distance ${distance}, heading ${heading}`).toBeGreaterThanOrEqual(anchorX - reach.left);
          expect(x, `distance ${distance}, heading ${heading}`).toBeLessThanOrEqual(anchorX + reach.right);
        }
      }
    }
  });

  it('the whole cylinder is met within 2 % of its width', () => {
    const camera = tableCamera(90);
    const space = spaceAt(-25, 8);
    const reach = spaceReachOnScreen(camera, WIDTH, space, HEX_RADIUS_CM, HANDLE_CM);
    const anchorX = screenX(camera, space, anchor);
    let left = 0;
    let right = 0;
    for (let degree = 0; degree < 360; degree++) {
      for (const y of [0, HANDLE_CM]) {
        const angle = (degree * Math.PI) / 180;
        const x = screenX(
          camera,
          space,
          new Vector3(HEX_RADIUS_CM * Math.cos(angle), y, HEX_RADIUS_CM * Math.sin(angle)),
        );
        left = Math.max(left, anchorX - x);
        right = Math.max(right, x - anchorX);
      }
    }
    const width = left + right;
    expect(Math.abs(reach.left - left)).toBeLessThan(0.02 * width);
    expect(Math.abs(reach.right - right)).toBeLessThan(0.02 * width);
  });

  it('left of the screen’s middle the anchor up at the handles leans left of the piece, so the right reach is the longer; seen twice as far, half as far', () => {
    const near = tableCamera(80);
    const far = tableCamera(160);
    const space = spaceAt(-30, 0);
    const close = spaceReachOnScreen(near, WIDTH, space, HEX_RADIUS_CM, HANDLE_CM);
    const away = spaceReachOnScreen(far, WIDTH, space, HEX_RADIUS_CM, HANDLE_CM);
    expect(close.right).toBeGreaterThan(close.left * 1.3);
    const mirrored = spaceReachOnScreen(near, WIDTH, spaceAt(30, 0), HEX_RADIUS_CM, HANDLE_CM);
    expect(mirrored.left).toBeCloseTo(close.right, 3);
    expect(mirrored.right).toBeCloseTo(close.left, 3);
    expect(away.left + away.right).toBeGreaterThan(0.4 * (close.left + close.right));
    expect(away.left + away.right).toBeLessThan(0.6 * (close.left + close.right));
  });
});
