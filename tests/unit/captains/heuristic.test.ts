import { beforeAll, describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/captains';
import {
  bestLinedUp,
  HEURISTIC_IDS,
  type HeuristicChoice,
  heuristicDecide,
} from '../../../src/captains/heuristic';
import { type Action, execute, type GameState, viewFor } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { positionWithHiddenCards, withHiddenValuesChanged } from './positions';

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A heuristic's choices through its turn (volleys resolved as a miss), up to the end or the first explore. */
function playTurn(start: GameState, id: (typeof HEURISTIC_IDS)[number]): HeuristicChoice[] {
  const seat = start.turn?.seat ?? 0;
  const choices: HeuristicChoice[] = [];
  let state = start;
  for (let i = 0; i < 30 && state.turn?.seat === seat && state.phase.kind === 'playing'; i++) {
    const choice = heuristicDecide(viewFor(state, seat), id);
    choices.push(choice);
    if (choice.kind === 'wait') break;
    const action: Action =
      choice.kind === 'fire'
        ? {
            type: 'resolveVolley',
            seat,
            outcome: { source: choice.source, best: 'none', captainsKnockedOff: [], shipsHit: [] },
          }
        : choice.action;
    const result = execute(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.reason}`);
    state = result.state;
    if (action.type === 'explore') break;
  }
  return choices;
}

describe('heuristic baselines', () => {
  it.each(HEURISTIC_IDS)('A1: changing only hidden values never changes a %s decision', (id) => {
    for (const seed of [3, 11]) {
      const state = positionWithHiddenCards(seed);
      const changed = withHiddenValuesChanged(state, 0, seed + 100);
      expect(changed.islands).not.toEqual(state.islands);
      expect(playTurn(changed, id), `seed ${seed}`).toEqual(playTurn(state, id));
    }
  });

  it('the sailor explores when its ship lies next to an island it may explore', () => {
    let explored = 0;
    for (const seed of [3, 5, 7, 11, 13]) {
      const choices = playTurn(positionWithHiddenCards(seed), 'sailor');
      const at = choices.findIndex((choice) => choice.kind === 'action' && choice.action.type === 'explore');
      if (at >= 0) explored += 1;
    }
    expect(explored).toBeGreaterThan(0);
  });

  it('the gunner turns a piece to line a target up when none is lined up; the sailor does not', () => {
    let lined = 0;
    for (const seed of [3, 5, 7, 11, 13, 17, 19, 23]) {
      const state = positionWithHiddenCards(seed);
      const seat = state.turn?.seat ?? 0;
      if ((bestLinedUp(state, seat)?.value ?? 0) >= 1.2) continue;
      const gunner = heuristicDecide(viewFor(state, seat), 'gunner');
      const sailor = heuristicDecide(viewFor(state, seat), 'sailor');
      // A turn the sailor makes too is a step of the route, not a line-up.
      if (gunner.kind !== 'action' || gunner.action.type !== 'turn' || isEqual(gunner, sailor)) continue;
      lined += 1;
      const result = execute(state, gunner.action);
      if (!result.ok) throw new Error(`seed ${seed}: refused`);
      expect(bestLinedUp(result.state, seat)?.value ?? 0, `seed ${seed}`).toBeGreaterThanOrEqual(1.2);
    }
    expect(lined).toBeGreaterThan(0);
  });
});

describe('heuristic games', () => {
  beforeAll(() => initPhysics());

  it('the sailor and the gunner play against each other and greedy with no refused action, and fire', () => {
    for (const [kinds, seed] of [
      [['sailor', 'gunner'], 31],
      [['gunner', 'greedy', 'sailor'], 32],
    ] as const) {
      const record = playMatch({
        kinds: [...kinds],
        seed,
        thresholds: { ...DEFAULT_THRESHOLDS },
        maxRounds: 3,
      });
      expect(record.refusals, `seed ${seed}`).toBe(0);
      kinds.forEach((kind, seat) => {
        if (kind !== 'greedy') expect(record.volleys[seat], `${kind} seed ${seed}`).toBeGreaterThan(0);
      });
    }
  });
});
