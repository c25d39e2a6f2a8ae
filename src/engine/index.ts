/** The public face of the rules engine: pure functions over plain-JSON state. */

export { type AbilityIntent, type AbilityOption, abilityOption } from './abilityOption';
export { type AbilityStatus, abilityStatus } from './abilityStatus';
export {
  type Action,
  type ActionIntent,
  type ActionType,
  SETUP_ACTION_TYPES,
  type SetupAction,
  type ShipStep,
  TURN_ACTION_TYPES,
  type TurnAction,
  type TurnActionType,
  type TurnDirection,
  type TurnIntent,
} from './action';
export { actionFor, intentOf } from './actionFor';
export {
  type CreateGameInput,
  createGame,
  DEFAULT_OPTIONS,
  SUPPLY_COINS,
  SUPPLY_TREASURES,
} from './createGame';
export { TOKENS_PER_ISLAND } from './dealTokens';
export { newTurn } from './endTurn';
export { endTurnOption } from './endTurnOption';
export { execute } from './execute';
export { exploreRefusal } from './exploreRefusal';
export type { GameEvent, GameEventType, RuleId, StepCost } from './gameEvent';
export { buildMap, type GameMap, type MapDefinition, type Terrain } from './gameMap';
export type * from './gameState';
export {
  FACINGS,
  facingBetween,
  facingToward,
  hexCenter,
  hexDistance,
  hexKey,
  isHexKey,
  keyToOffset,
  neighborOf,
  neighborsOf,
  offsetToKey,
  type Point,
  parseHexKey,
  reverseFacing,
  turnFacing,
} from './hex';
export * from './ids';
export type { IntentAnswer } from './intentAnswer';
export { legalActions, shortestFinish } from './legalActions';
export { type LegalMove, legalMoves, type MoveAction } from './legalMoves';
export { getMap, mapIds, registerMap } from './maps/getMap';
export { standardMap } from './maps/standard';
export {
  COMPASS_POINTS,
  type Compass,
  compassBetween,
  compassOfFacing,
  compassOfStep,
  LANDMARK_RANK,
  type Landmark,
  landmarkOf,
  type Neighbour,
  neighboursOf,
  type Place,
  placeOf,
  type Side,
} from './placeOf';
export { refusalOf } from './refusalOf';
export type { ExecuteResult, Rejection, RejectionCode, Success } from './rejection';
export { sailForward } from './sailForward';
export {
  POINTS_PER_COIN,
  POINTS_PER_TREASURE,
  pointsOf,
  type Standings,
  scoreGame,
  standingsOf,
  type TieBreak,
  treasuresToWin,
} from './scoring';
export { PIECE_WORDS, SHIP_COLOUR_NAMES, shipColourLabel, shipName } from './shipNames';
export { isWholeState, type TableState, type TableTurn, tokensLeft, undoDepth } from './tableState';
export { type TurnHandleAnswer, turnHandleAction } from './turnHandleAction';
export { ABILITY_STEP, ABILITY_STEPS, ACTIONS_PER_TURN } from './turnRules';
export { validateState } from './validateState';
export {
  eventFor,
  eventsFor,
  type GameView,
  type HeldCardView,
  type PlayerView,
  type TurnView,
  viewFor,
} from './viewFor';
export * from './volleyOutcome';
export { canFireVolley, volleySourceRefusal } from './volleySourceRefusal';
