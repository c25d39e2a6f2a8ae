import { describe, expect, it } from 'vitest';
import { type Action, execute, type GameState, legalActions } from '../../../src/engine';
import { place, startedGame } from './fixtures';

/** Legal actions counted by type: on a mismatch the diff shows which kind of action changed. */
function breakdown(actions: Action[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const action of actions) counts[action.type] = (counts[action.type] ?? 0) + 1;
  return counts;
}

/** All legal two-action sequences, counted by "first>second" type (chess perft at depth 2). */
function depthTwo(state: GameState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const first of legalActions(state)) {
    const result = execute(state, first);
    if (!result.ok) throw new Error(`Listed action refused: ${JSON.stringify(first)}: ${result.reason}`);
    for (const second of legalActions(result.state)) {
      const key = `${first.type}>${second.type}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Anne and Bart, seed 7, Anne first, Kraken at (6,8) facing east, helmsman/red and navigator/blue. */
const opening = () => startedGame();
/** The same game with red at (1,4) facing east and the Kraken at (3,3), right on red's course (M3). */
const crowded = () => place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });
/** As crowded, with blue at (4,4): red's straight run east dead-ends at blue, so it may turn (M3). */
const deadEnd = () => place(crowded(), { ships: { blue: [4, 4, 3] } });

describe('golden counts (perft) from a fixed setup', () => {
  it('counts the legal first actions of the opening', () => {
    const counts = breakdown(legalActions(opening()));
    expect(counts).toEqual({ moveShip: 1, moveKraken: 5, turn: 6, startAbility: 1, endTurn: 1 });
    expect(total(counts)).toBe(14);
  });

  it('counts the legal two-action sequences of the opening', () => {
    const counts = depthTwo(opening());
    expect(counts).toEqual({
      'moveShip>moveShip': 1,
      'moveShip>moveKraken': 5,
      'moveShip>turn': 6,
      'moveShip>startAbility': 1,
      'moveShip>endTurn': 1,
      'moveShip>undo': 1,
      'moveKraken>moveShip': 5,
      'moveKraken>moveKraken': 47,
      'moveKraken>turn': 30,
      'moveKraken>startAbility': 5,
      'moveKraken>endTurn': 5,
      'moveKraken>undo': 5,
      'turn>moveShip': 6,
      'turn>moveKraken': 30,
      'turn>turn': 36,
      'turn>startAbility': 6,
      'turn>endTurn': 6,
      'turn>undo': 6,
      'startAbility>moveShip': 1,
      'startAbility>finishAbility': 1,
      'startAbility>undo': 1,
      'endTurn>moveShip': 1,
      'endTurn>moveKraken': 5,
      'endTurn>turn': 6,
      'endTurn>startAbility': 1,
      'endTurn>endTurn': 1,
    });
    expect(total(counts)).toBe(219);
  });

  it('counts the legal first actions with the Kraken in the way', () => {
    const counts = breakdown(legalActions(crowded()));
    // M3 revised: red sails straight on past the Kraken (the free rule listed 15 ship moves, 37 in all).
    expect(counts).toEqual({
      moveShip: 2,
      moveKraken: 13,
      turn: 6,
      explore: 1,
      startAbility: 1,
      endTurn: 1,
    });
    expect(total(counts)).toBe(24);
  });

  it('counts the legal two-action sequences with the Kraken in the way', () => {
    const counts = depthTwo(crowded());
    // M3 revised (the free rule gave 1068).
    expect(counts).toEqual({
      'moveShip>moveShip': 4,
      'moveShip>undo': 2,
      'moveShip>moveKraken': 19,
      'moveShip>turn': 6,
      'moveShip>startAbility': 1,
      'moveShip>endTurn': 1,
      'moveKraken>moveKraken': 160,
      'moveKraken>undo': 13,
      'moveKraken>moveShip': 17,
      'moveKraken>turn': 66,
      'moveKraken>explore': 11,
      'moveKraken>startAbility': 11,
      'moveKraken>endTurn': 11,
      'turn>moveShip': 10,
      'turn>moveKraken': 78,
      'turn>turn': 36,
      'turn>explore': 6,
      'turn>startAbility': 6,
      'turn>endTurn': 6,
      'turn>undo': 6,
      'explore>moveShip': 2,
      'explore>moveKraken': 13,
      'explore>turn': 6,
      'explore>startAbility': 1,
      'explore>endTurn': 1,
      'startAbility>moveShip': 2,
      'startAbility>finishAbility': 1,
      'startAbility>undo': 1,
      'endTurn>moveShip': 1,
      'endTurn>moveKraken': 13,
      'endTurn>turn': 6,
      'endTurn>startAbility': 1,
      'endTurn>endTurn': 1,
    });
    expect(total(counts)).toBe(519);
  });

  it('M3: counts the legal first actions where the straight run dead-ends, and the continuations', () => {
    expect(breakdown(legalActions(deadEnd()))).toEqual({
      moveShip: 5,
      moveKraken: 25,
      turn: 6,
      explore: 1,
      startAbility: 1,
      endTurn: 1,
    });
    const pending = execute(deadEnd(), { type: 'moveShip', path: ['forward'], seat: 0 });
    if (!pending.ok) throw new Error(pending.reason);
    const paths = legalActions(pending.state).map((action) =>
      action.type === 'moveShip' ? action.path.join(' ') : action.type,
    );
    expect(paths).toEqual([
      'forward',
      'left',
      'right',
      'right forward',
      'forward left forward forward',
      'forward right forward forward',
      'left left forward forward',
      'undo',
    ]);
  });
});
