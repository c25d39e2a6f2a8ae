import type { Action, ShipStep } from '../action';
import { type Board, boardFor, indexOfHex, neighborIndex } from '../board';
import type { GameState, PlayerState } from '../gameState';
import type { IslandLetter } from '../ids';
import { ISLAND_LETTERS } from '../ids';
import { legalActions } from '../legalActions';
import { type RandomGenerator, randomInt } from '../rng';
import { ABILITY_STEP } from '../turnRules';
import { canFireVolley } from '../volleySourceRefusal';
import { poseDistances, stepsFromNode } from './poseDistances';
import { randomVolley } from './randomVolley';

/** Odds (percent) that steer the simulated player; it is purposeful enough for games to end. */
export interface AgentTuning {
  /** Chance per decision to fire the turn's volley while it is still available. */
  volley: number;
  /** Chance per decision to start the captain's ability while it is available. */
  ability: number;
  /** Chance to take a random legal action instead of the purposeful one. */
  wander: number;
}

export const DEFAULT_TUNING: AgentTuning = { volley: 20, ability: 30, wander: 8 };

function chance(generator: RandomGenerator, percent: number): boolean {
  return randomInt(generator, 0, 99) < percent;
}

function pick<T>(generator: RandomGenerator, items: readonly T[]): T {
  return items[randomInt(generator, 0, items.length - 1)] as T;
}

/** Where the ship wants to end a move: islands its cards name (M4), else islands it may explore (E1). */
function targets(state: GameState, player: PlayerState): IslandLetter[] {
  if (player.cards.length > 0) return player.cards.map((card) => card.destination);
  const open = ISLAND_LETTERS.filter(
    (island) => state.islands[island].length > 0 && !player.cards.some((card) => card.from === island),
  );
  return open.length > 0 ? open : [...ISLAND_LETTERS];
}

/** The pose node (index * 6 + facing) a ship path leads to (the path is already legal: no obstacle checks). */
function nodeAfter(board: Board, index: number, facing: number, path: ShipStep[]): number {
  for (const step of path) {
    if (step === 'forward') index = neighborIndex(board, index, facing);
    else facing = (facing + (step === 'left' ? 1 : 5)) % 6;
  }
  return index * 6 + facing;
}

/** The ship move or turn that brings the ship nearest its targets, if it gets nearer than now. */
function bestShipAction(state: GameState, actions: Action[], generator: RandomGenerator): Action | null {
  const player = state.turn ? state.players[state.turn.seat] : undefined;
  const pose = player?.ship ? state.ships[player.ship] : undefined;
  if (!player || !pose) return null;
  const board = boardFor(state.mapId);
  const tables = poseDistances(state.mapId);
  const index = indexOfHex(board, pose.hex);
  const goal = targets(state, player);
  const now = stepsFromNode(tables, index * 6 + pose.facing, goal);
  let best: Action[] = [];
  let bestSteps = now;
  for (const action of actions) {
    let after = -1;
    if (action.type === 'moveShip') after = nodeAfter(board, index, pose.facing, action.path);
    else if (action.type === 'turn' && action.piece === 'ship')
      after = index * 6 + ((pose.facing + (action.direction === 'left' ? 1 : 5)) % 6);
    else continue;
    const steps = stepsFromNode(tables, after, goal);
    if (steps < bestSteps) {
      best = [action];
      bestSteps = steps;
    } else if (steps === bestSteps && best.length > 0) best.push(action);
  }
  return best.length > 0 ? pick(generator, best) : null;
}

/** Moves that get somewhere: ship paths ending with a step forward (turning on the spot is left out), Kraken moves. */
function finishing(actions: Action[]): Action[] {
  return actions.filter(
    (action) =>
      (action.type === 'moveShip' && action.path.at(-1) === 'forward') || action.type === 'moveKraken',
  );
}

/** Every legal action but undo; `lean`: without the Kraken's moves (the rest in the same order). */
function all(state: GameState, lean = false): Action[] {
  return legalActions(state, { krakenMoves: !lean }).filter((action) => action.type !== 'undo');
}

/** A simulated player's next action: explores, seeks its cards' islands, fires and uses its ability sometimes. */
export function chooseAction(state: GameState, generator: RandomGenerator, tuning = DEFAULT_TUNING): Action {
  const turn = state.turn;
  const player = turn ? state.players[turn.seat] : undefined;
  if (state.phase.kind !== 'playing' || !turn || !player) return pick(generator, all(state));
  if (turn.manoeuvre) {
    const actions = all(state);
    const ends = finishing(actions);
    return bestShipAction(state, ends, generator) ?? pick(generator, ends.length > 0 ? ends : actions);
  }
  if (turn.ability) {
    const step = ABILITY_STEP[turn.ability.captain];
    const steps = all(state).filter((action) => action.type !== 'finishAbility');
    const useful = step.piece === 'ship' ? bestShipAction(state, steps, generator) : null;
    if (useful) return useful;
    if (step.piece !== 'ship' && steps.length > 0 && chance(generator, 50)) return pick(generator, steps);
    return { type: 'finishAbility', seat: turn.seat };
  }
  if (!turn.volleyUsed && chance(generator, tuning.volley) && canFireVolley(state)) {
    return { type: 'resolveVolley', outcome: randomVolley(state, generator), seat: turn.seat };
  }
  // Most decisions need no Kraken move: they are listed only for a random pick or a drift, and the
  // lean listing is the full one without them, in the same order, so the choices are the same.
  if (chance(generator, tuning.wander)) return pick(generator, all(state));
  const lean = all(state, true);
  const explore = lean.find((action) => action.type === 'explore');
  if (explore) return explore;
  if (lean.some((action) => action.type === 'startAbility') && chance(generator, tuning.ability)) {
    return { type: 'startAbility', seat: turn.seat };
  }
  const towards = bestShipAction(state, lean, generator);
  if (towards) return towards;
  // Nothing brings the ship nearer: drift somewhere, or end the turn.
  const actions = all(state);
  const moves = actions.filter((action) => action.type === 'moveShip' || action.type === 'moveKraken');
  if (moves.length > 0 && chance(generator, 50))
    return pick(generator, finishing(moves).length > 0 ? finishing(moves) : moves);
  return actions.find((action) => action.type === 'endTurn') ?? pick(generator, actions);
}
