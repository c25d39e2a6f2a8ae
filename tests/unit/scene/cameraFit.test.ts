import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../src/engine/maps/standard';
import { boardExtent, hexWorld } from '../../../src/physics/boardLayout';
import { HEX_RADIUS_CM } from '../../../src/physics/boardSpec';
import {
  boardCorners,
  eyeOf,
  type Framing,
  frameFocus,
  TABLE_FOV_DEGREES,
  type ViewWindow,
} from '../../../src/scene/cameraFit';
import { gameCameraFocus, homeYaw } from '../../../src/scene/gameCamera';
import { firingPose } from '../../../src/table/piecePoses';
import { turnGame } from '../../e2e/support/games';

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

/** The share of the window inside the board's outline as drawn on screen (a grid of window points). */
function boardShareOnScreen(
  framing: Framing,
  window: ViewWindow,
  viewport: { width: number; height: number },
): number {
  const project = screenPoint(framing, window, viewport);
  const outline = boardCorners(board).map((corner) => project(corner.x, corner.z));
  const inside = (px: number, py: number) => {
    let odd = false;
    for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
      const a = outline[i];
      const b = outline[j];
      if (!a || !b) continue;
      if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    }
    return odd;
  };
  let hits = 0;
  const steps = 40;
  for (let i = 0; i < steps; i++)
    for (let j = 0; j < steps; j++)
      if (
        inside(window.x + ((i + 0.5) * window.width) / steps, window.y + ((j + 0.5) * window.height) / steps)
      )
        hits += 1;
  return hits / (steps * steps);
}

describe('framing a turn beside a home corner', () => {
  const game = turnGame();
  const cases = [
    { viewport: { width: 820, height: 1180 }, window: { x: 8, y: 70, width: 804, height: 1002 } },
    { viewport: { width: 390, height: 844 }, window: { x: 8, y: 60, width: 374, height: 666 } },
    { viewport: { width: 1280, height: 800 }, window: { x: 264, y: 53, width: 720, height: 731 } },
  ];
  for (const { viewport, window } of cases) {
    it(`at ${viewport.width}×${viewport.height} the ship stays in the window and the board fills a good share of it`, () => {
      const focus = gameCameraFocus(game, null, { kind: 'idle' }, { targets: [], overview: false, window });
      const framing = frameFocus(focus, viewport.height, 40);
      const ship = game.turn ? game.players[game.turn.seat]?.ship : undefined;
      const pose = ship ? game.ships[ship] : undefined;
      if (!pose) throw new Error('the fixture has an active ship');
      const at = screenPoint(
        framing,
        window,
        viewport,
      )(hexWorld(standardMap, pose.hex).x, hexWorld(standardMap, pose.hex).z);
      expect(at.x).toBeGreaterThan(window.x);
      expect(at.x).toBeLessThan(window.x + window.width);
      expect(at.y).toBeGreaterThan(window.y);
      expect(at.y).toBeLessThan(window.y + window.height);
      const share = boardShareOnScreen(framing, window, viewport);
      // a tall tablet frames the ship's corner at a tap-friendly scale: some table shows (41 % board)
      expect(share, `board share ${share.toFixed(2)}`).toBeGreaterThan(0.38);
    });
  }
});

describe('the side of the table the camera looks from', () => {
  const game = turnGame();
  const window = { x: 264, y: 53, width: 720, height: 731 };
  const acting = game.turn?.seat ?? 0;
  const other = acting === 0 ? 1 : 0;

  it("keeps the viewer's home corner on another's turn, and follows whoever acts when asked", () => {
    const request = { targets: [], overview: false, window };
    const kept = gameCameraFocus(game, null, { kind: 'idle' }, { ...request, side: other });
    const followed = gameCameraFocus(game, null, { kind: 'idle' }, { ...request, side: null });
    expect(kept.yaw).toBeCloseTo(homeYaw(game, other), 9);
    expect(followed.yaw).toBeCloseTo(homeYaw(game, acting), 9);
    expect(homeYaw(game, other)).not.toBeCloseTo(homeYaw(game, acting), 3);
  });
});

describe('aiming with the practice aids', () => {
  const game = turnGame();
  const lever = firingPose(game, 'ship');
  if (!lever) throw new Error('no lever');
  // strengths landing 2 to 7 spaces ahead of the ship, along its facing
  const landings = [2, 3.5, 5, 7].map((spaces) => ({
    x: lever.x + spaces * 2 * HEX_RADIUS_CM * Math.cos(lever.yaw),
    z: lever.z - spaces * 2 * HEX_RADIUS_CM * Math.sin(lever.yaw),
  }));
  for (const { viewport, window } of SIZES) {
    it(`at ${viewport.width}×${viewport.height} frames the lever and every landing inside the window, seen from behind the lever`, () => {
      const focus = gameCameraFocus(
        game,
        lever,
        { kind: 'aiming', source: 'ship' },
        {
          targets: [],
          overview: false,
          window,
          landings,
        },
      );
      expect(focus.yaw).toBeCloseTo(lever.yaw, 9);
      const framing = frameFocus(focus, viewport.height, TABLE_FOV_DEGREES);
      const project = screenPoint(framing, window, viewport);
      for (const at of [lever, ...landings]) {
        const point = project(at.x, at.z);
        expect(point.x).toBeGreaterThanOrEqual(window.x);
        expect(point.x).toBeLessThanOrEqual(window.x + window.width);
        expect(point.y).toBeGreaterThanOrEqual(window.y);
        expect(point.y).toBeLessThanOrEqual(window.y + window.height);
      }
    });
  }

  // without the aids (or none of their landings on the board): the lever and the pieces along its aim
  // (here the tower), from the table's geometry
  for (const { viewport, window } of SIZES) {
    it(`at ${viewport.width}×${viewport.height} without landings frames the lever and the pieces in reach along the aim`, () => {
      const far = [{ x: lever.x + 500, z: lever.z + 500 }];
      for (const given of [[], far]) {
        const focus = gameCameraFocus(
          game,
          lever,
          { kind: 'aiming', source: 'ship' },
          { targets: [], overview: false, window, landings: given },
        );
        expect(focus.yaw).toBeCloseTo(lever.yaw, 9);
        const project = screenPoint(frameFocus(focus, viewport.height, TABLE_FOV_DEGREES), window, viewport);
        for (const at of [lever, { x: 0, z: 0 }]) {
          const point = project(at.x, at.z);
          expect(point.x).toBeGreaterThanOrEqual(window.x);
          expect(point.x).toBeLessThanOrEqual(window.x + window.width);
          expect(point.y).toBeGreaterThanOrEqual(window.y);
          expect(point.y).toBeLessThanOrEqual(window.y + window.height);
        }
      }
    });
  }
});
