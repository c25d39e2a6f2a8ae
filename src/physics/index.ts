/** The headless cannon volley: specs, input, simulation, trace, scoring, thresholds, sweeps. */

export { boardExtent, DEFAULT_BOARD, facingYaw, hexWorld } from './boardLayout';
export {
  BOARD_THICKNESS_CM,
  type BoardExtent,
  HEX_RADIUS_CM,
  ISLAND_HEIGHT_CM,
  SPACE_CM,
} from './boardSpec';
export { CAPTAIN_PART } from './captainSpec';
export { CUBE_COUNT, CUBE_PART, CUBE_SIZE_CM } from './cubeSpec';
export { type CubeLanding, cubeLandings } from './landing';
export { CUBE_SLOTS, LEVER_PARTS, type LeverMount, STRIKE_POINT } from './leverSpec';
export type { PieceKind, PiecePart, PieceSpec } from './pieceSpec';
export { leverPose, leverRestPose, PIECE_SPECS, type Pose, piecePose } from './pieceSpecs';
export { createPrng, mixSeed, type Prng } from './prng';
export { type RandomVolleyOptions, randomVolleyInput } from './randomVolleyInput';
export { initPhysics } from './rapier';
export type {
  CaptainScore,
  CaptainVerdict,
  CubeHit,
  CubeRest,
  CubeScore,
  DecidingContact,
  ScoredPart,
  VolleyScore,
} from './scoreTypes';
export { scoreVolley } from './scoreVolley';
export type { MaterialSpec, PartSpec, ShapeSpec } from './shapeSpec';
export { DEFAULT_SIM_CONSTANTS, type SimConstants, swingSpeed } from './simConstants';
export { simulateScene, simulateVolley, stepVolleyBare } from './simulateVolley';
export {
  calibrationInput,
  SENSITIVITY_FACTORS,
  type SweepRow,
  sweepInput,
  sweepVolley,
  type ThresholdVariant,
  thresholdVariants,
} from './sweep';
export { formatCalibration, formatSweepSummary, median } from './sweepSummary';
export {
  DEFAULT_THRESHOLDS,
  parseThresholds,
  THRESHOLD_INFO,
  type ThresholdInfo,
  type Thresholds,
  thresholdsSchema,
} from './thresholds';
export { canonicalJson, traceHash } from './traceHash';
export { type BodySample, bodyAt, bodySample, frameIndexAt, judgedStep, touchesAt } from './traceQueries';
export type {
  ColliderOwner,
  ContactRecord,
  FinalBody,
  Launch,
  TouchSpan,
  TraceBody,
  TracePiece,
  VolleyTrace,
} from './traceTypes';
export { FRAME_SCALE, FRAME_STRIDE } from './traceTypes';
export type { Quat, Vec3 } from './vec';
export {
  type FiringPiece,
  type OtherPiece,
  parseVolleyInput,
  type VolleyInput,
  volleyInputSchema,
} from './volleyInput';
