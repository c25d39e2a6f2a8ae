import { describe, expect, it } from 'vitest';
import { eventFor, viewFor } from '../../../src/engine';
import { eventsOf, ok, place, run, startedGame } from './fixtures';

describe('what each seat sees', () => {
  const explored = () =>
    ok(place(startedGame(), { ships: { red: [4, 3, 0] } }), { type: 'explore', island: 'H' });

  it('hides other players’ card destinations but shows the owner’s', () => {
    const { state } = explored();
    const card = state.players[0]?.cards[0];
    expect(viewFor(state, 0).players[0]?.cards).toEqual([card]);
    expect(viewFor(state, 1).players[0]?.cards).toEqual([
      { tokenId: card?.tokenId, from: 'H', destination: null },
    ]);
  });

  it('hides token order and contents, the random generator and undo snapshots', () => {
    const state = run(startedGame(), { type: 'turn', piece: 'tower', direction: 'left' });
    const view = viewFor(state, 1);
    expect(view.islands).toEqual({ A: 4, B: 4, C: 4, D: 4, E: 4, F: 4, G: 4, H: 4 });
    expect(view).not.toHaveProperty('tokens');
    expect(view).not.toHaveProperty('rng');
    expect(view.turn).not.toHaveProperty('undoStack');
    expect(view.turn?.undoDepth).toBe(1);
    expect(view.viewer).toBe(1);
    const text = JSON.stringify(view);
    for (const id of Object.keys(state.tokens)) expect(text).not.toContain(`"${id}"`);
  });

  it('redacts a drawn card’s destination from other players’ logs', () => {
    const [drawn] = eventsOf(explored().events, 'cardDrawn');
    if (!drawn) throw new Error('no card drawn');
    expect(eventFor(drawn, 0)).toEqual(drawn);
    expect(eventFor(drawn, 1)).toEqual({ ...drawn, destination: null });
  });
});
