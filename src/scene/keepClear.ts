import {
  type CameraFocus,
  eyeOf,
  type Framing,
  fitDistance,
  frameFocus,
  type KeepClear,
  TABLE_FOV_DEGREES,
  type TablePoint3,
  type ViewWindow,
  viewAxes,
} from './cameraFit';

/** How far round a point a panel's edge stays, CSS px (a letter is drawn round its point). */
const CLEARANCE_PX = 10;

/** Where a framing draws a table point on screen, with the projection's centre in the window's middle. */
export function screenOf(
  framing: Framing,
  point: TablePoint3,
  window: ViewWindow,
  viewportHeight: number,
  fovDegrees = TABLE_FOV_DEGREES,
): { x: number; y: number } | null {
  const { forward, right, up } = viewAxes(framing);
  const eye = eyeOf(framing);
  const d = { x: point.x - eye.x, y: point.y - eye.y, z: point.z - eye.z };
  const depth = d.x * forward.x + d.y * forward.y + d.z * forward.z;
  if (depth <= 1e-6) return null;
  const pxPerSlope = viewportHeight / (2 * Math.tan((fovDegrees * Math.PI) / 360));
  const across = (d.x * right.x + d.y * right.y + d.z * right.z) / depth;
  const down = (d.x * up.x + d.y * up.y + d.z * up.z) / depth;
  return {
    x: window.x + window.width / 2 + across * pxPerSlope,
    y: window.y + window.height / 2 - down * pxPerSlope,
  };
}

/** How many of the points a framing draws on screen under a cover (points off screen are under none). */
export function coveredCount(
  framing: Framing,
  clear: KeepClear,
  window: ViewWindow,
  fovDegrees = TABLE_FOV_DEGREES,
): number {
  const { viewport } = clear;
  let count = 0;
  for (const point of clear.points) {
    const at = screenOf(framing, point, window, viewport.height, fovDegrees);
    if (!at || at.x < 0 || at.y < 0 || at.x > viewport.width || at.y > viewport.height) continue;
    const under = clear.covers.some(
      (cover) =>
        at.x > cover.x - CLEARANCE_PX &&
        at.x < cover.x + cover.width + CLEARANCE_PX &&
        at.y > cover.y - CLEARANCE_PX &&
        at.y < cover.y + cover.height + CLEARANCE_PX,
    );
    if (under) count += 1;
  }
  return count;
}

/** Steps tried across and along the table either way, each a share of the distance. */
const SLIDES = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8];
const SLIDE_SHARE = 0.04;
/** How much further back than the tightest framing the camera may stand to keep points clear. */
const ZOOMS = [1, 1.08, 1.16, 1.25, 1.35, 1.5, 1.65];

/**
 * The framing nearest the given one that leaves every point clear of the covers (or the fewest under
 * them): slid across or along the table and standing a little further back, while `fits` says the
 * framed points still lie inside the window and `onBoard` that the target stays over the board.
 */
export function keptClear(
  framing: Framing,
  clear: KeepClear,
  window: ViewWindow,
  fits: (candidate: Framing) => boolean,
  onBoard: (x: number, z: number) => boolean,
  fovDegrees = TABLE_FOV_DEGREES,
): Framing {
  if (clear.points.length === 0 || clear.covers.length === 0) return framing;
  const under = (candidate: Framing) => coveredCount(candidate, clear, window, fovDegrees);
  let best = framing;
  let bestUnder = under(framing);
  if (bestUnder === 0) return framing;
  let bestCost = 0;
  // across the picture, and along the table away from the viewer
  const across = { x: Math.sin(framing.yaw), z: Math.cos(framing.yaw) };
  const along = { x: Math.cos(framing.yaw), z: -Math.sin(framing.yaw) };
  for (const zoom of ZOOMS) {
    for (const i of SLIDES) {
      for (const j of SLIDES) {
        const step = framing.distance * SLIDE_SHARE;
        const x = framing.x + (across.x * i + along.x * j) * step;
        const z = framing.z + (across.z * i + along.z * j) * step;
        // the cheapest change first: a small slide before standing back
        const cost = Math.hypot(i, j) + (zoom - 1) * 40;
        if (cost >= bestCost && bestUnder === 0) continue;
        if (!onBoard(x, z)) continue;
        const candidate = { ...framing, x, z, distance: framing.distance * zoom };
        const count = under(candidate);
        if (count > bestUnder || (count === bestUnder && cost >= bestCost)) continue;
        if (!fits(candidate)) continue;
        best = candidate;
        bestUnder = count;
        bestCost = cost;
      }
    }
  }
  return best;
}

/**
 * frameFocus, then kept clear: the framing of a focus with its `clear` points moved out from under the
 * panels where a framing nearby (the `fit` points still inside the window, the target over
 * the board) does it. The covers are measured in the viewport the camera draws.
 */
export function frameClear(focus: CameraFocus, viewportHeight: number, fovDegrees: number): Framing {
  const framing = frameFocus(focus, viewportHeight, fovDegrees);
  const { clear, window, fit, board } = focus;
  if (!clear || !window || !fit || fit.length === 0 || clear.viewport.height !== viewportHeight)
    return framing;
  // (the span is a scale, kept by never standing closer than the framing did)
  const fits = (candidate: Framing) =>
    fitDistance(fit, candidate, candidate, window, viewportHeight, fovDegrees) <=
    candidate.distance * (1 + 1e-9);
  const onBoard = (x: number, z: number) =>
    !board || (x >= board.minX && x <= board.maxX && z >= board.minZ && z <= board.maxZ);
  return keptClear(framing, clear, window, fits, onBoard, fovDegrees);
}
