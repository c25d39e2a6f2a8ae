import { BASE_SINK_CM } from './boardSpec';
import { LEVER_RELEASE_ANGLE, LEVER_REST_ANGLE, LEVER_STOP_ANGLE } from './leverSpec';
import { WOOD } from './materials';
import type { KrakenPart, PieceSpec } from './pieceSpec';
import type { PartSpec } from './shapeSpec';
import type { Vec3 } from './vec';

/** Radius of the Kraken's ring of tentacles on the sea, cm. */
export const KRAKEN_TENTACLE_RADIUS_CM = 2.0;
/** Centre and radius of the Kraken's head, cm. */
export const KRAKEN_HEAD_CENTRE: Vec3 = [-0.2, 2.6, 0];
export const KRAKEN_HEAD_RADIUS_CM = 1.1;
/** The lever's pivot above the head, Kraken-local, cm. */
export const KRAKEN_PIVOT: Vec3 = [0.6, 4.4, 0];

const part = (
  name: KrakenPart,
  shape: PartSpec['shape'],
  offset: Vec3,
  colour: string,
): PartSpec<KrakenPart> => ({
  part: name,
  shape,
  offset,
  material: WOOD,
  colour,
});

/** Top of the tentacles' ring and of the round body, cm. */
const TENTACLES_TOP_CM = 0.4;
const BODY_TOP_CM = 2.0;
const bodyBottom = TENTACLES_TOP_CM - BASE_SINK_CM;
/** The post starts inside the head, where the head's surface is under the pivot. */
const postBottom = 3.2;
const postTop = KRAKEN_PIVOT[1] - 0.2;

/** The Kraken: a low ring of tentacles, a round body, a head, and the lever's post on top. */
export const KRAKEN_SPEC: PieceSpec<KrakenPart> = {
  kind: 'kraken',
  onIsland: false,
  parts: [
    part(
      'tentacles',
      {
        type: 'cylinder',
        radius: KRAKEN_TENTACLE_RADIUS_CM,
        halfHeight: (TENTACLES_TOP_CM + BASE_SINK_CM) / 2,
      },
      [0, (TENTACLES_TOP_CM - BASE_SINK_CM) / 2, 0],
      '#5b2a6e',
    ),
    part(
      'body',
      { type: 'cylinder', radius: 1.4, halfHeight: (BODY_TOP_CM - bodyBottom) / 2 },
      [0, (BODY_TOP_CM + bodyBottom) / 2, 0],
      '#6e3486',
    ),
    part('head', { type: 'ball', radius: KRAKEN_HEAD_RADIUS_CM }, KRAKEN_HEAD_CENTRE, '#7e3f99'),
    part(
      'post',
      { type: 'box', halfExtents: [0.12, (postTop - postBottom) / 2, 0.2] },
      [KRAKEN_PIVOT[0], (postTop + postBottom) / 2, 0],
      '#5a3a1e',
    ),
  ],
  lever: {
    pivot: KRAKEN_PIVOT,
    restAngle: LEVER_REST_ANGLE,
    releaseAngle: LEVER_RELEASE_ANGLE,
    stopAngle: LEVER_STOP_ANGLE,
  },
};
