import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../src/engine/maps/standard';
import { boardExtent } from '../../../src/physics/boardLayout';
import { boardCorners, eyeOf, type Framing, frameFocus, type ViewWindow } from '../../../src/scene/cameraFit';

/** Where three's own camera, set up as CameraRig sets it (view offset on the window), draws a table point. */
function screenPoint(framing: Framing, window: ViewWindow, viewport: { width: number; height: number }) {
  const camera = new PerspectiveCamera(40, viewport.width / viewport.height, 0.5, 1000);
  const centreX = window.x + window.width / 2;
  const centreY = window.y + window.height / 2;
  camera.setViewOffset(
    viewport.width,
    viewport.height,
    viewport.width / 2 - centreX,
    viewport.height / 2 - centreY,
    viewport.width,
    viewport.height,
  );
  const eye = eyeOf(framing);
  camera.position.set(eye.x, eye.y, eye.z);
  camera.lookAt(framing.x, framing.y, framing.z);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  return (x: number, z: number) => {
    const point = new Vector3(x, 0, z).project(camera);
    return { x: ((point.x + 1) / 2) * viewport.width, y: ((1 - point.y) / 2) * viewport.height };
  };
}

const board = boardExtent(standardMap);
const SIZES = [
  { viewport: { width: 390, height: 844 }, window: { x: 8, y: 60, width: 374, height: 503 } },
  { viewport: { width: 320, height: 568 }, window: { x: 8, y: 56, width: 304, height: 240 } },
  { viewport: { width: 1280, height: 800 }, window: { x: 16, y: 53, width: 720, height: 731 } },
  { viewport: { width: 2560, height: 1440 }, window: { x: 0, y: 40, width: 2000, height: 1371 } },
];

describe('framing the whole board in the board window', () => {
  for (const { viewport, window } of SIZES) {
    it(`at ${viewport.width}×${viewport.height} every corner of the board lies inside the window, and the board spans most of it`, () => {
      const framing = frameFocus(
        { x: 0, z: 0, distance: 120, fit: boardCorners(board), board, squareUp: true, yaw: -0.6, window },
        viewport.height,
        40,
      );
      const project = screenPoint(framing, window, viewport);
      const corners = boardCorners(board).map((corner) => project(corner.x, corner.z));
      for (const corner of corners) {
        expect(corner.x).toBeGreaterThanOrEqual(window.x - 0.5);
        expect(corner.x).toBeLessThanOrEqual(window.x + window.width + 0.5);
        expect(corner.y).toBeGreaterThanOrEqual(window.y - 0.5);
        expect(corner.y).toBeLessThanOrEqual(window.y + window.height + 0.5);
      }
      // tight: the board reaches across most of the window one way or the other
      const xs = corners.map((corner) => corner.x);
      const ys = corners.map((corner) => corner.y);
      const across = (Math.max(...xs) - Math.min(...xs)) / window.width;
      const down = (Math.max(...ys) - Math.min(...ys)) / window.height;
      expect(Math.max(across, down)).toBeGreaterThan(0.9);
    });
  }

  it('a turn framing keeps its spaces in the window and slides toward the middle so less table shows', () => {
    const viewport = { width: 390, height: 844 };
    const window = { x: 8, y: 60, width: 374, height: 417 };
    const ship = { x: -26, z: -18 };
    const fit = [ship, { x: -21, z: -15 }];
    const framing = frameFocus(
      { x: -23.5, z: -16.5, distance: 95, fit, span: 17, board, yaw: -0.6, window },
      viewport.height,
      40,
    );
    const project = screenPoint(framing, window, viewport);
    for (const point of fit) {
      const at = project(point.x, point.z);
      expect(at.x).toBeGreaterThan(window.x);
      expect(at.x).toBeLessThan(window.x + window.width);
      expect(at.y).toBeGreaterThan(window.y);
      expect(at.y).toBeLessThan(window.y + window.height);
    }
    // the target moved from the spaces' middle toward the board's middle
    expect(Math.hypot(framing.x, framing.z)).toBeLessThan(Math.hypot(-23.5, -16.5));
  });
});
