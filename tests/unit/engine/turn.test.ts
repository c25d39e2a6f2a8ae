import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { at, eventsOf, ok, place, refused, run, startedGame } from './fixtures';

const tower = { type: 'turn', piece: 'tower', direction: 'left' } as const;

describe('a turn', () => {
  it('T1: up to five ship actions; the captain leaves the stern for the track with the first', () => {
    let state = place(startedGame(), { ships: { red: [1, 4, 0] } });
    expect(state.players[0]?.captainAt).toBe('stern');
    state = run(state, { type: 'moveShip', path: ['forward'] });
    expect(state.players[0]?.captainAt).toBe('track');
    state = run(
      state,
      tower,
      { type: 'turn', piece: 'kraken', direction: 'right' },
      { type: 'turn', piece: 'ship', direction: 'left' },
    );
    expect(state.turn?.actionsUsed).toBe(4);
    state = run(state, { type: 'moveKraken', path: [at(7, 8)] });
    expect(state.turn?.actionsUsed).toBe(5);
    expect(refused(state, tower, 'noActionsLeft')).toBe('All 5 ship actions of this turn are used');
    refused(state, { type: 'moveShip', path: ['forward'] }, 'noActionsLeft');
    expect(new Set(legalActions(state).map((action) => action.type))).toEqual(
      new Set(['startAbility', 'endTurn', 'undo']),
    );
  });

  it('T1: at the end of the turn the captain returns to the stern', () => {
    const state = run(startedGame(), tower, { type: 'endTurn' });
    expect(state.players[0]?.captainAt).toBe('stern');
  });

  it('T4: a knocked-down captain returns to its stern at the start of its owner’s turn, free', () => {
    const down = structuredClone(startedGame());
    const blue = down.players[1];
    if (blue) blue.captainAt = 'down';
    const result = ok(down, { type: 'endTurn' });
    expect(result.events.map((event) => event.type)).toEqual(['turnEnded', 'turnStarted', 'captainReturned']);
    expect(result.state.players[1]?.captainAt).toBe('stern');
    expect(result.state.turn?.actionsUsed).toBe(0);
  });

  it('T5: play goes clockwise from the first player; a round ends when everyone has played', () => {
    let state = startedGame({ players: 4, firstSeat: 2 });
    const seen: [number, number][] = [];
    for (let i = 0; i < 6; i++) {
      seen.push([state.turn?.seat ?? -1, state.turn?.round ?? -1]);
      const result = ok(state, { type: 'endTurn' });
      if (state.turn?.seat === 1)
        expect(eventsOf(result.events, 'roundEnded')).toEqual([expect.objectContaining({ round: 1 })]);
      state = result.state;
    }
    expect(seen).toEqual([
      [2, 1],
      [3, 1],
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 2],
    ]);
  });

  it('T6: a player may end the turn at any time; unused actions are lost', () => {
    const state = run(startedGame(), tower);
    const ended = ok(state, { type: 'endTurn' });
    expect(ended.events[0]).toMatchObject({ type: 'turnEnded', seat: 0, actionsUsed: 1, rule: 'T6' });
    expect(ended.state.turn).toMatchObject({
      seat: 1,
      actionsUsed: 0,
      volleyUsed: false,
      abilityUsed: false,
    });
    const back = run(ended.state, { type: 'endTurn' });
    expect(back.turn).toMatchObject({ seat: 0, round: 2, actionsUsed: 0 });
  });

  it('T6: but not in the middle of a manoeuvre or an ability', () => {
    const pending = run(place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3] }), {
      type: 'moveShip',
      path: ['forward'],
    });
    refused(pending, { type: 'endTurn' }, 'manoeuvrePending');
    refused(run(startedGame(), { type: 'startAbility' }), { type: 'endTurn' }, 'abilityActive');
  });
});

describe('undo', () => {
  it('takes back moves and turns one at a time, within the turn', () => {
    const start = place(startedGame(), { ships: { red: [1, 4, 0] } });
    const moved = run(start, { type: 'moveShip', path: ['forward'] }, tower);
    expect(moved.turn?.undoStack).toHaveLength(2);
    const once = ok(moved, { type: 'undo' });
    expect(once.events).toEqual([{ type: 'undone', seat: 0, remaining: 1, undoable: false }]);
    expect(once.state.towerFacing).toBe(0);
    expect(once.state.turn?.actionsUsed).toBe(1);
    const twice = run(once.state, { type: 'undo' });
    expect(twice).toEqual(start);
    refused(twice, { type: 'undo' }, 'nothingToUndo');
  });

  it('keeps flat snapshots: no snapshot holds an undo stack of its own', () => {
    const state = run(startedGame(), tower, tower, tower);
    expect(state.turn?.undoStack).toHaveLength(3);
    for (const snapshot of state.turn?.undoStack ?? []) expect(snapshot.turn?.undoStack).toEqual([]);
  });

  it('stops at anything that revealed information: an explore, a volley, a new turn', () => {
    const besideH = place(startedGame(), { ships: { red: [4, 3, 0] } });
    const explored = run(besideH, tower, { type: 'explore', island: 'H' });
    expect(explored.turn?.undoStack).toEqual([]);
    refused(explored, { type: 'undo' }, 'nothingToUndo');
    const afterExplore = run(explored, tower);
    expect(afterExplore.turn?.undoStack).toHaveLength(1);
    const fired = run(afterExplore, {
      type: 'resolveVolley',
      outcome: { source: 'tower', best: 'none', captainsKnockedOff: [], shipsHit: [] },
    });
    expect(fired.turn?.undoStack).toEqual([]);
    expect(run(fired, { type: 'endTurn' }).turn?.undoStack).toEqual([]);
  });

  it('can step back out of a pending manoeuvre', () => {
    const start = place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3] });
    const pending = run(start, { type: 'moveShip', path: ['forward'] });
    expect(run(pending, { type: 'undo' })).toEqual(start);
  });
});
