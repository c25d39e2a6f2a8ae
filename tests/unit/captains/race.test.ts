import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../src/captains';
import { ABLATIONS } from '../../../src/captains/levels';
import { planTurn } from '../../../src/captains/planTurn';
import { holdWorth, plainWorth, raceWorthOf } from '../../../src/captains/race';
import { execute, type GameState } from '../../../src/engine';
import { positionWithHiddenCards } from './positions';

/** The treasures the seat to play holds at the end of its best planned line. */
function treasuresAfterPlan(state: GameState, level: typeof LEVELS.captain): number {
  const seat = state.turn?.seat ?? 0;
  const known = new Set(state.players[seat]?.cards.map((card) => card.tokenId));
  let end = state;
  for (const step of planTurn(state, seat, level, known).best.steps) {
    const result = execute(end, step);
    if (!result.ok) throw new Error(`refused ${step.type}: ${result.reason}`);
    end = result.state;
  }
  return end.players[seat]?.treasures ?? 0;
}

describe('the race worth: three- and four-player games are a race for three or two treasures (W1)', () => {
  it('the Captain counts cards with the race decay with three and four players: two play as before', () => {
    for (const players of [3, 4]) expect(raceWorthOf(players, LEVELS.captain).decay).toBe(0.85);
    expect(raceWorthOf(2, LEVELS.captain)).toEqual(plainWorth(2));
    expect(plainWorth(2).decay).toBe(0.92);
    // The Boatswain and the Deckhand count every card as the rulebook's points at 0.92 a step.
    for (const players of [3, 4]) expect(raceWorthOf(players, LEVELS.boatswain)).toEqual(plainWorth(players));
  });

  it('the card that reaches the goal carries the goal bonus, the nearest card first', () => {
    const race = { treasure: 6, goalBonus: 4, needed: 2, decay: 0.9 };
    // One treasure held: the nearer card (share 0.8) is the one that reaches two.
    expect(holdWorth(1, [0.5, 0.8], race)).toBeCloseTo(6 + 0.8 * 10 + 0.5 * 6, 9);
    expect(holdWorth(2, [], race)).toBe(16);
    expect(holdWorth(1, [0.5], plainWorth(4))).toBe(9);
  });

  it('four players, round 3, one treasure held and a card five steps from its island: the Captain delivers the second treasure this turn, with the old decay it does not', () => {
    const state = positionWithHiddenCards(18, 4, 0);
    expect(state.players.length).toBe(4);
    expect(state.players[0]?.treasures).toBe(1);
    // Delivering now reaches the goal: the game ends with this round (W1).
    expect(treasuresAfterPlan(state, LEVELS.captain)).toBe(2);
    expect(treasuresAfterPlan(state, ABLATIONS['captain-far'])).toBe(1);
  });

  it('two players: the race decay changes nothing (the same plan as the Captain without it)', () => {
    const state = positionWithHiddenCards(3);
    const seat = 0;
    const known = new Set(state.players[seat]?.cards.map((card) => card.tokenId));
    const plan = planTurn(state, seat, LEVELS.captain, known).best;
    expect(planTurn(state, seat, ABLATIONS['captain-far'], known).best).toEqual(plan);
  });
});
