import { CUBE_SIZE_CM } from './cubeSpec';
import { WOOD } from './materials';
import type { PartSpec } from './shapeSpec';
import type { Vec3 } from './vec';

/**
 * The catapult lever every firing piece carries. Lever-local frame: origin at the pivot, axes as
 * the piece's (+x forward, +y up), turning about +z. The cup sits behind the pivot (−x), the
 * struck end in front (+x). Striking the struck end down swings the cup up from its rest stop to
 * its upper stop and the cubes fly off forward and up.
 */

/** Pivot to cup centre along −x, cm. */
export const CUP_DISTANCE_CM = 1.4;
/** Pivot to the point struck, along +x, cm. */
export const STRIKE_ARM_CM = 1.4;
/** Inner side of the square cup, cm (three cubes in a triangle). */
export const CUP_INNER_CM = 1.9;
/** Thickness of the cup's rims and floor, cm. */
export const CUP_WALL_CM = 0.12;
/** Height of the rims above the cup floor, cm. */
export const CUP_RIM_HEIGHT_CM = 0.3;
/** Thickness and width of the arm plank, cm. */
export const ARM_THICKNESS_CM = 0.15;
export const ARM_WIDTH_CM = 0.4;
/** Radius of the hub at the pivot, cm. */
export const HUB_RADIUS_CM = 0.15;

const cupOuterHalf = CUP_INNER_CM / 2 + CUP_WALL_CM;
const rimOffset = CUP_INNER_CM / 2 + CUP_WALL_CM / 2;
const rimY = CUP_RIM_HEIGHT_CM / 2;
const lever = (part: PartSpec<'lever'>['shape'], offset: Vec3, rotation?: PartSpec['rotation']) =>
  ({
    part: 'lever',
    shape: part,
    offset,
    material: WOOD,
    colour: '#8a5a33',
    ...(rotation ? { rotation } : {}),
  }) as PartSpec<'lever'>;

/** Colliders of the arm (one rigid body) in lever-local coordinates. */
export const LEVER_PARTS: readonly PartSpec<'lever'>[] = [
  // plank from the cup to the struck end
  lever(
    {
      type: 'box',
      halfExtents: [(STRIKE_ARM_CM + 0.15 + CUP_DISTANCE_CM) / 2, ARM_THICKNESS_CM / 2, ARM_WIDTH_CM / 2],
    },
    [(STRIKE_ARM_CM + 0.15 - CUP_DISTANCE_CM) / 2, -ARM_THICKNESS_CM / 2, 0],
  ),
  // cup floor, top face at y = 0
  lever({ type: 'box', halfExtents: [cupOuterHalf, CUP_WALL_CM / 2, cupOuterHalf] }, [
    -CUP_DISTANCE_CM,
    -CUP_WALL_CM / 2,
    0,
  ]),
  // far and near rims
  lever({ type: 'box', halfExtents: [CUP_WALL_CM / 2, rimY, cupOuterHalf] }, [
    -CUP_DISTANCE_CM - rimOffset,
    rimY,
    0,
  ]),
  lever({ type: 'box', halfExtents: [CUP_WALL_CM / 2, rimY, cupOuterHalf] }, [
    -CUP_DISTANCE_CM + rimOffset,
    rimY,
    0,
  ]),
  // side rims
  lever({ type: 'box', halfExtents: [CUP_INNER_CM / 2, rimY, CUP_WALL_CM / 2] }, [
    -CUP_DISTANCE_CM,
    rimY,
    rimOffset,
  ]),
  lever({ type: 'box', halfExtents: [CUP_INNER_CM / 2, rimY, CUP_WALL_CM / 2] }, [
    -CUP_DISTANCE_CM,
    rimY,
    -rimOffset,
  ]),
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

/** Gap kept between cubes and from the rims, cm. */
const slot = (CUP_INNER_CM - 2 * CUBE_SIZE_CM) / 4 + CUBE_SIZE_CM / 2;

/** Resting centres of the three cubes in the cup, lever-local, cm: two against the far rim, one nearer the pivot. */
export const CUBE_SLOTS: readonly Vec3[] = [
  [-CUP_DISTANCE_CM - slot, CUBE_SIZE_CM / 2, slot],
  [-CUP_DISTANCE_CM - slot, CUBE_SIZE_CM / 2, -slot],
  [-CUP_DISTANCE_CM + slot, CUBE_SIZE_CM / 2, 0],
];

/** How a piece carries its lever. */
export interface LeverMount {
  /** The pivot in the piece's local frame, cm. */
  pivot: Vec3;
  /** Tilt at rest, radians about local +z (negative: cup end raised, resting on its lower stop). */
  restAngle: number;
  /** Tilt at the upper stop, radians (more negative); the swing between the two stops throws the cubes. */
  stopAngle: number;
}

/**
 * Rest tilt shared by the three pieces, radians: the cup end 20° up, so the cup floor already
 * faces forward. The strike resolves in one or two steps at 1/120 s, so the cubes leave along
 * the cup floor's normal during the swing (between 20° and 55° forward of vertical), not
 * tangentially at the stop as a slow catapult would.
 */
export const LEVER_REST_ANGLE = (-20 * Math.PI) / 180;
/** Upper stop, radians: the cup end 55° up. */
export const LEVER_STOP_ANGLE = (-55 * Math.PI) / 180;
