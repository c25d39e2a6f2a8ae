import type { GameState, GameView } from '../engine';
import { canFireVolley } from '../engine';
import { hashText } from '../physics/hashText';
import { createPrng, mixSeed } from '../physics/prng';
import type { Thresholds } from '../physics/thresholds';
import { chooseShot } from './aim';
import { type AimEstimator, SamplingEstimator } from './aimEstimator';
import { determinize } from './determinize';
import { type CaptainIntent, seatAction } from './intent';
import { LEVELS, type Level, type LevelId } from './levels';
import { type CaptainMemory, planKey } from './memory';
import { pilotPlan } from './pilotPlan';
import { planTurn, type TurnPlan, type TurnPlans } from './planTurn';
import { setupChoice } from './setupChoice';

/** The estimator `decide` samples with when none is given: one per thread, memo shared by every call. */
export const sharedEstimator = new SamplingEstimator();

/** Where this thread's decision time went (for the arena and the bench; never read by a decision). */
export const decideStats = { planMs: 0, plans: 0, aimMs: 0, shots: 0 };

/** Plans by view: a repeated call with the same view (a re-render, a retry) costs a lookup. */
const planMemo = new Map<string, TurnPlans>();
const PLAN_MEMO_SIZE = 64;

/** A per-decision generator: follows from the seed and the view alone, so the same view and seed decide the same (A1). */
function decisionSeed(viewKey: string, seed: number): number {
  return mixSeed(seed >>> 0, Number.parseInt(hashText(viewKey).slice(0, 8), 16));
}

/** The best plan, or with slack one of those within `slack` points of it, drawn from the decision's generator. */
function pickPlan(plans: TurnPlans, slack: number, next: () => number): TurnPlan {
  if (slack <= 0) return plans.best;
  const good = plans.alternatives.filter((plan) => plan.value >= plans.best.value - slack);
  return good[Math.floor(next() * good.length)] ?? plans.best;
}

/** A standard normal draw (Box–Muller). */
function gaussian(next: () => number): number {
  const u = Math.max(1e-12, next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/**
 * The next intent of the viewing seat, from its own view only (A1): a setup choice, the next action of
 * its turn (naming its seat, A3) or a volley whose strength carries the level's hand noise (A2).
 * Pure and deterministic: the same view, level, seed and thresholds give the same intent (with a
 * `memory`, later calls of a turn follow the plan made at its first call: the same sequence of views
 * gives the same decisions). Needs
 * initPhysics() to have resolved when the default (sampling) estimator is used.
 */
export function decide(
  view: GameView,
  level: LevelId | Level,
  seed: number,
  thresholds: Thresholds,
  estimator: AimEstimator = sharedEstimator,
  memory?: CaptainMemory,
): CaptainIntent {
  const spec = typeof level === 'string' ? LEVELS[level] : level;
  const seat = view.viewer;
  const viewKey = JSON.stringify(view);
  const prng = createPrng(decisionSeed(viewKey, seed));
  const state = determinize(view, decisionSeed(viewKey, seed ^ 0x5eed));
  if (view.phase.kind === 'ended') return { kind: 'wait', reason: 'The game is over' };
  if (view.phase.kind !== 'playing') {
    const action = setupChoice(state, seat, prng);
    return action ? { kind: 'action', action } : { kind: 'wait', reason: 'Another seat is setting up' };
  }
  if (!view.turn || view.turn.seat !== seat) return { kind: 'wait', reason: 'Not this seat’s turn' };
  const memoKey = `${JSON.stringify(spec)}|${viewKey}`;
  let plan: Pick<TurnPlan, 'steps' | 'fireAt'> | undefined = memory?.recall(planKey(view));
  if (!plan) {
    let fresh = planMemo.get(memoKey);
    if (!fresh) {
      const known = new Set(
        view.players[seat]?.cards.flatMap((card) => (card.destination ? [card.tokenId] : [])),
      );
      const started = performance.now();
      // A cheaper aim than the shot's own for valuing the best lines' volleys (the estimate memo extends it).
      const rerankAim = { ...spec, samples: Math.min(spec.samples, 6), strengthsPerTarget: 2 };
      const shotValue = (at: GameState) =>
        chooseShot(at, seat, rerankAim, thresholds, estimator).estimate.value;
      fresh =
        spec.planner === 'pilot'
          ? pilotPlan(state, seat, spec, known, shotValue)
          : planTurn(state, seat, spec, known);
      decideStats.planMs += performance.now() - started;
      decideStats.plans += 1;
      if (planMemo.size >= PLAN_MEMO_SIZE) planMemo.clear();
      planMemo.set(memoKey, fresh);
    }
    const chosen = pickPlan(fresh, spec.slack, prng.next);
    // The memory learns the plan whether it was searched now or remembered by view: both follow from the view.
    memory?.remember(chosen, state, seat);
    plan = chosen;
  }
  const first = plan.steps[0];
  // The volley is free (T2): fire where the plan says, and at the latest before the turn ends.
  if (canFireVolley(state) && (plan.fireAt === 0 || !first)) {
    const started = performance.now();
    const shot = chooseShot(state, seat, spec, thresholds, estimator);
    decideStats.aimMs += performance.now() - started;
    decideStats.shots += 1;
    const noise = spec.handSigma * gaussian(prng.next);
    const strength = Math.round(Math.min(1, Math.max(0, shot.strength + noise)) * 1e6) / 1e6;
    return {
      kind: 'volley',
      seat,
      source: shot.source,
      strength,
      aimed: shot.strength,
      estimate: shot.estimate,
    };
  }
  if (first) return { kind: 'action', action: first };
  return { kind: 'action', action: seatAction(seat, { type: 'endTurn' }) };
}
