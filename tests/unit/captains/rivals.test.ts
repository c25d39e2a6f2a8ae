import { describe, expect, it } from 'vitest';
import { decide, LEVELS } from '../../../src/captains';
import { rivalValue } from '../../../src/captains/evaluate';
import { planTurn } from '../../../src/captains/planTurn';
import { rivalSteps } from '../../../src/captains/rivalProspects';
import { execute, type GameState, ISLAND_LETTERS, viewFor } from '../../../src/engine';
import { stepsToIslands } from '../../../src/engine/sim/poseDistances';
import { setUpGame } from '../../../src/engine/sim/setUpGame';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { withHiddenValuesChanged } from './positions';
import { StubEstimator } from './stubEstimator';

const thresholds = { ...DEFAULT_THRESHOLDS };
const BLOCK = '6,7';

/**
 * Red (seat 0) has one action left, volley and ability used, no card, and every island is explored
 * out: its own prospects cannot change this turn. Blue (seat 1) holds a card from B and sails from
 * 5,6 facing south-east; the Kraken is far off at 4,3, and one move of it (an M3 manoeuvre) can end
 * at 6,7, across blue's way to B, C, D and H.
 */
function blockingPosition(): GameState {
  const state = setUpGame({
    names: ['Red', 'Blue'],
    seed: 1,
    choices: [
      { captain: 'towerKeeper', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });
  for (const island of ISLAND_LETTERS) state.islands[island] = [];
  state.ships.blue = { hex: '5,6', facing: 5 };
  state.kraken = { hex: '4,3', facing: 0 };
  const blue = state.players[1];
  if (blue) blue.cards = [{ tokenId: 'blue-card', from: 'B', destination: 'E' }];
  if (state.turn) Object.assign(state.turn, { actionsUsed: 4, volleyUsed: true, abilityUsed: true });
  return state;
}

const krakenAt = (state: GameState, hex: string | null): GameState => ({
  ...state,
  kraken: hex ? { hex: hex as `${number},${number}`, facing: 0 } : null,
});

describe('rival prospects', () => {
  it('counts the Kraken in a rival’s way: more steps to some islands than the open sea, never more than one clearing move', () => {
    const state = blockingPosition();
    const blue = state.players[1];
    const pose = state.ships.blue;
    if (!blue || !pose) throw new Error('fixture: no blue ship');
    const open = ISLAND_LETTERS.map((island) => stepsToIslands(state.mapId, pose, [island]));
    const blocked = [...rivalSteps(krakenAt(state, BLOCK), blue)];
    const longer = ISLAND_LETTERS.filter((_, slot) => (blocked[slot] ?? 0) > (open[slot] ?? 0));
    expect(longer.length).toBeGreaterThan(0);
    blocked.forEach((steps, slot) => {
      expect(steps).toBeLessThanOrEqual((open[slot] ?? 0) + 1);
    });
    expect(rivalValue(krakenAt(state, BLOCK), blue)).toBeLessThan(rivalValue(krakenAt(state, null), blue));
  });

  it('the Boatswain’s search and the Captain move the Kraken across a rival’s way when nothing else is worth an action', () => {
    const state = blockingPosition();
    const plan = planTurn(state, 0, LEVELS.boatswain, new Set()).best;
    const first = plan.steps[0];
    expect(first?.type).toBe('moveKraken');
    if (first?.type === 'moveKraken') expect(first.path.at(-1)).toBe(BLOCK);
    // Without a rival model nothing here is worth an action: the block comes from it.
    expect(planTurn(state, 0, { ...LEVELS.boatswain, rivalWeight: 0 }, new Set()).best.steps).toEqual([]);

    const intent = decide(viewFor(state, 0), 'captain', 3, thresholds, new StubEstimator());
    expect(intent.kind).toBe('action');
    if (intent.kind !== 'action') return;
    expect(intent.action).toMatchObject({ type: 'moveKraken', seat: 0 });
    if (intent.action.type === 'moveKraken') expect(intent.action.path.at(-1)).toBe(BLOCK);
    expect(execute(state, intent.action).ok).toBe(true);
  });

  it('A1: the block follows from public values only (the rival’s card destination changed, same decision)', () => {
    const state = blockingPosition();
    for (const seed of [1, 2, 3]) {
      const changed = withHiddenValuesChanged(state, 0, seed);
      expect(changed.players[1]?.cards[0]?.destination).not.toBe('E');
      for (const level of ['boatswain', 'captain'] as const)
        expect(decide(viewFor(changed, 0), level, seed, thresholds, new StubEstimator())).toEqual(
          decide(viewFor(state, 0), level, seed, thresholds, new StubEstimator()),
        );
    }
  });
});
