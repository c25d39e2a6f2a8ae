import { WOOD } from './materials';
import type { PartSpec } from './shapeSpec';

/** Edge of a cannon cube, cm. */
export const CUBE_SIZE_CM = 0.8;

/** Cubes in a volley (B3). */
export const CUBE_COUNT = 3;

/** The cube collider, centred on the cube's body origin. */
export const CUBE_PART: PartSpec<'cube'> = {
  part: 'cube',
  shape: { type: 'box', halfExtents: [CUBE_SIZE_CM / 2, CUBE_SIZE_CM / 2, CUBE_SIZE_CM / 2] },
  offset: [0, 0, 0],
  material: WOOD,
  colour: '#1b1b1b',
};
