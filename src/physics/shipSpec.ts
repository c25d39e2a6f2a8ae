import { BASE_SINK_CM } from './boardSpec';
import { CUP_REACH_CM, LEVER_RELEASE_ANGLE, LEVER_REST_ANGLE, LEVER_STOP_ANGLE } from './leverSpec';
import { WOOD } from './materials';
import type { PieceSpec, ShipPart } from './pieceSpec';
import type { PartSpec } from './shapeSpec';
import { type Vec3, yawQuat } from './vec';

/** Top of the hull, cm. */
export const HULL_HEIGHT_CM = 1.0;
/** Top of the deck planks, cm. */
export const DECK_TOP_CM = 1.2;
/** Top of the stern castle, where the captain stands, cm. */
export const STERN_TOP_CM = 1.7;
/** Half the ship's beam, cm (wide enough for a cube beside the lever's arm). */
export const SHIP_HALF_BEAM_CM = 1.48;
/** Stern end, start of the bow and bow tip along local x, cm: the ship stays inside its space (apothem 2.6). */
export const SHIP_STERN_X_CM = -2.55;
export const SHIP_TIP_X_CM = 2.6;
/** Where the hull and deck end and the prow begins: the prow is a square turned 45°, as wide as the beam. */
export const SHIP_BOW_X_CM = SHIP_TIP_X_CM - SHIP_HALF_BEAM_CM;
/** Where the stern castle ends (towards the bow), cm. */
export const STERN_FRONT_X_CM = -1.75;
/** Height and thickness of the rails along both sides of the deck, cm: they keep a landed cube aboard. */
export const RAIL_HEIGHT_CM = 0.4;
export const RAIL_THICKNESS_CM = 0.12;
/**
 * Height and thickness of the taffrail along the stern castle's back edge, cm: it stops a cube dropped on
 * the castle rolling off the stern (most such cubes went into the sea). None along the castle's sides, so
 * a captain struck from abeam falls as before.
 */
export const TAFFRAIL_HEIGHT_CM = 0.3;
export const TAFFRAIL_THICKNESS_CM = 0.06;
/** The lever's pivot on top of the post, ship-local, cm. */
export const SHIP_PIVOT: Vec3 = [1.95, 2.8, 0];

/**
 * The deck left free between the stern castle and the lever's cup at rest, ship-local x and z, cm:
 * room for a cube to come down and stay (the cup no longer covers the deck).
 */
export const FREE_DECK = {
  minX: STERN_FRONT_X_CM,
  maxX: SHIP_PIVOT[0] - CUP_REACH_CM,
  minZ: -SHIP_HALF_BEAM_CM + RAIL_THICKNESS_CM,
  maxZ: SHIP_HALF_BEAM_CM - RAIL_THICKNESS_CM,
} as const;

const part = (
  name: ShipPart,
  shape: PartSpec['shape'],
  offset: Vec3,
  colour: string,
): PartSpec<ShipPart> => ({
  part: name,
  shape,
  offset,
  material: WOOD,
  colour,
});

const hullHalfX = (SHIP_BOW_X_CM - SHIP_STERN_X_CM) / 2;
const deckHalfX = (SHIP_BOW_X_CM - STERN_FRONT_X_CM) / 2;
const sternHalfX = (STERN_FRONT_X_CM - SHIP_STERN_X_CM) / 2;
const postBottom = HULL_HEIGHT_CM - BASE_SINK_CM;
const postTop = SHIP_PIVOT[1] - 0.2;
const b = SHIP_HALF_BEAM_CM;

/** A ship: hull, pointed bow, deck, raised stern castle (the captain's place) and the lever's post. */
export const SHIP_SPEC: PieceSpec<ShipPart> = {
  kind: 'ship',
  onIsland: false,
  parts: [
    part(
      'hull',
      { type: 'box', halfExtents: [hullHalfX, (HULL_HEIGHT_CM + BASE_SINK_CM) / 2, b] },
      [SHIP_STERN_X_CM + hullHalfX, (HULL_HEIGHT_CM - BASE_SINK_CM) / 2, 0],
      '#6b4423',
    ),
    // The prow: a box turned 45° about y whose front corner is the bow's tip, its top at hull
    // height. (A box, not a convex hull: Rapier's hull-to-box contacts lose points on flat tops.)
    {
      ...part(
        'bow',
        {
          type: 'box',
          halfExtents: [
            (SHIP_TIP_X_CM - SHIP_BOW_X_CM) / Math.SQRT2,
            (HULL_HEIGHT_CM + BASE_SINK_CM) / 2,
            (SHIP_TIP_X_CM - SHIP_BOW_X_CM) / Math.SQRT2,
          ],
        },
        [SHIP_BOW_X_CM, (HULL_HEIGHT_CM - BASE_SINK_CM) / 2, 0],
        '#6b4423',
      ),
      rotation: yawQuat(Math.PI / 4),
    },
    part(
      'deck',
      { type: 'box', halfExtents: [deckHalfX, (DECK_TOP_CM - HULL_HEIGHT_CM) / 2, b] },
      [STERN_FRONT_X_CM + deckHalfX, (DECK_TOP_CM + HULL_HEIGHT_CM) / 2, 0],
      '#b08653',
    ),
    // the rails (part of the deck as far as landing goes), sunk a little into it
    ...[-1, 1].map((side) =>
      part(
        'deck',
        {
          type: 'box',
          halfExtents: [deckHalfX, (RAIL_HEIGHT_CM + BASE_SINK_CM) / 2, RAIL_THICKNESS_CM / 2],
        },
        [
          STERN_FRONT_X_CM + deckHalfX,
          DECK_TOP_CM + (RAIL_HEIGHT_CM - BASE_SINK_CM) / 2,
          side * (b - RAIL_THICKNESS_CM / 2),
        ],
        '#8a6238',
      ),
    ),
    part(
      'stern',
      { type: 'box', halfExtents: [sternHalfX, (STERN_TOP_CM + BASE_SINK_CM) / 2, b] },
      [SHIP_STERN_X_CM + sternHalfX, (STERN_TOP_CM - BASE_SINK_CM) / 2, 0],
      '#7a4f2a',
    ),
    // the taffrail, along the stern end
    part(
      'stern',
      {
        type: 'box',
        halfExtents: [TAFFRAIL_THICKNESS_CM / 2, (TAFFRAIL_HEIGHT_CM + BASE_SINK_CM) / 2, b],
      },
      [
        SHIP_STERN_X_CM + TAFFRAIL_THICKNESS_CM / 2,
        STERN_TOP_CM + (TAFFRAIL_HEIGHT_CM - BASE_SINK_CM) / 2,
        0,
      ],
      '#5a3a1e',
    ),
    part(
      'post',
      { type: 'box', halfExtents: [0.12, (postTop - postBottom) / 2, 0.2] },
      [SHIP_PIVOT[0], (postTop + postBottom) / 2, 0],
      '#5a3a1e',
    ),
  ],
  lever: {
    pivot: SHIP_PIVOT,
    restAngle: LEVER_REST_ANGLE,
    releaseAngle: LEVER_RELEASE_ANGLE,
    stopAngle: LEVER_STOP_ANGLE,
  },
  captainStand: [SHIP_STERN_X_CM + sternHalfX, STERN_TOP_CM, 0],
};
