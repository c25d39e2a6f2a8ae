import { describe, expect, it } from 'vitest';
import { createGame, type GameState, validateState } from '../../../src/engine';
import { at, place, run, startedGame } from './fixtures';

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

describe('validateState: who owns what, who sits where, whose step it is', () => {
  it('refuses a ship on the board that no player owns, also inside an undo step', () => {
    const third = broken((state) => {
      state.ships.green = { hex: '6,9', facing: 0 };
    });
    expect(validateState(third)).toBe('The green ship on the board belongs to no player');
    const turned = run(startedGame(), { type: 'turn', piece: 'tower', direction: 'left' });
    const snapshot = turned.turn?.undoStack[0];
    if (!snapshot) throw new Error('fixture: no undo step');
    snapshot.ships.green = { hex: '6,9', facing: 0 };
    expect(validateState(snapshot)).toBe('The green ship on the board belongs to no player');
  });

  it('S1: refuses seats swapped between players or past the table', () => {
    const swapped = broken((state) => {
      const [first, second] = state.players;
      if (!first || !second) throw new Error('fixture');
      first.seat = 1;
      second.seat = 0;
    });
    expect(validateState(swapped)).toBe('Player 1 sits at seat 2, not at their own');
    const beyond = broken((state) => {
      const second = state.players[1];
      if (second) second.seat = 3;
    });
    expect(validateState(beyond)).toBe('Player 2 sits at seat 4, not at their own');
  });

  it('refuses a setup step for a seat past the players, or for one that has already chosen', () => {
    const setup = run(
      createGame({ names: ['Anne', 'Bart'], seed: 7 }),
      { type: 'chooseFirstPlayer', seat: 0 },
      { type: 'placeKraken', hex: at(6, 8), facing: 0 },
    );
    expect(validateState(setup)).toBeNull();
    expect(validateState({ ...setup, phase: { kind: 'chooseCaptains', nextSeat: 3 } })).toBe(
      'Seat 4 is to choose a captain, but is not at the table',
    );
    const chosen = run(setup, { type: 'chooseCaptain', captain: 'helmsman', ship: 'red' });
    expect(validateState({ ...chosen, phase: { kind: 'chooseCaptains', nextSeat: 0 } })).toBe(
      'Seat 1 is to choose a captain twice',
    );
    expect(validateState({ ...setup, firstSeat: 2 })).toBe("The first player's seat 3 is not at the table");
    expect(validateState({ ...setup, firstSeat: null })).toBe(
      'A game past its first step needs a first player',
    );
  });

  it('refuses final scores that leave out a player or crown a seat past the table', () => {
    const ended = broken((state) => {
      state.turn = null;
      state.phase = {
        kind: 'ended',
        result: {
          scores: state.players.map((player) => ({ seat: player.seat, coins: 0, treasures: 0, points: 0 })),
          winners: [0, 1],
        },
      };
    });
    expect(validateState(ended)).toBeNull();
    const crowned = structuredClone(ended);
    if (crowned.phase.kind === 'ended') crowned.phase.result.winners = [3];
    expect(validateState(crowned)).toBe('The winners must be players at the table');
    const missing = structuredClone(ended);
    if (missing.phase.kind === 'ended') missing.phase.result.scores.pop();
    expect(validateState(missing)).toBe('The final scores must name each player once');
  });
});
