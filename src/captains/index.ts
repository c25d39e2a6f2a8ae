/**
 * Computer captains (issue 10): plan a turn with the engine from the seat's own view (A1), aim by
 * sampling the physics with the level's hand noise (A2), name their seat in every action (A3).
 * Runs in workers: captainWorker.ts (browser, captainApi.ts through comlink) and scripts/arenaWorker.ts (Node).
 */
export { type AimPreviewOptions, aimPreview, chooseShot, type Shot, strengthFor } from './aim';
export {
  type AimEstimate,
  type AimEstimator,
  type AimRequest,
  relativeSceneKey,
  SamplingEstimator,
} from './aimEstimator';
export { type ArenaSpec, FAIRNESS_GAMES, fairnessSpecs, kindsFor, matchOptionsFor } from './arenaBatch';
export {
  type ArenaSummary,
  formatSummary,
  type KindFigures,
  quantile,
  type Share,
  summarize,
  wilson,
} from './arenaSummary';
export { type CaptainApi, captainApi, type GamesPlayed } from './captainApi';
export { decide, sharedEstimator } from './decide';
export { determinize } from './determinize';
export { fireVolley } from './fireVolley';
export { type CaptainIntent, seatAction } from './intent';
export { isLevelId, LEVEL_IDS, LEVELS, type Level, type LevelId } from './levels';
export { CaptainMemory } from './memory';
export { PILOT_IDS, PILOTS, type PilotChoice, type PilotId, type PilotParams, pilotDecide } from './pilot';
export {
  isPlayerKind,
  type MatchOptions,
  type MatchRecord,
  PLAYER_KINDS,
  type PlayerKind,
  playMatch,
} from './playMatch';
export { type GoalRoute, type PoseRoutes, poseRoutes, type RouteEdge } from './poseRoutes';
