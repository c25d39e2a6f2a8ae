import { WOOD } from './materials';
import type { PartSpec } from './shapeSpec';

/** Height of a captain pawn, cm. */
export const CAPTAIN_HEIGHT_CM = 1.7;

/** Half the side of the pawn's square section, cm (it fits the 0.8 cm stern castle). */
export const CAPTAIN_HALF_WIDTH_CM = 0.3;

/**
 * The captain pawn: a square peg, one box, local origin at the centre of its base. Measured on
 * rapier 0.19: a cylinder lying on its side rolls off by itself (its contacts inject energy), and
 * a turned convex hull creeps on a flat face; a box does neither.
 */
export const CAPTAIN_PART: PartSpec<'captain'> = {
  part: 'captain',
  shape: { type: 'box', halfExtents: [CAPTAIN_HALF_WIDTH_CM, CAPTAIN_HEIGHT_CM / 2, CAPTAIN_HALF_WIDTH_CM] },
  offset: [0, CAPTAIN_HEIGHT_CM / 2, 0],
  material: WOOD,
  colour: '#f2e6c9',
};
