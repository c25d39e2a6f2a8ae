import { getMap, type HexKey, type Seat, type TableState } from '../engine';
import { boardExtent, hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM } from '../physics/boardSpec';
import type { VolleyStage } from '../store/volley/volleyPhase';
import { aimReach } from '../table/aimReach';
import type { FiringPose } from '../table/piecePoses';
import {
  boardCorners,
  type CameraFocus,
  circlePoints,
  type KeepClear,
  type PanelCovers,
  type TablePoint3,
  type ViewWindow,
} from './cameraFit';
import { letterPoints } from './letterPoints';

/** The yaw that looks from a seat's home corner toward the tower, as if the board were turned to them. */
export function homeYaw(game: TableState, seat: Seat | null): number {
  const ship = seat === null ? null : game.players[seat]?.ship;
  if (!ship) return Math.PI / 2;
  const home = hexWorld(getMap(game.mapId), getMap(game.mapId).starts[ship].hex);
  // the camera stands on the home's side of the tower (at the origin) and looks across it
  return Math.atan2(home.z, -home.x);
}

/** On-screen scale the turn's framing aims at, CSS px per cm: a space is then about 60 px across,
 * easy to tap, with the table around it in view. */
const PX_PER_CM = 11;

/** The smallest circle (near enough) round these table points, with a margin of a hex and a half. */
function circleRound(points: readonly { x: number; z: number }[]): { x: number; z: number; radius: number } {
  const xs = points.map((point) => point.x);
  const zs = points.map((point) => point.z);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const z = (Math.min(...zs) + Math.max(...zs)) / 2;
  const reach = Math.max(...points.map((point) => Math.hypot(point.x - x, point.z - z)));
  return { x, z, radius: reach + 1.5 * HEX_RADIUS_CM };
}

export interface FramingRequest {
  /** Hexes the player can move the selected piece to now. */
  targets: readonly HexKey[];
  /** The whole table, on request. */
  overview: boolean;
  /** The part of the viewport no panel covers. */
  window: ViewWindow | null;
  /** Table points the beat being played moves things through (a card's island and hold): kept in view. */
  beat?: readonly { x: number; z: number }[];
  /** The seat whose home corner the camera looks from; null: whoever is to act. */
  side?: Seat | null;
  /** Where the practice aids say each previewed strength lands (table cm): framed with the lever. */
  landings?: readonly { x: number; z: number }[];
  /** The rectangles the panels cover, in a viewport of this size: the letters and pieces keep clear of them. */
  covers?: PanelCovers | null;
}

/** How high over the board the Kraken's and the tower's points kept clear stand, cm (their middles). */
const PIECE_MIDDLE_CM = 2;

/** What a turn's framing keeps out from under the panels: every island's letter, the Kraken, the tower. */
function keptPoints(game: TableState): TablePoint3[] {
  const map = getMap(game.mapId);
  const letters = letterPoints(map);
  const kraken = game.kraken ? [{ ...hexWorld(map, game.kraken.hex), y: PIECE_MIDDLE_CM }] : [];
  return [...letters, ...kraken, { ...hexWorld(map, map.tower), y: PIECE_MIDDLE_CM }];
}

/**
 * What the camera frames, inside the free window: the lever while a volley is aimed (with where the
 * aids say it lands, else the pieces in reach along the aim) or flown (further back; the slow replay from the side); the whole table on request or while the Kraken is
 * placed; else the active ship and every space it can move to, seen from `side`'s home corner (the
 * acting player's when none),
 * widened to take in a card or coins on their way to a hold while the table plays them.
 */
export function gameCameraFocus(
  game: TableState,
  lever: FiringPose | null,
  stage: VolleyStage,
  { targets, overview, window, beat = [], side = null, landings = [], covers = null }: FramingRequest,
): CameraFocus {
  if (lever) {
    const flying = stage.kind === 'flying';
    const replay = flying && stage.replay;
    const aimed = flying
      ? null
      : (aimFraming(game, lever, landings, window) ?? reachFraming(game, lever, window));
    if (aimed) return aimed;
    return {
      x: lever.x,
      z: lever.z,
      y: 3,
      distance: flying ? 55 : 22,
      yaw: lever.yaw + (replay ? Math.PI / 2 : 0),
      elevation: replay ? 0.45 : 0.6,
      window,
    };
  }
  const map = getMap(game.mapId);
  const seat = side ?? game.turn?.seat ?? game.firstSeat ?? null;
  const yaw = homeYaw(game, seat);
  const ship = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const pose = ship ? game.ships[ship] : undefined;
  const board = boardExtent(map);
  if (overview || !pose || game.phase.kind !== 'playing') {
    // the whole board, turned to whichever side shows it largest in this window
    const x = (board.minX + board.maxX) / 2;
    const z = (board.minZ + board.maxZ) / 2;
    return { x, z, distance: 120, fit: boardCorners(board), board, squareUp: true, yaw, window };
  }
  const circle = circleRound([...[pose.hex, ...targets].map((hex) => hexWorld(map, hex)), ...beat]);
  // never closer than the aimed-at scale shows, nor than four spaces round the ship
  const atScale = window ? Math.min(window.width, window.height) / 2 / PX_PER_CM : 0;
  return {
    x: circle.x,
    z: circle.z,
    distance: 95,
    fit: circlePoints(circle.x, circle.z, circle.radius),
    span: Math.max(circle.radius, atScale, 4 * HEX_RADIUS_CM),
    board,
    yaw,
    window,
    clear: covers
      ? ({ points: keptPoints(game), covers: covers.rects, viewport: covers.viewport } satisfies KeepClear)
      : null,
  };
}

/**
 * While a volley is aimed with the practice aids on: the lever and every place on the board a strength
 * lands, seen from behind the lever (the pull stays "back" on screen), all inside the free window, so
 * the ring can be followed as the strength rises. One framing for the whole pull (the camera does not
 * move under the player's finger); null when no strength lands on the board.
 */
function aimFraming(
  game: TableState,
  lever: FiringPose,
  landings: readonly { x: number; z: number }[],
  window: ViewWindow | null,
): CameraFocus | null {
  const board = boardExtent(getMap(game.mapId));
  const margin = HEX_RADIUS_CM;
  const onBoard = landings.filter(
    (at) =>
      at.x >= board.minX - margin &&
      at.x <= board.maxX + margin &&
      at.z >= board.minZ - margin &&
      at.z <= board.maxZ + margin,
  );
  if (onBoard.length === 0) return null;
  return leverAndPoints(lever, onBoard, window);
}

/**
 * While a volley is aimed without the practice aids: the lever and the pieces in reach along its aim
 * (table geometry only, so nothing of the hidden preview shows), else the board ahead of it to the reach.
 */
function reachFraming(game: TableState, lever: FiringPose, window: ViewWindow | null): CameraFocus {
  const { pieces, ahead } = aimReach(game, lever);
  return leverAndPoints(lever, pieces.length > 0 ? pieces : [ahead], window);
}

/** The lever and these table points, seen from behind the lever, all inside the free window. */
function leverAndPoints(
  lever: FiringPose,
  points: readonly { x: number; z: number }[],
  window: ViewWindow | null,
): CameraFocus {
  const circle = circleRound([{ x: lever.x, z: lever.z }, ...points]);
  return {
    x: circle.x,
    z: circle.z,
    distance: 60,
    fit: circlePoints(circle.x, circle.z, circle.radius),
    yaw: lever.yaw,
    // steeper than the lever's close-up, so the far landings are not squeezed into a sliver
    elevation: 0.8,
    window,
  };
}
