import type { Action, GameState, Seat } from '../engine';
import { canFireVolley, execute, legalActions, treasuresToWin } from '../engine';
import { cloneState } from '../engine/cloneState';
import { startTurn } from '../engine/endTurn';
import { CURSE_COST, type EvaluationContext, evaluate, nextTurnChance } from './evaluate';
import type { Level } from './levels';
import { raceWorthOf } from './race';
import { priorVolleyValue } from './volleyPrior';

/** A line of play through the rest of the turn, as the planner found it. */
export interface TurnPlan {
  /** Engine actions in order (without the volley and the final endTurn). */
  steps: Action[];
  /** The volley is fired after this many steps; null when it is already used or never possible. */
  fireAt: number | null;
  /** The evaluation of where the plan ends, with the volley's prior value. */
  value: number;
  /** Plans the search expanded (a measure of its work). */
  expanded: number;
}

/** The best plan and the other complete lines it weighed, best first (a level with slack picks among them). */
export interface TurnPlans {
  best: TurnPlan;
  alternatives: TurnPlan[];
}

interface Node {
  state: GameState;
  steps: Action[];
  fireAt: number | null;
  fireValue: number;
  /** Expected cost of curses from Jolly Rogers the plan's explores may draw (E2). */
  risk: number;
  value: number;
}

/** What makes two states the same for the rest of the turn. */
export function nodeKey(state: GameState, seat: Seat): string {
  const turn = state.turn;
  const player = state.players[seat];
  return JSON.stringify([
    state.ships,
    state.kraken,
    state.towerFacing,
    turn?.actionsUsed,
    turn?.abilityUsed,
    turn?.ability,
    turn?.manoeuvre,
    player?.cards.map((card) => card.tokenId),
    player?.treasures,
  ]);
}

/** A plan may stop here: no manoeuvre must go on and no ability is under way (T3, M3). */
function canStop(state: GameState): boolean {
  return !state.turn?.manoeuvre && !state.turn?.ability;
}

/** The next-turn search of a lookahead: narrow and shallow, itself without lookahead. */
const NEXT_TURN: Pick<Level, 'breadth' | 'depth' | 'lookahead' | 'rivalWeight' | 'horizon'> = {
  breadth: 3,
  depth: 4,
  lookahead: 0,
  rivalWeight: 0,
  horizon: 'none',
};
/** Share of the next turn's gain that counts now (the rivals move in between). */
const NEXT_TURN_WEIGHT = 0.6;

/** The seat's next turn as if the others did nothing meanwhile: actions, volley and ability fresh (T1–T4). */
export function nextTurnOf(state: GameState, seat: Seat): GameState {
  if (!state.turn) return state;
  const draft = cloneState(state);
  startTurn(draft, seat, state.turn.round + 1);
  return draft;
}

/**
 * Lookahead: the best few lines are valued again by what they leave for the seat's next turn (a small
 * search from where each ends), so a line that ends the turn well placed beats one that only looks
 * good now. Re-sorts `ranked` in place.
 */
function rerankByNextTurn(ranked: Node[], seat: Seat, level: Level, ctx: EvaluationContext): void {
  const head = ranked.slice(0, level.lookahead);
  for (const node of head) {
    // With a horizon: a next turn the game may not last to counts only by the chance it comes.
    const chance = nextTurnChance(node.state, ctx);
    if (chance <= 0) continue;
    const next = nextTurnOf(node.state, seat);
    // Measured with the rival share while the next-turn search has none: measuring both without it
    // (own prospects only) measured weaker in four-player games (docs/captains.md), so it stays.
    const now = evaluate(next, ctx);
    const later = planTurn(next, seat, { ...level, ...NEXT_TURN }, ctx.knownCards).best.value;
    node.value += NEXT_TURN_WEIGHT * chance * Math.max(0, later - now);
  }
  head.sort((a, b) => b.value - a.value);
  ranked.splice(0, head.length, ...head);
}

/**
 * Beam search over the rest of the seat's turn with the engine (T1–T3): every legal move, turn,
 * explore and ability step on a determinized state, `level.depth` deep and `level.breadth` wide, each
 * line valued by `evaluate` plus the prior value of the volley fired at the best point along it.
 */
export function planTurn(
  root: GameState,
  seat: Seat,
  level: Level,
  knownCards: ReadonlySet<string>,
): TurnPlans {
  const ctx: EvaluationContext = {
    seat,
    knownCards,
    rivalWeight: level.rivalWeight,
    horizon: level.horizon,
    race: raceWorthOf(root.players.length, level),
    routes: level.routes,
  };
  const volleyOpen = root.turn ? !root.turn.volleyUsed : false;
  const volleyWeight = treasuresToWin(root.players.length) <= 2 ? level.raceVolleyWeight : 1;
  const fireHere = (state: GameState) =>
    volleyOpen && canFireVolley(state)
      ? level.volleyPrior
        ? volleyWeight * priorVolleyValue(state, seat, CURSE_COST)
        : 0
      : Number.NEGATIVE_INFINITY;
  const rootFire = fireHere(root);
  const start: Node = {
    state: root,
    steps: [],
    fireAt: Number.isFinite(rootFire) ? 0 : null,
    fireValue: Number.isFinite(rootFire) ? rootFire : 0,
    risk: 0,
    value: 0,
  };
  start.value = evaluate(root, ctx) + start.fireValue;
  const complete: Node[] = canStop(root) ? [start] : [];
  let frontier: Node[] = [start];
  let expanded = 0;
  for (let depth = 0; depth < level.depth && frontier.length > 0; depth++) {
    const next = new Map<string, Node>();
    for (const node of frontier) {
      for (const action of legalActions(node.state)) {
        if (action.type === 'undo' || action.type === 'endTurn') continue;
        const result = execute(node.state, action);
        if (!result.ok) continue;
        expanded += 1;
        const state = result.state;
        let risk = node.risk;
        if (action.type === 'explore') {
          const player = node.state.players[seat];
          const count = node.state.islands[action.island].length;
          const rogers = Math.min(node.state.options.jollyRogersPerIsland, count);
          if (player && !player.cursed && count > 0) risk += (CURSE_COST * rogers) / count;
        }
        const here = fireHere(state);
        const fires = here > node.fireValue + 1e-9;
        const child: Node = {
          state,
          steps: [...node.steps, action],
          fireAt: fires ? node.steps.length + 1 : node.fireAt,
          fireValue: fires ? here : node.fireValue,
          risk,
          value: 0,
        };
        child.value = evaluate(state, ctx) + child.fireValue - risk;
        const key = nodeKey(state, seat);
        const seen = next.get(key);
        if (!seen || child.value > seen.value + 1e-9) next.set(key, child);
      }
    }
    frontier = [...next.values()].sort((a, b) => b.value - a.value).slice(0, level.breadth);
    for (const node of frontier) if (canStop(node.state)) complete.push(node);
  }
  // Stable order: by value, then by how early the line was found (fewer steps first).
  const ranked = complete
    .map((node, order) => ({ node, order }))
    .sort((a, b) => b.node.value - a.node.value || a.order - b.order)
    .map(({ node }) => node);
  if (level.lookahead > 0) rerankByNextTurn(ranked, seat, level, ctx);
  const plan = (node: Node): TurnPlan => ({
    steps: node.steps,
    fireAt: node.fireAt,
    value: node.value,
    expanded,
  });
  const chosen = ranked[0] ?? frontier[0] ?? start;
  return { best: plan(chosen), alternatives: ranked.slice(0, 24).map(plan) };
}
