import { beforeAll, describe, expect, it } from 'vitest';
import { actionDistances, actionsToIslands } from '../../../src/captains/actionDistances';
import { PILOTS, pilotDecide } from '../../../src/captains/pilot';
import { playMatch } from '../../../src/captains/playMatch';
import { poseRoutes } from '../../../src/captains/poseRoutes';
import { execute, type GameState, viewFor } from '../../../src/engine';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { nearA, positionWithHiddenCards, withHiddenValuesChanged } from './positions';
import { StubEstimator } from './stubEstimator';

/** Plays the pilot's decisions in the position until it claims a treasure; the actions it took. */
function actionsToClaim(state: GameState): number {
  let now = state;
  for (let i = 0; i < 12 && (now.players[0]?.treasures ?? 0) === 0; i++) {
    const choice = pilotDecide(viewFor(now, 0), PILOTS.pilot, DEFAULT_THRESHOLDS, new StubEstimator());
    if (choice.kind !== 'action') throw new Error(`expected an action, got ${choice.kind}`);
    const result = execute(now, choice.action);
    if (!result.ok) throw new Error(result.reason);
    now = result.state;
  }
  expect(now.players[0]?.treasures).toBe(1);
  return now.turn?.actionsUsed ?? -1;
}

describe('pilot routes (issue 33)', () => {
  // Worked by hand: facing A, one move ends next to it. Facing away, turning round takes three turns
  // and then the move (every other way round — a turn, a move, a turn, a move… — takes five).
  it('facing the island: one move claims the card', () => {
    const routes = poseRoutes(nearA('towerKeeper', 3), 0);
    expect(routes.claims.get('A')).toEqual({ cost: 1, first: { kind: 'move', path: ['forward'] } });
  });

  it('facing away without free steps: three turns and a move', () => {
    expect(poseRoutes(nearA('towerKeeper', 0), 0).claims.get('A')?.cost).toBe(4);
    expect(actionsToClaim(nearA('towerKeeper', 0))).toBe(4);
  });

  it("facing away, the navigator's two free turns save two actions (C2)", () => {
    expect(poseRoutes(nearA('navigator', 0), 0).claims.get('A')?.cost).toBe(2);
    expect(actionsToClaim(nearA('navigator', 0))).toBe(2);
  });

  it("facing away, the helmsman's free move saves the move (C1)", () => {
    expect(poseRoutes(nearA('helmsman', 0), 0).claims.get('A')?.cost).toBe(3);
    expect(actionsToClaim(nearA('helmsman', 0))).toBe(3);
  });

  it("the levels' action distances count the same routes backwards (no free steps)", () => {
    for (const [facing, actions] of [
      [3, 1],
      [0, 4],
    ] as const) {
      const state = nearA('navigator', facing);
      const tables = actionDistances(state, 0);
      const pose = state.ships.red;
      if (!tables || !pose) throw new Error('fixture');
      expect(actionsToIslands(state, tables, pose, ['A'])).toBe(actions);
    }
  });

  it('a cursed navigator has no free turns (C5)', () => {
    const state = nearA('navigator', 0);
    if (state.players[0]) state.players[0].cursed = true;
    expect(poseRoutes(state, 0).claims.get('A')?.cost).toBe(4);
  });
});

describe('pilot in play', () => {
  beforeAll(() => initPhysics());

  it('A1: changing only hidden values never changes its decision', () => {
    for (const seed of [3, 11, 19]) {
      const state = positionWithHiddenCards(seed);
      const changed = withHiddenValuesChanged(state, 0, seed + 100);
      expect(changed.islands).not.toEqual(state.islands);
      const decide = (at: GameState) =>
        pilotDecide(viewFor(at, 0), PILOTS.pilot, DEFAULT_THRESHOLDS, new StubEstimator());
      expect(decide(changed), `seed ${seed}`).toEqual(decide(state));
    }
  });

  it('A1 for the goal orders of the fourth session (pilot-tour, pilot-value): hidden values change nothing', () => {
    for (const id of ['pilot-tour', 'pilot-value'] as const)
      for (const seed of [3, 11]) {
        const state = positionWithHiddenCards(seed);
        const changed = withHiddenValuesChanged(state, 0, seed + 100);
        const decide = (at: GameState) =>
          pilotDecide(viewFor(at, 0), PILOTS[id], DEFAULT_THRESHOLDS, new StubEstimator());
        expect(decide(changed), `${id} seed ${seed}`).toEqual(decide(state));
      }
  });

  it('sends no refused action in a few seeded games', () => {
    const pairings = [
      ['pilot', 'greedy'],
      ['sailor', 'pilot'],
      ['pilot-nearest', 'gunner'],
      ['pilot-value', 'pilot-tour'],
    ] as const;
    pairings.forEach((kinds, game) => {
      const record = playMatch({
        kinds: [...kinds],
        seed: 41 + game,
        thresholds: DEFAULT_THRESHOLDS,
        estimator: new StubEstimator(),
        maxRounds: 6,
      });
      expect(record.refusals).toBe(0);
      expect(record.rounds).toBeGreaterThan(0);
    });
  });
});
