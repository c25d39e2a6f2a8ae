import type { MaterialSpec } from './shapeSpec';

/** Painted wood of the pieces, levers and cubes (beech/pine, ~0.65 g/cm³). */
export const WOOD: MaterialSpec = { density: 0.65, friction: 0.5, restitution: 0.3 };

/** The printed board (cardboard with a matt finish): a little grippier and deader than wood. */
export const BOARD: MaterialSpec = { density: 0.7, friction: 0.6, restitution: 0.15 };
