import type { BoardExtent } from '../physics/boardSpec';

/** The vertical field of view of the table's camera, degrees. */
export const TABLE_FOV_DEGREES = 40;

/** The camera's angle above the board unless a focus names one, radians. */
export const DEFAULT_ELEVATION = 0.95;

/** A rectangle of the viewport, CSS px from its top-left corner: the part no panel covers. */
export interface ViewWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangles of the viewport that panels, pills and bars cover, in a viewport of this size. */
export interface PanelCovers {
  rects: readonly ViewWindow[];
  viewport: { width: number; height: number };
}

/** A point above the table, cm. */
export interface TablePoint3 {
  x: number;
  y: number;
  z: number;
}

/**
 * What a framing keeps out from under the panels: points a player reads on the table (the islands'
 * letters, the Kraken, the tower) and the rectangles of the viewport that panels, pills and bars cover
 * (measured in a viewport of `viewport`'s size).
 */
export interface KeepClear {
  points: readonly TablePoint3[];
  covers: readonly ViewWindow[];
  viewport: { width: number; height: number };
}

/** A point on the table, cm (the board's surface is y = 0). */
export interface TablePoint {
  x: number;
  z: number;
}

/** Which way the camera looks: `yaw` along the table, `elevation` above it (radians). */
export interface ViewAngle {
  yaw: number;
  elevation: number;
}

/** Where the camera should look: a point on the table and how far back to stand. */
export interface CameraFocus {
  x: number;
  z: number;
  /** Distance from the target, cm (used as it is unless `fit` and `window` are both given). */
  distance: number;
  /** Height of the target above the board, cm. */
  y?: number;
  /** Direction (yaw, radians) the camera looks along; by default from the board's south side. */
  yaw?: number;
  /** Angle above the board, radians. */
  elevation?: number;
  /** Table points that must all show inside the window: the camera stands back just enough. */
  fit?: readonly TablePoint[];
  /** At least this radius round (x, z) shows, cm: the scale when the `fit` points lie close together. */
  span?: number;
  /**
   * The board. A framing with room to spare slides toward the board's middle (keeping `fit` in view)
   * so the window shows board rather than table, and never stands back further than the whole board
   * needs: then it shows the whole board.
   */
  board?: BoardExtent;
  /**
   * Turn to whichever side of the board shows `fit` largest, looking down a little steeper if that helps
   * (keeping `yaw` and `elevation` unless another view is clearly better).
   */
  squareUp?: boolean;
  /** The part of the viewport to frame in: the projection's centre moves there. */
  window?: ViewWindow | null;
  /** Points kept clear of the panels where a nearby framing does it (see keepClear.ts). */
  clear?: KeepClear | null;
}

/** Where the camera stands in the end: target, view angle and distance. */
export interface Framing extends ViewAngle {
  x: number;
  y: number;
  z: number;
  distance: number;
}

/**
 * The camera's axes for a view angle: `forward` from the eye to the target, `right` and `up` across
 * the picture. The eye stands at `target - forward * distance`.
 */
export function viewAxes({ yaw, elevation }: ViewAngle) {
  const cosE = Math.cos(elevation);
  const sinE = Math.sin(elevation);
  const forward = { x: Math.cos(yaw) * cosE, y: -sinE, z: -Math.sin(yaw) * cosE };
  const right = { x: Math.sin(yaw), y: 0, z: Math.cos(yaw) };
  // up = right × forward
  const up = {
    x: right.y * forward.z - right.z * forward.y,
    y: right.z * forward.x - right.x * forward.z,
    z: right.x * forward.y - right.y * forward.x,
  };
  return { forward, right, up };
}

/** Where the eye stands for a framing. */
export function eyeOf(framing: Framing): { x: number; y: number; z: number } {
  const { forward } = viewAxes(framing);
  return {
    x: framing.x - forward.x * framing.distance,
    y: framing.y - forward.y * framing.distance,
    z: framing.z - forward.z * framing.distance,
  };
}

/** How far the window reaches from its middle, per unit of depth: across and down. */
function windowSlopes(window: ViewWindow, viewportHeight: number, fovDegrees: number) {
  const slope = Math.tan((fovDegrees * Math.PI) / 360) / Math.max(1, viewportHeight);
  return { across: slope * Math.max(1, window.width), down: slope * Math.max(1, window.height) };
}

/**
 * How far back from `target` a camera of this vertical field of view stands so that every point lies
 * inside the window (the projection's centre sits in the window's middle), with `margin` to spare
 * (1.05: 5 % further back than the tightest fit).
 */
export function fitDistance(
  points: readonly TablePoint[],
  target: { x: number; y?: number; z: number },
  angle: ViewAngle,
  window: ViewWindow,
  viewportHeight: number,
  fovDegrees: number,
  margin = 1.05,
): number {
  const slopes = windowSlopes(window, viewportHeight, fovDegrees);
  const { forward, right, up } = viewAxes(angle);
  let distance = 0;
  for (const point of points) {
    const dx = point.x - target.x;
    const dy = -(target.y ?? 0);
    const dz = point.z - target.z;
    const across = Math.abs(dx * right.x + dy * right.y + dz * right.z);
    const down = Math.abs(dx * up.x + dy * up.y + dz * up.z);
    const ahead = dx * forward.x + dy * forward.y + dz * forward.z;
    // at depth (distance + ahead) the window reaches slope × depth either side of its middle
    distance = Math.max(distance, across / slopes.across - ahead, down / slopes.down - ahead);
  }
  return distance * margin;
}

/** The distance at which a ball of this radius round the target fits the window seen from any angle. */
export function sphereFitDistance(
  radius: number,
  window: ViewWindow,
  viewportHeight: number,
  fovDegrees: number,
): number {
  const slopes = windowSlopes(window, viewportHeight, fovDegrees);
  return radius / Math.sin(Math.atan(Math.min(slopes.across, slopes.down)));
}

/** The board's four corners. */
export function boardCorners(board: BoardExtent): TablePoint[] {
  return [
    { x: board.minX, z: board.minZ },
    { x: board.maxX, z: board.minZ },
    { x: board.maxX, z: board.maxZ },
    { x: board.minX, z: board.maxZ },
  ];
}

/** Points round a circle on the table (a polygon just outside it). */
export function circlePoints(x: number, z: number, radius: number, count = 16): TablePoint[] {
  const outer = radius / Math.cos(Math.PI / count);
  return Array.from({ length: count }, (_, k) => ({
    x: x + outer * Math.cos((2 * Math.PI * k) / count),
    z: z + outer * Math.sin((2 * Math.PI * k) / count),
  }));
}

/** Whether the four corners of the window, seen from this framing, fall on the board. */
function windowOnBoard(
  framing: Framing,
  board: BoardExtent,
  window: ViewWindow,
  viewportHeight: number,
  fovDegrees: number,
): boolean {
  const slopes = windowSlopes(window, viewportHeight, fovDegrees);
  const { forward, right, up } = viewAxes(framing);
  const eye = eyeOf(framing);
  for (const [sx, sy] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const) {
    const ray = {
      x: forward.x + right.x * sx * slopes.across + up.x * sy * slopes.down,
      y: forward.y + right.y * sx * slopes.across + up.y * sy * slopes.down,
      z: forward.z + right.z * sx * slopes.across + up.z * sy * slopes.down,
    };
    // a ray at or above the horizon never meets the board
    if (ray.y >= -1e-6) return false;
    const t = -eye.y / ray.y;
    const x = eye.x + ray.x * t;
    const z = eye.z + ray.z * t;
    if (x < board.minX || x > board.maxX || z < board.minZ || z > board.maxZ) return false;
  }
  return true;
}

const AXIS_YAWS = [0, Math.PI / 2, Math.PI, -Math.PI / 2];
/** How much steeper than asked a squared-up view may look down, radians. */
const SQUARE_UP_TILTS = [0, 0.15, 0.3];

/** How far apart two yaws are, radians (0 to π). */
function yawGap(a: number, b: number): number {
  return Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
}

/** The whole board stands this much further back than its tightest fit. */
const WHOLE_BOARD_MARGIN = 1.03;

/**
 * The view that shows what `needs` measures largest, turned square to the board's sides and looking
 * down a little steeper if that helps; the asked angle unless another is clearly better.
 */
function squaredUp(needs: (angle: ViewAngle) => number, angle: ViewAngle): ViewAngle {
  // what is framed covers an area of the screen that grows as sin(elevation) / distance²
  const score = (at: ViewAngle) => Math.sin(at.elevation) / needs(at) ** 2;
  const choices = AXIS_YAWS.flatMap((yaw) =>
    SQUARE_UP_TILTS.map((tilt) => ({ yaw, elevation: angle.elevation + tilt })),
  ).map((at) => ({ at, score: score(at) }));
  const top = Math.max(...choices.map((choice) => choice.score));
  // of the views that show it (near enough) largest, the one nearest the asked yaw, the least tilted
  const [best] = choices
    .filter((choice) => choice.score >= top * 0.98)
    .sort(
      (a, b) => yawGap(a.at.yaw, angle.yaw) - yawGap(b.at.yaw, angle.yaw) || a.at.elevation - b.at.elevation,
    );
  return best && best.score > score(angle) * 1.06 ? best.at : angle;
}

/** Steps tried along the way from the framing's own centre to the board's middle. */
const SLIDE_STEPS = 40;

/**
 * Where the camera stands for a focus in a viewport of this height: the `fit` points inside the
 * window (and `span` round the centre), turned square to the board if asked, slid toward the board's
 * middle while the window would still show table, and never further back than the whole board needs.
 * Without a window or points to fit, the focus's own distance.
 */
export function frameFocus(focus: CameraFocus, viewportHeight: number, fovDegrees: number): Framing {
  let angle: ViewAngle = { yaw: focus.yaw ?? Math.PI / 2, elevation: focus.elevation ?? DEFAULT_ELEVATION };
  const y = focus.y ?? 0;
  const window = focus.window;
  const fit = focus.fit;
  if (!fit || fit.length === 0 || !window || window.width <= 0 || window.height <= 0)
    return { x: focus.x, y, z: focus.z, ...angle, distance: focus.distance };
  const centre = { x: focus.x, y, z: focus.z };
  const needs = (at: ViewAngle, target: { x: number; y: number; z: number }) =>
    Math.max(
      fitDistance(fit, target, at, window, viewportHeight, fovDegrees),
      focus.span
        ? fitDistance(
            circlePoints(focus.x, focus.z, focus.span),
            target,
            at,
            window,
            viewportHeight,
            fovDegrees,
          )
        : 0,
    );

  if (focus.squareUp) angle = squaredUp((at) => needs(at, centre), angle);
  const distance = needs(angle, centre);
  const board = focus.board;
  if (!board) return { ...centre, ...angle, distance };

  const middle = { x: (board.minX + board.maxX) / 2, y, z: (board.minZ + board.maxZ) / 2 };
  const corners = boardCorners(board);
  const wholeAt = (at: ViewAngle) =>
    fitDistance(corners, middle, at, window, viewportHeight, fovDegrees, WHOLE_BOARD_MARGIN);
  if (distance >= wholeAt(angle)) {
    // the whole board then, from the side of it nearest the asked view that shows it largest
    const square = squaredUp(wholeAt, angle);
    return { ...middle, ...square, distance: wholeAt(square) };
  }

  // slide toward the middle until the window shows board only, while the points stay in view
  let best = centre;
  for (let step = 0; step <= SLIDE_STEPS; step++) {
    const t = step / SLIDE_STEPS;
    const at = {
      x: centre.x + (middle.x - centre.x) * t,
      y,
      z: centre.z + (middle.z - centre.z) * t,
    };
    if (fitDistance(fit, at, angle, window, viewportHeight, fovDegrees) > distance) break;
    best = at;
    if (windowOnBoard({ ...at, ...angle, distance }, board, window, viewportHeight, fovDegrees)) break;
  }
  return { ...best, ...angle, distance };
}
