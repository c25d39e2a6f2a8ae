import { BASE_SINK_CM, ISLAND_HEIGHT_CM } from './boardSpec';
import { LEVER_RELEASE_ANGLE, LEVER_REST_ANGLE, LEVER_STOP_ANGLE } from './leverSpec';
import { WOOD } from './materials';
import type { PieceSpec, TowerPart } from './pieceSpec';
import type { PartSpec } from './shapeSpec';
import type { Vec3 } from './vec';

/** Radius and height of the tower's shaft (standing on the island), cm. */
export const TOWER_RADIUS_CM = 1.3;
export const TOWER_SHAFT_HEIGHT_CM = 5.0;
/** Radius and thickness of the platform on top, cm. */
export const TOWER_TOP_RADIUS_CM = 1.6;
export const TOWER_TOP_THICKNESS_CM = 0.4;
/** The lever's pivot above the platform, tower-local, cm. */
export const TOWER_PIVOT: Vec3 = [0.6, 7.5, 0];

const part = (
  name: TowerPart,
  shape: PartSpec['shape'],
  offset: Vec3,
  colour: string,
): PartSpec<TowerPart> => ({
  part: name,
  shape,
  offset,
  material: WOOD,
  colour,
});

const shaftTop = ISLAND_HEIGHT_CM + TOWER_SHAFT_HEIGHT_CM;
const platformTop = shaftTop + TOWER_TOP_THICKNESS_CM;
const postTop = TOWER_PIVOT[1] - 0.2;

/** The tower: a round shaft on the central island, a platform, and the lever's post. */
export const TOWER_SPEC: PieceSpec<TowerPart> = {
  kind: 'tower',
  onIsland: true,
  parts: [
    part(
      'body',
      { type: 'cylinder', radius: TOWER_RADIUS_CM, halfHeight: (TOWER_SHAFT_HEIGHT_CM + BASE_SINK_CM) / 2 },
      [0, ISLAND_HEIGHT_CM + (TOWER_SHAFT_HEIGHT_CM - BASE_SINK_CM) / 2, 0],
      '#9c9c9c',
    ),
    part(
      'top',
      { type: 'cylinder', radius: TOWER_TOP_RADIUS_CM, halfHeight: TOWER_TOP_THICKNESS_CM / 2 },
      [0, shaftTop + TOWER_TOP_THICKNESS_CM / 2, 0],
      '#8a8a8a',
    ),
    part(
      'post',
      { type: 'box', halfExtents: [0.12, (postTop - platformTop + BASE_SINK_CM) / 2, 0.2] },
      [TOWER_PIVOT[0], (postTop + platformTop - BASE_SINK_CM) / 2, 0],
      '#5a3a1e',
    ),
  ],
  lever: {
    pivot: TOWER_PIVOT,
    restAngle: LEVER_REST_ANGLE,
    releaseAngle: LEVER_RELEASE_ANGLE,
    stopAngle: LEVER_STOP_ANGLE,
  },
};
