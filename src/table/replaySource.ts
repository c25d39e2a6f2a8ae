import { eventsFor, execute, type GameEvent, type GameState, type Seat, viewFor } from '../engine';
import type { KeptAction, KeptRecord, KeptVolley, ViewStep } from './keptGame';

/** Seen from no seat: viewFor and eventsFor then hide every card (as a spectator sees the table). */
export const NO_SEAT = -1;
/** A full state is kept every this many actions, so that a jump replays at most this many. */
const CHECKPOINT_EVERY = 16;

/** A replay position by position: step 0 is the first state, step i the position after action i. */
export interface ReplaySource {
  /** Positions, the first state included (actions + 1). */
  readonly length: number;
  /** The position as the viewer may see it; throws when the kept actions do not replay. */
  stepAt(index: number): ViewStep;
}

/**
 * A kept game's actions replayed through the engine, seen from `viewer` (null: no seat). States are kept
 * every CHECKPOINT_EVERY actions as they are first reached, so a jump anywhere replays at most that many
 * actions once the way is known, and stepping forward replays one.
 */
export function actionReplay(
  initial: GameState,
  actions: readonly KeptAction[],
  viewer: Seat | null,
): ReplaySource {
  const seat = viewer ?? NO_SEAT;
  const checkpoints: GameState[] = [initial];
  let last: { index: number; state: GameState; step: ViewStep } | null = null;

  /** The position after action `index` (1-based) from the state before it; checkpoints kept on the way. */
  function advance(
    state: GameState,
    index: number,
  ): { state: GameState; events: GameEvent[]; volley: KeptVolley | null } {
    const kept = actions[index - 1];
    if (!kept) throw new Error(`No action ${index} in this game`);
    const result = execute(state, kept.action);
    if (!result.ok) throw new Error(`Action ${index} does not replay: ${result.reason}`);
    if (index % CHECKPOINT_EVERY === 0) checkpoints[index / CHECKPOINT_EVERY] = result.state;
    return { state: result.state, events: result.events, volley: kept.volley ?? null };
  }

  return {
    length: actions.length + 1,
    stepAt(index) {
      if (!Number.isInteger(index) || index < 0 || index > actions.length)
        throw new Error(`No position ${index} in this game`);
      if (index === 0) return { view: viewFor(initial, seat), events: [], volley: null };
      if (last?.index === index) return last.step;
      // from the position just before (stepping forward), or the nearest checkpoint known at or before it
      let from = Math.min(Math.floor((index - 1) / CHECKPOINT_EVERY), checkpoints.length - 1);
      while (from > 0 && !checkpoints[from]) from -= 1;
      let at = from * CHECKPOINT_EVERY;
      let state = checkpoints[from] ?? initial;
      if (last && last.index < index && last.index > at) {
        at = last.index;
        state = last.state;
      }
      let reached = advance(state, at + 1);
      for (let next = at + 2; next <= index; next++) reached = advance(reached.state, next);
      // only the position shown is seen from the viewer: the way there is the engine's alone
      const step = {
        view: viewFor(reached.state, seat),
        events: eventsFor(reached.events, seat),
        volley: reached.volley,
      };
      last = { index, state: reached.state, step };
      return step;
    },
  };
}

/** A replay whose positions were kept as views (an online table's, as the server showed them). */
export function viewReplay(steps: readonly ViewStep[]): ReplaySource {
  return {
    length: steps.length,
    stepAt(index) {
      const step = steps[index];
      if (!step) throw new Error(`No position ${index} in this game`);
      return step;
    },
  };
}

/** The replay of a kept record, seen from `viewer` (a views record is seen only as it was kept). */
export function replayOf(record: KeptRecord, viewer: Seat | null): ReplaySource {
  return record.kind === 'actions'
    ? actionReplay(record.initial, record.actions, viewer)
    : viewReplay(record.steps);
}
