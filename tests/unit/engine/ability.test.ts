import { describe, expect, it } from 'vitest';
import { type CaptainId, type GameState, legalActions } from '../../../src/engine';
import { at, eventsOf, give, ok, place, refused, run, startedGame } from './fixtures';

/** Seat 0 (red, at (1,4) facing east, Kraken at (6,8)) has this captain and is to play. */
function withCaptain(captain: CaptainId): GameState {
  const other: CaptainId = captain === 'helmsman' ? 'navigator' : 'helmsman';
  const game = startedGame({
    choices: [
      [captain, 'red'],
      [other, 'blue'],
    ],
  });
  return place(game, { ships: { red: [1, 4, 0] } });
}

describe("captains' abilities", () => {
  it('C1: the helmsman makes up to two ship moves without spending actions; M4 applies', () => {
    let state = give(withCaptain('helmsman'), 0, { cards: ['G'] });
    state = run(state, { type: 'startAbility' });
    // (2,4) borders G at (2,5): the first free move claims the treasure.
    const first = ok(state, { type: 'moveShip', path: ['forward'] });
    expect(eventsOf(first.events, 'treasureClaimed')).toHaveLength(1);
    expect(first.events[0]).toMatchObject({ type: 'shipMoved', cost: 'ability', rule: 'C1' });
    expect(first.state.turn).toMatchObject({
      actionsUsed: 0,
      ability: { captain: 'helmsman', stepsTaken: 1 },
    });
    const second = ok(first.state, { type: 'moveShip', path: ['forward'] });
    expect(second.events.map((event) => event.type)).toEqual(['shipMoved', 'abilityFinished']);
    expect(eventsOf(second.events, 'abilityFinished')[0]).toMatchObject({ steps: 2, auto: true, rule: 'T3' });
    expect(second.state.turn).toMatchObject({ actionsUsed: 0, ability: null, abilityUsed: true });
    expect(second.state.players[0]?.captainAt).toBe('stern');
  });

  it('C1: each step is a full M3 manoeuvre; the ability waits for it to finish', () => {
    let state = place(withCaptain('helmsman'), { kraken: [3, 3] });
    state = run(state, { type: 'startAbility' }, { type: 'moveShip', path: ['forward'] });
    expect(state.turn?.manoeuvre).toEqual({ piece: 'ship', byAbility: true, steps: 1 });
    refused(state, { type: 'finishAbility' }, 'manoeuvrePending');
    state = run(state, { type: 'moveShip', path: ['forward', 'forward'] });
    expect(state.turn?.ability).toEqual({ captain: 'helmsman', stepsTaken: 1 });
    // Past the tower at (6,5): the second step is one manoeuvre of three spaces.
    state = run(state, { type: 'moveShip', path: ['forward', 'forward', 'forward'] });
    expect(state.turn).toMatchObject({ ability: null, actionsUsed: 0, manoeuvre: null });
  });

  it('C2: the navigator turns the ship up to twice without spending actions', () => {
    let state = run(withCaptain('navigator'), { type: 'startAbility' });
    refused(state, { type: 'turn', piece: 'tower', direction: 'left' }, 'wrongAbility');
    refused(state, { type: 'moveShip', path: ['forward'] }, 'wrongAbility');
    state = run(
      state,
      { type: 'turn', piece: 'ship', direction: 'right' },
      { type: 'turn', piece: 'ship', direction: 'right' },
    );
    expect(state.ships.red?.facing).toBe(4);
    expect(
      ok(run(withCaptain('navigator'), { type: 'startAbility' }), {
        type: 'turn',
        piece: 'ship',
        direction: 'left',
      }).events[0],
    ).toMatchObject({ cost: 'ability', rule: 'C2' });
    expect(state.turn).toMatchObject({ actionsUsed: 0, ability: null });
  });

  it('C3: the tower keeper turns the tower up to twice without spending actions', () => {
    let state = run(withCaptain('towerKeeper'), { type: 'startAbility' });
    refused(state, { type: 'turn', piece: 'ship', direction: 'left' }, 'wrongAbility');
    state = run(state, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(legalActions(state)).toEqual([
      { type: 'turn', piece: 'tower', direction: 'left', seat: 0 },
      { type: 'turn', piece: 'tower', direction: 'right', seat: 0 },
      { type: 'finishAbility', seat: 0 },
      { type: 'undo', seat: 0 },
    ]);
    state = run(state, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(state.towerFacing).toBe(2);
    expect(state.turn).toMatchObject({ actionsUsed: 0, ability: null });
  });

  it('C4: the Kraken tamer moves the Kraken up to twice without spending actions; M3 applies', () => {
    let state = run(withCaptain('krakenTamer'), { type: 'startAbility' });
    state = run(state, { type: 'moveKraken', path: [at(7, 8)] });
    expect(state.turn?.ability?.stepsTaken).toBe(1);
    // Next to the red ship the Kraken must go on; the step counts once.
    state = place(state, { ships: { red: [9, 7, 0] } });
    const step = ok(state, { type: 'moveKraken', path: [at(8, 7)] });
    expect(step.state.turn?.manoeuvre).toEqual({ piece: 'kraken', byAbility: true, steps: 1 });
    const done = run(step.state, { type: 'moveKraken', path: [at(7, 6)] });
    expect(done.turn).toMatchObject({ ability: null, manoeuvre: null, actionsUsed: 0 });
  });

  it('C5: a cursed captain cannot use the ability', () => {
    const state = give(withCaptain('helmsman'), 0, { cursed: true });
    expect(refused(state, { type: 'startAbility' }, 'cursed')).toBe(
      'The helmsman is cursed: the ability cannot be used',
    );
    expect(legalActions(state)).not.toContainEqual({ type: 'startAbility', seat: 0 });
  });

  it('T3: once per turn, not an action; while it lasts only its steps or finishing it are allowed', () => {
    let state = run(withCaptain('navigator'), { type: 'startAbility' });
    refused(state, { type: 'endTurn' }, 'abilityActive');
    refused(state, { type: 'explore', island: 'G' }, 'abilityActive');
    refused(
      state,
      {
        type: 'resolveVolley',
        outcome: { source: 'tower', best: 'none', captainsKnockedOff: [], shipsHit: [] },
      },
      'abilityActive',
    );
    refused(state, { type: 'startAbility' }, 'abilityActive');
    state = run(state, { type: 'turn', piece: 'ship', direction: 'left' });
    const finished = ok(state, { type: 'finishAbility' });
    expect(finished.events).toEqual([
      expect.objectContaining({ type: 'abilityFinished', steps: 1, auto: false }),
    ]);
    refused(finished.state, { type: 'startAbility' }, 'abilityUsed');
    refused(finished.state, { type: 'finishAbility' }, 'abilityInactive');
    expect(finished.state.turn?.actionsUsed).toBe(0);
    const later = run(finished.state, { type: 'endTurn' }, { type: 'endTurn' });
    expect(ok(later, { type: 'startAbility' }).state.turn?.abilityUsed).toBe(true);
  });
});
