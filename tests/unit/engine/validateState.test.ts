import { describe, expect, it } from 'vitest';
import { type GameState, validateState } from '../../../src/engine';
import { place, run, startedGame } from './fixtures';

function broken(change: (state: GameState) => void): GameState {
  const state = structuredClone(startedGame());
  change(state);
  return state;
}

describe('validateState (loading saves, property tests)', () => {
  it('accepts states the engine produces', () => {
    expect(validateState(startedGame({ players: 4 }))).toBeNull();
    expect(validateState(run(startedGame(), { type: 'turn', piece: 'tower', direction: 'left' }))).toBeNull();
  });

  it('B3: coins and treasures are conserved between the supply and the holds', () => {
    expect(validateState(broken((state) => (state.supply.coins -= 1)))).toMatch(/Coins do not add up/);
    expect(validateState(broken((state) => (state.supply.treasures += 1)))).toMatch(
      /Treasures do not add up/,
    );
  });

  it('refuses two pieces on one space, a piece off the sea, and pieces resting side by side', () => {
    expect(validateState(place(startedGame(), { kraken: [1, 1] }))).toMatch(/share a space/);
    expect(validateState(place(startedGame(), { kraken: [6, 1] }))).toMatch(/not on a sea space/);
    expect(validateState(place(startedGame(), { kraken: [2, 1] }))).toMatch(/rests next to/);
  });

  it('refuses a card in two places, nested undo snapshots and an impossible turn', () => {
    expect(
      validateState(
        broken((state) => {
          const id = state.islands.A[0] ?? '';
          state.islands.B.push(id);
        }),
      ),
    ).toMatch(/two places/);
    const nested = run(startedGame(), { type: 'turn', piece: 'tower', direction: 'left' });
    const inner = nested.turn?.undoStack[0];
    if (inner?.turn) inner.turn.undoStack = [inner];
    expect(validateState(nested)).toMatch(/must not nest/);
    const sixActions = broken((state) => {
      if (state.turn) state.turn.actionsUsed = 6;
    });
    expect(validateState(sixActions)).toMatch(/five/);
    expect(validateState(broken((state) => (state.mapId = 'atlantis')))).toMatch(/Unknown map/);
  });
});
