import type { Action, GameState, GameView, IslandLetter, Seat } from '../engine';
import {
  canFireVolley,
  execute,
  ISLAND_LETTERS,
  legalActions,
  POINTS_PER_TREASURE,
  shortestFinish,
  treasuresToWin,
} from '../engine';
import { boardFor, indexOfHex } from '../engine/board';
import { poseDistances, stepsFromNode } from '../engine/sim/poseDistances';
import type { Thresholds } from '../physics/thresholds';
import { chooseShot } from './aim';
import type { AimEstimator } from './aimEstimator';
import { determinize } from './determinize';
import { CURSE_COST } from './evaluate';
import { seatAction } from './intent';
import { LEVELS, type Level } from './levels';
import { type PoseRoutes, poseRoutes, type RouteEdge } from './poseRoutes';
import { angleOff, priorShotValue, priorTargets, priorVolleyValue, spacesBetween } from './volleyPrior';

/**
 * `pilot`, the strongest simple plan (issue 33), a baseline the captain levels are measured against:
 * - sails by the exact shortest route over poses (`poseRoutes`: moves with their M3 continuation, turns,
 *   the captain's free moves or turns) to the cheapest goal: a held card's island (a move ending there
 *   claims it, M4) or an island it may explore, counted as the route plus the explore plus `exploreWeight`
 *   times the mean way on from there to another island (where the card it draws will send it);
 * - explores whenever it stands next to an island it may explore, unless that costs a claim this turn;
 * - fires as soon as a source lines up on a target (the volley prior), else before it ends its turn,
 *   from the source and at the strength the aim estimator expects most coins of (`chooseShot`, no hand
 *   noise: the other baselines strike exactly too);
 * - cursed, it goes out of its way (up to `curseDetour` actions) to line its ship up on a ship this turn;
 * - a tower keeper or Kraken tamer uses its free turns or moves to line a shot up.
 * It decides from the seat's view alone and draws nothing: the same view gives the same choice.
 */
export interface PilotParams {
  exploreWeight: number;
  curseDetour: number;
  /** Physics samples per aimed strength (`chooseShot`). */
  aimSamples: number;
  /** In the game's last round, with no claim left in reach: turn pieces to line a shot up, explore no more. */
  lastRound: boolean;
  /**
   * Weight of the way on from a goal to the best goal after it (absent or 0: the nearest goal alone). A goal
   * counts its route plus this times the actions from its island to the next goal's (a held card's island,
   * an island to explore, or the drawn card's mean trip): the order of the next two goals, not greed.
   */
  nextGoalWeight?: number;
  /**
   * Goals by worth, not actions (absent: by actions): the next two goals' discounted worth as the levels count
   * it (`routeValue`: a claim a treasure, 6·0.92² an action; an explore 2.1 at its route, the explore and its
   * follow-up), the first goal the one whose best pair is worth most.
   */
  goalValue?: boolean;
}

export const PILOTS = {
  pilot: { exploreWeight: 0.5, curseDetour: 2, aimSamples: 4, lastRound: false },
  /** As the outside heuristic of issue 33: the nearest goal, explores counted by the route alone. */
  'pilot-nearest': { exploreWeight: 0, curseDetour: 0, aimSamples: 4, lastRound: false },
  // The sweep of docs/captains.md (Baselines): explores weighed more or less, longer curse detours,
  // a finer aim, the last round played for coins.
  'pilot-explore25': { exploreWeight: 0.25, curseDetour: 2, aimSamples: 4, lastRound: false },
  'pilot-explore100': { exploreWeight: 1, curseDetour: 2, aimSamples: 4, lastRound: false },
  'pilot-curse4': { exploreWeight: 0.5, curseDetour: 4, aimSamples: 4, lastRound: false },
  'pilot-nocurse': { exploreWeight: 0.5, curseDetour: 0, aimSamples: 4, lastRound: false },
  'pilot-aim8': { exploreWeight: 0.5, curseDetour: 2, aimSamples: 8, lastRound: false },
  'pilot-last': { exploreWeight: 0.5, curseDetour: 2, aimSamples: 4, lastRound: true },
  /** The two leaning-stronger sweep steps together (explores weighed fully, curse detours up to 4). */
  'pilot-strong': { exploreWeight: 1, curseDetour: 4, aimSamples: 4, lastRound: false },
  /** Issue 33, fourth session: the next two goals planned in order (`nextGoalWeight`). */
  'pilot-tour': { exploreWeight: 0.5, curseDetour: 2, aimSamples: 4, lastRound: false, nextGoalWeight: 1 },
  'pilot-value': { exploreWeight: 0.5, curseDetour: 2, aimSamples: 4, lastRound: false, goalValue: true },
  'pilot-tour50': {
    exploreWeight: 0.5,
    curseDetour: 2,
    aimSamples: 4,
    lastRound: false,
    nextGoalWeight: 0.5,
  },
} as const satisfies Record<string, PilotParams>;
export type PilotId = keyof typeof PILOTS;
export const PILOT_IDS = Object.keys(PILOTS) as PilotId[];

export type PilotChoice =
  | { kind: 'action'; action: Action }
  | { kind: 'fire'; source: 'ship' | 'kraken' | 'tower'; strength: number }
  | { kind: 'wait' };

/** A volley worth firing at once (the prior's coins: ≈ 1.7 on the line, 1.2 half a space off). */
const LINED_UP = 1.2;
/** How the pilot aims: the Captain's sampling (`samples` from the params), without hand noise. */
const AIM: Level = { ...LEVELS.captain, handSigma: 0, strengthsPerTarget: 3 };

const islandSteps = new Map<string, Record<IslandLetter, Record<IslandLetter, number>>>();

/** Per pair of islands: the fewest steps (empty board) from a pose next to one to a space next to the other. */
export function islandStepsOf(mapId: string): Record<IslandLetter, Record<IslandLetter, number>> {
  let table = islandSteps.get(mapId);
  if (table) return table;
  const board = boardFor(mapId);
  const tables = poseDistances(mapId);
  table = {} as Record<IslandLetter, Record<IslandLetter, number>>;
  for (const from of ISLAND_LETTERS) {
    const row = {} as Record<IslandLetter, number>;
    for (const to of ISLAND_LETTERS) {
      let best = to === from ? 0 : 999;
      if (to !== from)
        board.islandsNextTo.forEach((islands, index) => {
          if (!board.sea[index] || !islands.includes(from)) return;
          for (let facing = 0; facing < 6; facing++)
            best = Math.min(best, stepsFromNode(tables, index * 6 + facing, [to]));
        });
      row[to] = best;
    }
    table[from] = row;
  }
  islandSteps.set(mapId, table);
  return table;
}

const followUps = new Map<string, Record<IslandLetter, number>>();

/** Per island: the mean fewest steps (empty board) from next to it to next to another island — a drawn card's trip. */
export function followUpOf(mapId: string): Record<IslandLetter, number> {
  let table = followUps.get(mapId);
  if (table) return table;
  const steps = islandStepsOf(mapId);
  table = {} as Record<IslandLetter, number>;
  for (const from of ISLAND_LETTERS) {
    let sum = 0;
    for (const to of ISLAND_LETTERS) if (to !== from) sum += steps[from][to];
    table[from] = sum / (ISLAND_LETTERS.length - 1);
  }
  followUps.set(mapId, table);
  return table;
}

/** Ship actions a way of this many steps on the empty board costs (a move with its M3 continuation goes about two). */
const STEPS_PER_ACTION = 2;

/** The goal the pilot sails for: its route's first edge and the island (null: nothing to sail for). */
interface Goal {
  island: IslandLetter;
  score: number;
  first: RouteEdge | null;
  claim: boolean;
}

function bestGoal(
  state: GameState,
  seat: Seat,
  routes: PoseRoutes,
  params: PilotParams,
  claimsOnly: boolean,
): Goal | null {
  const player = state.players[seat];
  if (!player) return null;
  const followUp = followUpOf(state.mapId);
  const goals: Goal[] = [];
  for (const [island, route] of routes.claims)
    goals.push({ island, score: route.cost, first: route.first, claim: true });
  for (const island of claimsOnly ? [] : ISLAND_LETTERS) {
    if (state.islands[island].length === 0 || player.cards.some((card) => card.from === island)) continue;
    const route = routes.reaches.get(island);
    if (!route) continue;
    const score = route.cost + 1 + params.exploreWeight * followUp[island];
    goals.push({ island, score, first: route.first, claim: false });
  }
  if (params.goalValue) return worthiestGoal(state, goals, params, followUp);
  const weight = params.nextGoalWeight ?? 0;
  const steps = islandStepsOf(state.mapId);
  let best: Goal | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const goal of goals) {
    let score = goal.score;
    if (weight > 0) {
      // The best goal after this one: the way between the islands, and its explore and follow-up if any.
      let next = Number.POSITIVE_INFINITY;
      for (const other of goals) {
        if (other.island === goal.island) continue;
        const own = other.claim ? 0 : 1 + params.exploreWeight * followUp[other.island];
        next = Math.min(next, steps[goal.island][other.island] / STEPS_PER_ACTION + own);
      }
      if (Number.isFinite(next)) score += weight * next;
    }
    if (score < bestScore) {
      best = goal;
      bestScore = score;
    }
  }
  return best;
}

/** A goal's share of a treasure an action away (0.92 a step, two steps an action: `routeValue`). */
const GOAL_DECAY = 0.92 ** 2;
/** What an explore's chance of a card is worth (as `routeValue` counts it; a claim is a treasure's points). */
const EXPLORE_WORTH = 2.1;

/** The goal whose best pair of goals (it, then the best one from its island) is worth most, each discounted by when it is reached. */
function worthiestGoal(
  state: GameState,
  goals: readonly Goal[],
  params: PilotParams,
  followUp: Record<IslandLetter, number>,
): Goal | null {
  const steps = islandStepsOf(state.mapId);
  // A goal's cost without the explore's own part (the route's actions): `score` less the explore and follow-up.
  const extra = (goal: Goal) => (goal.claim ? 0 : 1 + params.exploreWeight * followUp[goal.island]);
  const worth = (goal: Goal, at: number) =>
    goal.claim ? POINTS_PER_TREASURE * GOAL_DECAY ** at : EXPLORE_WORTH * GOAL_DECAY ** (at + extra(goal));
  let best: Goal | null = null;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const goal of goals) {
    const at = goal.score - extra(goal);
    const after = at + (goal.claim ? 0 : 1);
    let next = 0;
    for (const other of goals)
      if (other.island !== goal.island)
        next = Math.max(next, worth(other, after + steps[goal.island][other.island] / STEPS_PER_ACTION));
    const total = worth(goal, at) + next;
    if (total > bestWorth + 1e-9) {
      best = goal;
      bestWorth = total;
    }
  }
  return best;
}

/** The best ship-on-ship line-up from a pose (a cursed ship's way to pass the curse, V5). */
function shipShotFrom(state: GameState, seat: Seat, hex: string, facing: number): number {
  let best = 0;
  for (const target of priorTargets(state, seat, 'ship')) {
    if (!target.ship) continue;
    const line = (facing - target.facing + 6) % 3;
    const spaces = spacesBetween(hex as never, target.hex);
    const value = priorShotValue(
      spaces,
      angleOff(hex as never, facing, target.hex),
      line !== 0,
      target.standing,
    );
    best = Math.max(best, value);
  }
  return best;
}

/** A pose this turn from which the cursed ship lines up on a ship, within `detour` actions of its way to the goal. */
function curseRoute(
  state: GameState,
  seat: Seat,
  routes: PoseRoutes,
  goal: Goal | null,
  left: number,
  detour: number,
): RouteEdge | null {
  if (detour <= 0) return null;
  const board = boardFor(state.mapId);
  const tables = poseDistances(state.mapId);
  const islands = goal ? [goal.island] : [...ISLAND_LETTERS];
  const ship = state.players[seat]?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!pose) return null;
  const rootNode = indexOfHex(board, pose.hex) * 6 + pose.facing;
  const before = stepsFromNode(tables, rootNode, islands);
  let best: { node: number; extra: number; value: number } | null = null;
  routes.poseCost.forEach((cost, node) => {
    if (cost < 0 || cost > left) return;
    const value = shipShotFrom(state, seat, board.keys[Math.floor(node / 6)] as string, node % 6);
    if (value < LINED_UP) return;
    const extra = cost + stepsFromNode(tables, node, islands) - before;
    if (!best || extra < best.extra || (extra === best.extra && value > best.value))
      best = { node, extra, value };
  });
  const found = best as { node: number; extra: number } | null;
  if (!found || found.extra > detour) return null;
  return routes.firstTo(found.node);
}

/** The step of a tower or Kraken ability that lines a shot up best within `steps` free steps, and the value it reaches. */
function bestLineUpStep(
  state: GameState,
  seat: Seat,
  steps: number,
): { action: Action; value: number } | null {
  let best: { action: Action; value: number } | null = null;
  for (const action of legalActions(state)) {
    if (action.type !== 'turn' && action.type !== 'moveKraken') continue;
    const result = execute(state, action);
    if (!result.ok) continue;
    let value = priorVolleyValue(result.state, seat, CURSE_COST);
    if (steps > 1 && result.state.turn?.ability)
      value = Math.max(value, bestLineUpStep(result.state, seat, steps - 1)?.value ?? 0);
    if (!best || value > best.value + 1e-9) best = { action, value };
  }
  return best;
}

/** The piece turn (ship, Kraken or tower, one action) that lines a shot up best, if it improves on now. */
function lineUpTurn(state: GameState, seat: Seat, actions: readonly Action[]): Action | null {
  let best: Action | null = null;
  let bestValue = priorVolleyValue(state, seat, CURSE_COST) + 0.05;
  for (const action of actions) {
    if (action.type !== 'turn') continue;
    const result = execute(state, action);
    if (!result.ok) continue;
    const value = priorVolleyValue(result.state, seat, CURSE_COST);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** Whether starting a tower keeper's or Kraken tamer's ability lines a shot up (its two free steps). */
function abilityLinesUp(state: GameState, seat: Seat): boolean {
  const started = execute(state, seatAction(seat, { type: 'startAbility' }));
  if (!started.ok) return false;
  return (bestLineUpStep(started.state, seat, 2)?.value ?? 0) >= LINED_UP;
}

function edgeAction(seat: Seat, edge: RouteEdge): Action | null {
  switch (edge.kind) {
    case 'move':
      return seatAction(seat, { type: 'moveShip', path: edge.path });
    case 'turn':
      return seatAction(seat, { type: 'turn', piece: 'ship', direction: edge.direction });
    case 'startAbility':
      return seatAction(seat, { type: 'startAbility' });
    case 'finishAbility':
      return seatAction(seat, { type: 'finishAbility' });
    case 'nextTurn':
      return null;
    default: {
      const never: never = edge;
      throw new Error(`Unknown edge ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The pilot's next move from the seat's view. `fire` names the source and the strength the aim
 * estimator chose; the caller flies it through the physics.
 */
export function pilotDecide(
  view: GameView,
  params: PilotParams,
  thresholds: Thresholds,
  estimator: AimEstimator,
): PilotChoice {
  const seat = view.viewer;
  if (view.phase.kind !== 'playing' || view.turn?.seat !== seat) return { kind: 'wait' };
  const state = determinize(view, 1);
  return pilotStep(state, seat, params, () => {
    const shot = chooseShot(state, seat, { ...AIM, samples: params.aimSamples }, thresholds, estimator);
    return { kind: 'fire', source: shot.source, strength: shot.strength };
  });
}

/**
 * The pilot's next move on a (determinized) state of the seat's turn; `aim` is asked only when it fires.
 * The levels' turn search (`pilotPlan.ts`) plays it as its rollout policy with a stand-in aim.
 */
export function pilotStep(
  state: GameState,
  seat: Seat,
  params: PilotParams,
  aim: () => PilotChoice,
): PilotChoice {
  const turn = state.turn;
  const player = state.players[seat];
  if (state.phase.kind !== 'playing' || !turn || turn.seat !== seat || !player) return { kind: 'wait' };
  const fire = (): PilotChoice | null => {
    if (turn.volleyUsed || !canFireVolley(state)) return null;
    return aim();
  };
  const act = (action: Action): PilotChoice => ({ kind: 'action', action });
  const end = (): PilotChoice => fire() ?? act(seatAction(seat, { type: 'endTurn' }));

  if (turn.manoeuvre) {
    const finish = shortestFinish(state);
    return finish ? act(finish) : end();
  }
  const captain = player.captain;
  const lineUpCaptain = captain === 'towerKeeper' || captain === 'krakenTamer';
  if (turn.ability && lineUpCaptain) {
    const step = bestLineUpStep(state, seat, 2 - turn.ability.stepsTaken);
    const now = priorVolleyValue(state, seat, CURSE_COST);
    return act(step && step.value > now + 1e-9 ? step.action : seatAction(seat, { type: 'finishAbility' }));
  }
  if (!turn.ability && priorVolleyValue(state, seat, CURSE_COST) >= LINED_UP) {
    const now = fire();
    if (now) return now;
  }
  const actions = turn.ability ? [] : legalActions(state, { krakenMoves: false });
  if (
    lineUpCaptain &&
    !turn.volleyUsed &&
    actions.some((action) => action.type === 'startAbility') &&
    abilityLinesUp(state, seat)
  )
    return act(seatAction(seat, { type: 'startAbility' }));

  const left = 5 - turn.actionsUsed;
  const routes = poseRoutes(state, seat);
  const explores = actions.filter((action) => action.type === 'explore');
  let claimNow = Number.POSITIVE_INFINITY;
  for (const route of routes.claims.values()) claimNow = Math.min(claimNow, route.cost);
  // Exploring costs the one action a claim this turn still needs: claim first.
  const costsClaim = claimNow <= left && claimNow > left - 1;
  // W1: someone holds enough treasures, so this turn is the seat's last: only claims and coins count.
  const lastRound =
    params.lastRound && state.players.some((p) => p.treasures >= treasuresToWin(state.players.length));
  if (lastRound && claimNow > left && !turn.ability) {
    const line = turn.volleyUsed ? null : lineUpTurn(state, seat, actions);
    return line ? act(line) : end();
  }
  if (explores.length > 0 && !lastRound) {
    if (!costsClaim) {
      const followUp = followUpOf(state.mapId);
      const pick = explores.reduce((a, b) =>
        a.type === 'explore' && b.type === 'explore' && followUp[b.island] < followUp[a.island] ? b : a,
      );
      return act(pick);
    }
  }
  const goal = bestGoal(state, seat, routes, params, costsClaim || lastRound);
  let first = goal?.first ?? null;
  if (player.cursed && !turn.volleyUsed && !turn.ability) {
    const detour = curseRoute(state, seat, routes, goal, left, params.curseDetour);
    if (detour) first = detour;
  }
  if (!first) {
    if (turn.ability) return act(seatAction(seat, { type: 'finishAbility' }));
    return end();
  }
  const normal = first.kind === 'move' || first.kind === 'turn';
  if (normal && !turn.ability && left <= 0) return end();
  const action = edgeAction(seat, first);
  return action ? act(action) : end();
}
