import { BOARD } from './materials';
import type { PartSpec } from './shapeSpec';
import { type Vec3, yawQuat } from './vec';

/** Circumradius of a (pointy-top) hex space, cm. */
export const HEX_RADIUS_CM = 3;

/** Centre-to-centre distance of neighbouring spaces, √3·R, cm: "one space". */
export const SPACE_CM = Math.sqrt(3) * HEX_RADIUS_CM;

/** Thickness of the board slab under y = 0, cm. */
export const BOARD_THICKNESS_CM = 1;

/**
 * How far parts standing on a surface reach into it, cm. A face flush with the surface makes a
 * corner where a resting cube, sunk a hair into the board by the soft contacts, jitters for ever;
 * sunk parts give it one clean side face instead.
 */
export const BASE_SINK_CM = 0.1;

/** Height of an island's landmass above the sea, cm. */
export const ISLAND_HEIGHT_CM = 0.5;

/** Share of the hex an island covers (keeps a sliver of sea between neighbouring islands). */
export const ISLAND_RADIUS_CM = 0.96 * HEX_RADIUS_CM;

/** Extent of the board (the sea) in world x/z, cm. Anything past its edges falls off the table. */
export interface BoardExtent {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/** A body below this height has fallen off the table, cm. */
export const OFF_TABLE_Y_CM = -3;

/** The sea/board slab for an extent: top face at y = 0. */
export function boardPart(extent: BoardExtent): PartSpec<'board'> {
  const halfX = (extent.maxX - extent.minX) / 2;
  const halfZ = (extent.maxZ - extent.minZ) / 2;
  return {
    part: 'board',
    shape: { type: 'box', halfExtents: [halfX, BOARD_THICKNESS_CM / 2, halfZ] },
    offset: [extent.minX + halfX, -BOARD_THICKNESS_CM / 2, extent.minZ + halfZ],
    material: BOARD,
    colour: '#2f6f8f',
  };
}

/** Corners of a pointy-top hexagon of radius r at height y (a vertex points to −z, "north"). */
function hexCorners(r: number, y: number): Vec3[] {
  return [0, 1, 2, 3, 4, 5].map((k) => {
    const angle = Math.PI / 6 + (k * Math.PI) / 3;
    return [r * Math.cos(angle), y, -r * Math.sin(angle)] as Vec3;
  });
}

/**
 * An island as drawn: a low hexagonal landmass filling its space, local origin at its centre on
 * the board. What collides is ISLAND_PARTS, the same prism as three boxes.
 */
export const ISLAND_PART: PartSpec<'island'> = {
  part: 'island',
  shape: {
    type: 'convex',
    points: [
      ...hexCorners(ISLAND_RADIUS_CM, -BASE_SINK_CM),
      ...hexCorners(ISLAND_RADIUS_CM, ISLAND_HEIGHT_CM),
    ],
  },
  offset: [0, 0, 0],
  material: BOARD,
  colour: '#c9b27c',
};

/**
 * An island as it collides: the hexagonal prism of ISLAND_PART as the union of three boxes turned
 * 0°, 60° and 120° (each R long and 2·apothem wide). Rapier's contacts between a convex hull's flat
 * top and a cube keep a single point in parts of the face, and cubes sank through; boxes do not.
 */
export const ISLAND_PARTS: readonly PartSpec<'island'>[] = [0, 1, 2].map((k) => ({
  ...ISLAND_PART,
  shape: {
    type: 'box',
    halfExtents: [
      ISLAND_RADIUS_CM / 2,
      (ISLAND_HEIGHT_CM + BASE_SINK_CM) / 2,
      (Math.sqrt(3) / 2) * ISLAND_RADIUS_CM,
    ],
  },
  offset: [0, (ISLAND_HEIGHT_CM - BASE_SINK_CM) / 2, 0],
  rotation: yawQuat((k * Math.PI) / 3),
}));
