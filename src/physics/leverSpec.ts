import { CUBE_SIZE_CM } from './cubeSpec';
import { WOOD } from './materials';
import type { PartSpec } from './shapeSpec';
import type { Vec3 } from './vec';

/**
 * The catapult lever every firing piece carries. Lever-local frame: origin at the pivot, axes as
 * the piece's (+x forward, +y up), turning about +z. The cup sits behind the pivot (−x), the
 * struck end in front (+x). Striking the struck end down swings the cup up from its rest stop to
 * its upper stop and the cubes fly off forward and up.
 *
 * The cup is a row of pockets, one cube each, so the cubes never touch one another in the launch
 * (three cubes loose in one cup collided within 20–30 ms of the strike and scattered the landing
 * by up to 18 spaces).
 */

/** Pivot to the middle pocket's centre along −x, cm. */
export const CUP_DISTANCE_CM = 1.0;
/** Pivot to the point struck, along +x, cm. */
export const STRIKE_ARM_CM = 0.45;
/** Inner width of a pocket across the arm, cm: the cube plus room for its placement jitter and yaw. */
export const POCKET_INNER_CM = CUBE_SIZE_CM + 0.1;
/** Inner length of a pocket along the arm, cm: room for the cube to slide outward during the swing. */
export const POCKET_LENGTH_CM = CUBE_SIZE_CM + 0.2;
/** Thickness of the pocket walls and of the cup floor, cm. */
export const CUP_WALL_CM = 0.07;
/**
 * Heights of the walls above the pocket floor, cm. The far end has only a low lip: a cube spins
 * with the arm, and as it leaves the stopped arm its lower outer edge swings outward, so a far wall
 * as tall as the near one caught it and threw it anywhere.
 */
export const FAR_WALL_CM = 0.1;
export const NEAR_WALL_CM = 0.25;
export const SIDE_WALL_CM = 0.35;
/** Thickness and width of the arm plank, cm. */
export const ARM_THICKNESS_CM = 0.15;
export const ARM_WIDTH_CM = 0.4;
/** Radius of the hub at the pivot, cm. */
export const HUB_RADIUS_CM = 0.15;
/**
 * Each pocket is this much nearer the pivot than the one before, cm: the three cubes fly to three
 * nearby distances, so a volley covers a short stretch of sea rather than one spot.
 */
export const POCKET_STAGGER_CM = 0.06;
/** The pocket floors sit half a cube below the pivot's line, so the cubes' centres are on it and fly off square to the arm. */
const FLOOR_Y = -CUBE_SIZE_CM / 2;

/** Centres of the pockets on the cup floor, lever-local (x, z), cm: three side by side across the arm, staggered. */
const pitch = POCKET_INNER_CM + CUP_WALL_CM;
export const POCKETS: readonly (readonly [number, number])[] = [
  [-CUP_DISTANCE_CM - POCKET_STAGGER_CM, -pitch],
  [-CUP_DISTANCE_CM, 0],
  [-CUP_DISTANCE_CM + POCKET_STAGGER_CM, pitch],
];

const lever = (part: PartSpec<'lever'>['shape'], offset: Vec3, rotation?: PartSpec['rotation']) =>
  ({
    part: 'lever',
    shape: part,
    offset,
    material: WOOD,
    colour: '#8a5a33',
    ...(rotation ? { rotation } : {}),
  }) as PartSpec<'lever'>;

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** The floor and walls of every pocket; a wall two pockets share is made once. */
function cupParts(): PartSpec<'lever'>[] {
  const halfX = POCKET_LENGTH_CM / 2;
  const halfZ = POCKET_INNER_CM / 2;
  const parts = new Map<string, PartSpec<'lever'>>();
  const add = (halfExtents: Vec3, offset: Vec3) => {
    const key = [...halfExtents, ...offset].map(round).join(',');
    if (!parts.has(key)) parts.set(key, lever({ type: 'box', halfExtents }, offset));
  };
  const w = CUP_WALL_CM;
  // floors first: LEVER_PARTS[1] is a cup floor
  for (const [x, z] of POCKETS) add([halfX + w, w / 2, halfZ + w], [x, FLOOR_Y - w / 2, z]);
  for (const [x, z] of POCKETS) {
    add([w / 2, FAR_WALL_CM / 2, halfZ + w], [x - halfX - w / 2, FLOOR_Y + FAR_WALL_CM / 2, z]);
    add([w / 2, NEAR_WALL_CM / 2, halfZ + w], [x + halfX + w / 2, FLOOR_Y + NEAR_WALL_CM / 2, z]);
    for (const side of [-1, 1])
      add([halfX, SIDE_WALL_CM / 2, w / 2], [x, FLOOR_Y + SIDE_WALL_CM / 2, z + side * (halfZ + w / 2)]);
  }
  return [...parts.values()];
}

/** Pivot to the cup's far edge along −x, cm: a piece's deck is free beyond this. */
export const CUP_REACH_CM = -Math.min(...POCKETS.map(([x]) => x)) + POCKET_LENGTH_CM / 2 + CUP_WALL_CM;

const nearestPocket = Math.max(...POCKETS.map(([x]) => x)) + POCKET_LENGTH_CM / 2 + CUP_WALL_CM;
const plankFrom = nearestPocket - 0.05;
const plankTo = STRIKE_ARM_CM + 0.15;

/** Colliders of the arm (one rigid body) in lever-local coordinates. */
export const LEVER_PARTS: readonly PartSpec<'lever'>[] = [
  // plank from the cup to the struck end
  lever({ type: 'box', halfExtents: [(plankTo - plankFrom) / 2, ARM_THICKNESS_CM / 2, ARM_WIDTH_CM / 2] }, [
    (plankTo + plankFrom) / 2,
    -ARM_THICKNESS_CM / 2,
    0,
  ]),
  ...cupParts(),
  // strike pad at the free end
  lever({ type: 'box', halfExtents: [0.15, 0.08, 0.25] }, [STRIKE_ARM_CM, 0.08, 0]),
  // hub round the pivot (cylinder axis turned from y to z)
  lever(
    { type: 'cylinder', radius: HUB_RADIUS_CM, halfHeight: ARM_WIDTH_CM / 2 + 0.05 },
    [0, 0, 0],
    [Math.SQRT1_2, 0, 0, Math.SQRT1_2],
  ),
];

/** Where the strike lands on the arm (top of the strike pad), lever-local, cm. */
export const STRIKE_POINT: Vec3 = [STRIKE_ARM_CM, 0.16, 0];

/** Gap between a cube and its pocket's near wall, cm (more than the placement jitter). */
const NEAR_GAP_CM = 0.04;
/** Resting centres of the three cubes, one a pocket near its near wall, lever-local, cm. */
export const CUBE_SLOTS: readonly Vec3[] = POCKETS.map(
  ([x, z]) =>
    [x + POCKET_LENGTH_CM / 2 - CUBE_SIZE_CM / 2 - NEAR_GAP_CM, FLOOR_Y + CUBE_SIZE_CM / 2, z] as Vec3,
);

/** How a piece carries its lever. */
export interface LeverMount {
  /** The pivot in the piece's local frame, cm. */
  pivot: Vec3;
  /** Tilt at rest, radians about local +z (negative: cup end raised, resting on its lower stop). */
  restAngle: number;
  /** Tilt where the swing stops speeding up and the cubes leave the cup, radians (more negative than rest). */
  releaseAngle: number;
  /** Tilt at the upper stop, radians (more negative still): the arm slows from the release to rest here. */
  stopAngle: number;
}

/** Rest tilt shared by the three pieces, radians: the arm level. */
export const LEVER_REST_ANGLE = 0;
/** Release tilt, radians: the strike speeds the arm up until the cup end is 45° up. */
export const LEVER_RELEASE_ANGLE = (-45 * Math.PI) / 180;
/** Upper stop, radians: the arm is stopped here and the cubes fly on. */
export const LEVER_STOP_ANGLE = LEVER_RELEASE_ANGLE;
