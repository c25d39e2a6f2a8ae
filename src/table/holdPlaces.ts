import { ACTIONS_PER_TURN, type GameMap } from '../engine';
import type { IslandLetter, ShipId } from '../engine/ids';
import { boardExtent, hexWorld } from '../physics/boardLayout';
import { BOARD_THICKNESS_CM, ISLAND_HEIGHT_CM } from '../physics/boardSpec';
import type { TablePose } from './piecePoses';

/** A point in the table's world, cm (y up from the board's top). */
export interface TablePoint {
  x: number;
  y: number;
  z: number;
}

/** Token sizes, cm: a coin, a treasure token, a treasure card token; the captain card (width × length). */
export const COIN = { radius: 0.9, thickness: 0.14 } as const;
export const TREASURE = { radius: 1.2, thickness: 0.2 } as const;
export const CARD = { radius: 1.0, thickness: 0.12 } as const;
export const CAPTAIN_CARD = { width: 2.6, length: 3.8, thickness: 0.06 } as const;
/** Tallest stack before a new one starts. */
export const STACK = 8;
/** How far beyond the board's edge the supply and the holds lie, cm. */
const MARGIN_CM = 3.5;
/** The table top lies here under the board (the board's underside). */
export const TABLE_Y = -BOARD_THICKNESS_CM;

/**
 * Where things lie in a hold, in the hold's own frame (x along the player's edge, z toward the board):
 * the flag, the first pile of coins, of treasures, the first card token (the next ones follow along x)
 * and the captain card.
 */
export const HOLD_SPOTS = {
  flag: { x: -3, z: 0 },
  coins: { x: -0.5, z: 0 },
  treasures: { x: -0.5, z: 2.6 },
  cards: { x: -0.5, z: -2.6 },
  captainCard: { x: -6.2, z: 0 },
} as const;

/**
 * The action track printed on a captain card's active side, in fractions of the card (across its width
 * from the left, down its length from the top edge of its picture): one square space per ship action.
 */
export const CAPTAIN_TRACK = { first: 0.14, step: 0.15, row: 0.72, size: 0.12 } as const;

/**
 * Where the captain stands on its card's track once its owner has taken `actionsUsed` ship actions
 * (space 1 after the first; T1), hold frame: the card's picture runs from −z (top) to +z, −x to +x.
 */
export function trackSpot(actionsUsed: number): { x: number; z: number } {
  const space = Math.min(ACTIONS_PER_TURN, Math.max(1, actionsUsed)) - 1;
  const centre = CAPTAIN_TRACK.size / 2;
  return {
    x:
      HOLD_SPOTS.captainCard.x +
      (CAPTAIN_TRACK.first + space * CAPTAIN_TRACK.step + centre - 0.5) * CAPTAIN_CARD.width,
    z: HOLD_SPOTS.captainCard.z + (CAPTAIN_TRACK.row + centre - 0.5) * CAPTAIN_CARD.length,
  };
}

/** Where a player's hold lies: beyond the board's edge, on the line from the centre through their home island. */
export function holdPose(map: GameMap, ship: ShipId): TablePose {
  const extent = boardExtent(map);
  const cx = (extent.minX + extent.maxX) / 2;
  const cz = (extent.minZ + extent.maxZ) / 2;
  const home = map.homes[ship][0];
  const { x, z } = home ? hexWorld(map, home) : { x: extent.maxX, z: extent.maxZ };
  const dx = x - cx;
  const dz = z - cz;
  const halfW = (extent.maxX - extent.minX) / 2 + MARGIN_CM + 2;
  const halfD = (extent.maxZ - extent.minZ) / 2 + MARGIN_CM + 2;
  const reach = Math.min(halfW / Math.max(Math.abs(dx), 1e-6), halfD / Math.max(Math.abs(dz), 1e-6));
  // the hold faces its player, who sits beyond it
  return { x: cx + dx * reach, z: cz + dz * reach, yaw: Math.atan2(dx, dz) };
}

/** The supply's first coin pile and first treasure pile, on the table beside the board (world). */
export function supplyPlaces(map: GameMap): { coins: TablePoint; treasures: TablePoint } {
  const extent = boardExtent(map);
  const x = extent.minX + 2;
  const z = extent.maxZ + MARGIN_CM + 1;
  return { coins: { x, y: TABLE_Y, z }, treasures: { x, y: TABLE_Y, z: z + 3 } };
}

/** A point of the hold's frame in the world (on the table top, `y` above it). */
export function inHold(hold: TablePose, local: { x: number; z: number }, y = 0): TablePoint {
  // the hold group turns by yaw about y: local (x, z) → (x cos + z sin, −x sin + z cos)
  const cos = Math.cos(hold.yaw);
  const sin = Math.sin(hold.yaw);
  return {
    x: hold.x + local.x * cos + local.z * sin,
    y: TABLE_Y + y,
    z: hold.z - local.x * sin + local.z * cos,
  };
}

/** The hold-frame spot of the card token at `index` in a hold (they lie in a row along x). */
export function cardSpot(index: number): { x: number; z: number } {
  return { x: HOLD_SPOTS.cards.x + index * CARD.radius * 2.2, z: HOLD_SPOTS.cards.z };
}

/** The top of a pile of `count` coins in a hold, hold frame: piles of STACK go along x. */
export function coinTop(count: number): { x: number; y: number; z: number } {
  const pile = Math.max(0, Math.floor(Math.max(0, count - 1) / STACK));
  const inPile = count - pile * STACK;
  return {
    x: HOLD_SPOTS.coins.x + pile * COIN.radius * 2.2,
    y: inPile * COIN.thickness,
    z: HOLD_SPOTS.coins.z,
  };
}

/** The top of an island's token stack (where a drawn token leaves from), world. */
export function islandTop(map: GameMap, island: IslandLetter, tokens: number): TablePoint {
  const hex = map.islands[island][0];
  const { x, z } = hex ? hexWorld(map, hex) : { x: 0, z: 0 };
  return { x, y: ISLAND_HEIGHT_CM + tokens * CARD.thickness, z };
}
