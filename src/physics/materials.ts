import type { MaterialSpec } from './shapeSpec';

/**
 * Painted wood of the pieces, levers and cubes (beech/pine, ~0.65 g/cm³). Friction: wood on wood
 * is tabulated at μs 0.25–0.5 and μk ≈ 0.2 (docs/volley.md gives the sources); Rapier has one
 * coefficient for both, so 0.4. Restitution 0.5: hardwood on hardwood, within the published range.
 * Rapier averages the two sides of a contact, so wood on wood keeps these values.
 */
export const WOOD: MaterialSpec = { density: 0.65, friction: 0.4, restitution: 0.5 };

/**
 * The printed board (cardboard with a matt finish): grippier and much deader than wood. Chosen so
 * that wood on the board averages to friction 0.45 and restitution 0.3 (no published pair value).
 */
export const BOARD: MaterialSpec = { density: 0.7, friction: 0.5, restitution: 0.1 };
