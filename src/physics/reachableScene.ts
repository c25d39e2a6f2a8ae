import { SPACE_CM } from './boardSpec';
import type { VolleyInput } from './volleyInput';

/** Spaces a volley's cubes fly at most at a strength: the far cubes' landing on open sea plus a slide (docs/volley.md). */
export function reachSpaces(strength: number): number {
  return 1.5 + 9 * strength + 2;
}

/** Pieces and islands this close are kept whatever their bearing (a cube may ricochet off the firer's neighbours), spaces. */
const NEAR_SPACES = 3;
/** Farther out, only what lies within this angle of the facing and the reach is kept (the cubes fly forward), radians. */
const CONE = Math.PI / 2;
/** Margin past the reach for a piece's own size, spaces. */
const REACH_MARGIN_SPACES = 1;

/**
 * Whether the cubes of a volley struck at `strength` could reach a point at world (x, z): near the
 * firer, or ahead of it within the reach. What fails this never changes an outcome.
 */
export function reachTest(input: VolleyInput, strength: number): (x: number, z: number) => boolean {
  const { x: fx, z: fz, yaw } = input.firing;
  const reach = (reachSpaces(strength) + REACH_MARGIN_SPACES) * SPACE_CM;
  return (x, z) => {
    const dx = x - fx;
    const dz = z - fz;
    const distance = Math.hypot(dx, dz);
    if (distance <= NEAR_SPACES * SPACE_CM) return true;
    // Forward is (cos φ, −sin φ) in x/z.
    const ahead = (dx * Math.cos(yaw) - dz * Math.sin(yaw)) / distance;
    return distance <= reach && ahead >= Math.cos(CONE);
  };
}

/** The input without the pieces and islands the cubes cannot reach at up to `strength` (the board stays whole). */
export function reachableScene(input: VolleyInput, strength: number): VolleyInput {
  const reachable = reachTest(input, strength);
  return {
    ...input,
    others: input.others.filter((piece) => reachable(piece.x, piece.z)),
    islands: (input.islands ?? []).filter((island) => reachable(island.x, island.z)),
  };
}
