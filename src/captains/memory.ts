import type { Action, GameState, GameView, Seat } from '../engine';
import { execute, viewFor } from '../engine';
import type { TurnPlan } from './planTurn';

/** The rest of a turn's plan, waiting for the view it leads to. */
interface Tail {
  steps: Action[];
  fireAt: number | null;
}

/**
 * A captain's planning memory between the calls of one turn: the plan made at the turn's first call is
 * kept under each view its steps lead to, so the next calls follow it instead of searching again. A
 * view the plan did not foresee (an explore drew a card, a volley paid) misses and the captain plans
 * afresh. It holds only what views gave it (A1). Without a memory `decide` plans at every call.
 */
export class CaptainMemory {
  private readonly tails = new Map<string, Tail>();
  hits = 0;
  plans = 0;

  /** The plan foreseen for this view, if any. */
  recall(key: string): Tail | undefined {
    const tail = this.tails.get(key);
    if (tail) this.hits += 1;
    return tail;
  }

  /** Keeps a plan's tails under the views its steps lead to (up to the volley, which reveals an outcome). */
  remember(plan: TurnPlan, from: GameState, seat: Seat): void {
    this.plans += 1;
    if (this.tails.size > 256) this.tails.clear();
    let state = from;
    for (let k = 1; k <= plan.steps.length; k++) {
      if (plan.fireAt !== null && k > plan.fireAt) break;
      const result = execute(state, plan.steps[k - 1] as Action);
      if (!result.ok) break;
      state = result.state;
      this.tails.set(planKey(viewFor(state, seat)), {
        steps: plan.steps.slice(k),
        fireAt: plan.fireAt === null ? null : plan.fireAt - k,
      });
    }
  }
}

/** What identifies a view for planning: all of it but the undo depth (which a determinized state cannot know). */
export function planKey(view: GameView): string {
  return JSON.stringify(view.turn ? { ...view, turn: { ...view.turn, undoDepth: 0 } } : view);
}
