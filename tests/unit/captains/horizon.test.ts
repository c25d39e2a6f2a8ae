import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../src/captains';
import { evaluate } from '../../../src/captains/evaluate';
import { horizonOf, turnsToReach } from '../../../src/captains/horizon';
import { planTurn } from '../../../src/captains/planTurn';
import type { GameState } from '../../../src/engine';
import { setUpGame } from '../../../src/engine/sim/setUpGame';
import { withHiddenValuesChanged } from './positions';

/** A fresh four-player game, seat 0 to play (red, blue, yellow, green clockwise). */
function fourPlayers(): GameState {
  return setUpGame({
    names: ['Red', 'Blue', 'Yellow', 'Green'],
    seed: 4,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
      { captain: 'krakenTamer', ship: 'yellow' },
      { captain: 'towerKeeper', ship: 'green' },
    ],
  });
}

/** Seat 0 holds a card for an island far from its ship (known to it). */
function withFarCard(state: GameState): GameState {
  const red = state.players[0];
  if (red) red.cards = [{ tokenId: 'red-card', from: 'A', destination: 'H' }];
  return state;
}

describe('the horizon: turns a seat can still count on (W1)', () => {
  it('turnsToReach counts the turns after this one a distance needs', () => {
    expect(turnsToReach(3, 5)).toBe(0);
    expect(turnsToReach(6, 5)).toBe(1);
    expect(turnsToReach(11, 0)).toBe(3);
  });

  it('a fresh four-player game: the next turn is sure, later ones less so', () => {
    const horizon = horizonOf(fourPlayers(), 0);
    expect(horizon.turnChance(0, 0)).toBe(1);
    expect(horizon.turnChance(0, 1)).toBe(1);
    expect(horizon.turnChance(0, 2)).toBeLessThan(1);
    expect(horizon.turnChance(0, 3)).toBeLessThan(horizon.turnChance(0, 2));
  });

  it('W1: once a player holds enough treasures the round in progress is the last (a seat still to play keeps its turn)', () => {
    const state = fourPlayers();
    const blue = state.players[1];
    if (blue) blue.treasures = 2;
    const horizon = horizonOf(state, 0);
    expect(horizon.turnChance(0, 1)).toBe(0);
    expect(horizon.turnChance(2, 1)).toBe(1);
    expect(horizon.turnChance(2, 2)).toBe(0);
  });

  it('a seat after this one, one treasure short with a card, may end the game this round', () => {
    const state = fourPlayers();
    const green = state.players[3];
    if (green) {
      green.treasures = 1;
      green.cards = [{ tokenId: 'green-card', from: 'A', destination: 'B' }];
    }
    expect(horizonOf(state, 0).turnChance(0, 1)).toBeLessThan(1);
  });

  it('in the last round a card that can no longer be delivered is worth nothing with a horizon, and counts without', () => {
    const ctx = { seat: 0, knownCards: new Set(['red-card']), rivalWeight: 0 };
    const last = fourPlayers();
    const blue = last.players[1];
    if (blue) blue.treasures = 2;
    // Every action of the turn is used: the card cannot be delivered any more.
    if (last.turn) last.turn.actionsUsed = 5;
    const gain = (horizon: 'none' | 'lastRound') =>
      evaluate(withFarCard(structuredClone(last)), { ...ctx, horizon }) - evaluate(last, { ...ctx, horizon });
    expect(gain('none')).toBeGreaterThan(0.5);
    expect(gain('lastRound')).toBeCloseTo(0, 6);
  });

  it('with the last-round horizon the Captain’s search never explores in the last round: a card drawn then can no longer be delivered', () => {
    const state = fourPlayers();
    const blue = state.players[1];
    if (blue) blue.treasures = 2;
    const explores = (horizon: 'none' | 'lastRound') =>
      planTurn(state, 0, { ...LEVELS.captain, horizon }, new Set()).best.steps.some(
        (step) => step.type === 'explore',
      );
    expect(explores('lastRound')).toBe(false);
    // Without the horizon the same position's best line explores.
    expect(explores('none')).toBe(true);
  });

  it('A1: the horizon follows from public values only (rivals’ card destinations and the islands’ tokens changed)', () => {
    const state = fourPlayers();
    const green = state.players[3];
    if (green) {
      green.treasures = 1;
      green.cards = [{ tokenId: 'green-card', from: 'A', destination: 'B' }];
    }
    for (const seed of [1, 2, 3]) {
      const changed = withHiddenValuesChanged(state, 0, seed);
      expect(changed.players[3]?.cards).not.toEqual(state.players[3]?.cards);
      for (const turns of [1, 2, 3]) {
        expect(horizonOf(changed, 0).turnChance(0, turns)).toBe(horizonOf(state, 0).turnChance(0, turns));
      }
    }
  });
});
