import type { Action, GameState, Seat } from '../engine';
import { execute, legalActions, treasuresToWin } from '../engine';
import { CURSE_COST, type EvaluationContext } from './evaluate';
import type { Level } from './levels';
import { PILOTS, type PilotChoice, type PilotParams, pilotStep } from './pilot';
import { nextTurnOf, nodeKey, type TurnPlan, type TurnPlans } from './planTurn';
import { raceWorthOf } from './race';
import { routeValue } from './routeValue';
import { priorVolleyValue } from './volleyPrior';

/** Most actions a rollout plays (a turn has five, plus free ability steps and manoeuvre finishes). */
const ROLLOUT_STEPS = 16;
/** The pilot's own line wins a tie within this many points: the search leaves its routes only for a real gain. */
const PILOT_TRUST = 0.05;
/** The rollout's stand-in for the pilot's aim: where it fires is valued by the volley prior instead. */
const MARK: PilotChoice = { kind: 'fire', source: 'ship', strength: 0 };

/** Where the search's time went (for the bench; never read by a decision). */
export const pilotPlanStats = { plans: 0, lines: 0, rolloutMs: 0, valueMs: 0 };

interface Line {
  steps: Action[];
  state: GameState;
  fireAt: number | null;
  /** The state the volley would be fired in (at `fireAt`). */
  fireState: GameState | null;
  fireValue: number;
  risk: number;
  /** Whether the volley of the line's turn was still to fire when the line began. */
  open: boolean;
}

/**
 * Coins (and curse-passing worth) the seat's best rival could expect from a volley fired where the line
 * leaves the pieces: the rival plays next, so a ship parked on the line of the Kraken, the tower or the
 * rival's ship (or a cursed rival's ship) hands it a shot. The volley prior, public pieces only (A1).
 */
export function rivalThreat(state: GameState, seat: Seat): number {
  let threat = 0;
  for (const other of state.players)
    if (other.seat !== seat) threat = Math.max(threat, priorVolleyValue(state, other.seat, CURSE_COST));
  return threat;
}

/** Whether a volley could be fired here had the seat kept it (no manoeuvre going on, no ability under way). */
function fireable(state: GameState): boolean {
  return !state.turn?.manoeuvre && !state.turn?.ability;
}

/**
 * Turn search with the pilot (`pilot.ts`) as its movement backbone and rollout policy: every legal first
 * action (with `secondPly`, the best first actions also every second one) is followed by the pilot's own
 * play to the end of the turn, on the determinized state of the seat's view. A line is valued by where
 * it leaves the seat (`routeValue`: the pilot's exact routes) plus the volley prior at the best point
 * along it, less the chance of a curse its explores draw. So the level sails as the pilot does unless
 * spending an action (a piece turned to line up a shot, a Kraken put in the way) is worth more.
 */
export function pilotPlan(
  root: GameState,
  seat: Seat,
  level: Level,
  knownCards: ReadonlySet<string>,
  shotValue?: (state: GameState) => number,
): TurnPlans {
  const ctx: EvaluationContext = {
    seat,
    knownCards,
    rivalWeight: level.rivalWeight,
    race: raceWorthOf(root.players.length, level),
  };
  const volleyOpen = root.turn ? !root.turn.volleyUsed : false;
  const volleyWeight =
    (treasuresToWin(root.players.length) <= 2 ? level.raceVolleyWeight : 1) * (level.volleyWeight ?? 1);
  const fireValue = (state: GameState, open: boolean) =>
    open && fireable(state)
      ? level.volleyPrior
        ? volleyWeight * priorVolleyValue(state, seat, CURSE_COST)
        : 0
      : -1;
  const policyParams: PilotParams = {
    ...PILOTS.pilot,
    curseDetour: level.curseDetour ?? PILOTS.pilot.curseDetour,
    nextGoalWeight: level.nextGoalWeight ?? 0,
    goalValue: level.goalValue ?? false,
  };
  let expanded = 0;

  const advance = (line: Line, action: Action): Line | null => {
    const result = execute(line.state, action);
    if (!result.ok) return null;
    expanded += 1;
    let risk = line.risk;
    if (action.type === 'explore') {
      const player = line.state.players[seat];
      const count = line.state.islands[action.island].length;
      const rogers = Math.min(line.state.options.jollyRogersPerIsland, count);
      if (player && !player.cursed && count > 0) risk += (CURSE_COST * rogers) / count;
    }
    const steps = [...line.steps, action];
    const here = fireValue(result.state, line.open);
    // Ties go to the later spot: nothing lined up, the volley waits for the turn's end as the pilot's does.
    const fires = here >= line.fireValue - 1e-9;
    return {
      steps,
      state: result.state,
      fireAt: fires ? steps.length : line.fireAt,
      fireState: fires ? result.state : line.fireState,
      fireValue: fires ? here : line.fireValue,
      risk,
      open: line.open,
    };
  };

  /** The pilot plays on to the end of the turn; its volley only marks the volley as spent. */
  const rollout = (from: Line): Line => {
    const started = performance.now();
    pilotPlanStats.lines += 1;
    let line = from;
    let policy = line.state;
    for (let i = 0; i < ROLLOUT_STEPS; i++) {
      const choice = pilotStep(policy, seat, policyParams, () => MARK);
      if (choice.kind === 'wait') break;
      if (choice.kind === 'fire') {
        const turn = policy.turn;
        if (!turn) break;
        policy = { ...policy, turn: { ...turn, volleyUsed: true } };
        continue;
      }
      if (choice.action.type === 'endTurn') break;
      const next = advance({ ...line, state: policy }, choice.action);
      if (!next) break;
      // The volley the pilot marked as spent stays spent in the states that follow (execute keeps it).
      line = next;
      policy = next.state;
    }
    pilotPlanStats.rolloutMs += performance.now() - started;
    return line;
  };

  const threatOf = (line: Line) =>
    level.threatWeight ? level.threatWeight * rivalThreat(line.state, seat) : 0;
  const value = (line: Line) => {
    const started = performance.now();
    const v = routeValue(line.state, ctx) + line.fireValue - line.risk - threatOf(line);
    pilotPlanStats.valueMs += performance.now() - started;
    return v;
  };
  pilotPlanStats.plans += 1;
  const rootFire = fireValue(root, volleyOpen);
  const start: Line = {
    steps: [],
    state: root,
    fireAt: rootFire >= 0 ? 0 : null,
    fireState: rootFire >= 0 ? root : null,
    fireValue: Math.max(0, rootFire),
    risk: 0,
    open: volleyOpen,
  };
  const scored: { line: Line; value: number; first: string }[] = [];
  const pilotLine = rollout(start);
  scored.push({ line: pilotLine, value: value(pilotLine) + PILOT_TRUST, first: '' });
  const seen = new Set<string>([nodeKey(root, seat)]);
  const children = (line: Line): Line[] => {
    const out: Line[] = [];
    for (const action of legalActions(line.state)) {
      if (action.type === 'undo' || action.type === 'endTurn') continue;
      const next = advance(line, action);
      if (!next) continue;
      const key = nodeKey(next.state, seat);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(next);
    }
    return out;
  };
  const firstPly = children(start).map((child) => {
    const line = rollout(child);
    return { line, value: value(line), first: JSON.stringify(child.steps[0]) };
  });
  scored.push(...firstPly);
  if (level.secondPly && level.secondPly > 0) {
    const top = [...firstPly].sort((a, b) => b.value - a.value).slice(0, level.secondPly);
    for (const { line } of top) {
      const first = line.steps[0];
      if (!first) continue;
      const after = advance({ ...start }, first);
      if (!after) continue;
      for (const child of children(after)) {
        const rolled = rollout(child);
        scored.push({ line: rolled, value: value(rolled), first: JSON.stringify(first) });
      }
    }
  }
  // Stable order: by value, then the order found (the pilot's own line first).
  let ranked = scored
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.value - a.value || a.order - b.order);
  // The best few lines valued again by the pilot's play of the seat's next turn from where each ends (the
  // other pieces where they stand): a line's end is worth what the next turn can make of it (a claim, an
  // explore, a volley lined up), not only its routes' length.
  if (level.nextTurn && level.nextTurn > 0) {
    const head = ranked.slice(0, level.nextTurn).map((entry) => {
      const next = nextTurnOf(entry.line.state, seat);
      const nextFire = fireValue(next, true);
      const played = rollout({
        steps: [],
        state: next,
        fireAt: nextFire >= 0 ? 0 : null,
        fireState: null,
        fireValue: Math.max(0, nextFire),
        risk: 0,
        open: true,
      });
      const trust = entry.first === '' ? PILOT_TRUST : 0;
      // The rival's threat counts where this turn leaves the pieces: the rival plays before that next turn.
      const end = routeValue(played.state, ctx) + played.fireValue - played.risk;
      return { ...entry, value: entry.line.fireValue - entry.line.risk - threatOf(entry.line) + end + trust };
    });
    ranked = [
      ...head.sort((a, b) => b.value - a.value || a.order - b.order),
      ...ranked.slice(level.nextTurn),
    ];
  }
  // The best few lines' volleys valued again by sampling the physics where each would fire (the prior is a
  // rough stand-in: a line that looks lined up may not be); the best of those few is played.
  if (shotValue && level.rerank && level.rerank > 0 && volleyOpen) {
    const shots = new Map<string, number>();
    const head = ranked.slice(0, level.rerank).map((entry) => {
      const at = entry.line.fireState;
      if (!at || entry.line.fireAt === null) return entry;
      const key = nodeKey(at, seat);
      let coins = shots.get(key);
      if (coins === undefined) {
        coins = volleyWeight * shotValue(at);
        shots.set(key, coins);
      }
      return { ...entry, value: entry.value - entry.line.fireValue + coins };
    });
    ranked = [...head.sort((a, b) => b.value - a.value || a.order - b.order), ...ranked.slice(level.rerank)];
  }
  const plan = ({ line, value: v }: { line: Line; value: number }): TurnPlan => ({
    steps: line.steps,
    fireAt: line.fireAt,
    value: v,
    expanded,
  });
  const best = ranked[0] ?? { line: pilotLine, value: value(pilotLine) };
  return { best: plan(best), alternatives: ranked.slice(0, 24).map(plan) };
}
