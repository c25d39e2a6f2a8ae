import { describe, expect, it } from 'vitest';
import { type GameState, type IslandLetter, legalActions } from '../../../src/engine';
import { eventsOf, give, ok, place, refused, run, startedGame } from './fixtures';

/** Red (seat 0) at (4,3), next to island H (3,2). */
const besideH = () => place(startedGame(), { ships: { red: [4, 3, 0] } });

/** A copy whose island pile starts with its Jolly Roger(s), so the next draw is one. */
function jollyRogerOnTop(state: GameState, island: IslandLetter): GameState {
  const next = structuredClone(state);
  const pile = next.islands[island];
  const isRoger = (id: string) => next.tokens[id]?.kind === 'jollyRoger';
  next.islands[island] = [...pile.filter(isRoger), ...pile.filter((id) => !isRoger(id))];
  return next;
}

describe('exploring', () => {
  it('E1: the ship must be next to the island', () => {
    expect(refused(startedGame(), { type: 'explore', island: 'H' }, 'notNextToIsland')).toBe(
      'Your ship is not next to island H',
    );
    refused(besideH(), { type: 'explore', island: 'Z' as never }, 'badAction');
    expect(legalActions(besideH())).toContainEqual({ type: 'explore', island: 'H', seat: 0 });
  });

  it('E1: not while holding an unrevealed card taken from that island', () => {
    const again = run(besideH(), { type: 'explore', island: 'H' });
    expect(again.players[0]?.cards.some((card) => card.from === 'H')).toBe(true);
    refused(again, { type: 'explore', island: 'H' }, 'cardHeld');
    expect(legalActions(again)).not.toContainEqual({ type: 'explore', island: 'H', seat: 0 });
  });

  it('E1: exploring is a ship action, and an island without tokens cannot be explored', () => {
    const explored = run(besideH(), { type: 'explore', island: 'H' });
    expect(explored.turn?.actionsUsed).toBe(1);
    expect(explored.players[0]?.captainAt).toBe('track');
    const bare = structuredClone(besideH());
    bare.islands.H = [];
    refused(bare, { type: 'explore', island: 'H' }, 'islandEmpty');
  });

  it('E2: a treasure card goes face down into the hold; only its owner learns the island it names', () => {
    const state = besideH();
    const [top] = state.islands.H.filter((id) => state.tokens[id]?.kind === 'card');
    const ordered = structuredClone(state);
    ordered.islands.H = [top ?? '', ...state.islands.H.filter((id) => id !== top)];
    const result = ok(ordered, { type: 'explore', island: 'H' });
    const token = state.tokens[top ?? ''];
    const destination = token?.kind === 'card' ? token.destination : null;
    expect(result.state.players[0]?.cards).toEqual([{ tokenId: top, from: 'H', destination }]);
    expect(result.state.islands.H).toHaveLength(3);
    expect(result.events.map((event) => event.type)).toEqual(['explored', 'cardDrawn']);
    expect(eventsOf(result.events, 'cardDrawn')[0]).toMatchObject({
      destination,
      undoable: false,
      rule: 'E2',
    });
    expect(result.state.turn?.undoStack).toEqual([]);
  });

  it('E2: a Jolly Roger curses, the draw goes on, and the Jolly Roger goes back into a reshuffled pile', () => {
    const state = jollyRogerOnTop(besideH(), 'H');
    const roger = state.islands.H[0] ?? '';
    const result = ok(state, { type: 'explore', island: 'H' });
    expect(result.events.map((event) => event.type)).toEqual([
      'explored',
      'jollyRogerDrawn',
      'cursed',
      'cardDrawn',
      'islandReshuffled',
    ]);
    const player = result.state.players[0];
    expect(player?.cursed).toBe(true);
    expect(player?.cards).toHaveLength(1);
    expect(result.state.islands.H).toHaveLength(3);
    expect(result.state.islands.H).toContain(roger);
    expect(result.state.rng).not.toEqual(state.rng);
  });

  it('E2: one already cursed stays cursed', () => {
    const state = give(jollyRogerOnTop(besideH(), 'H'), 0, { cursed: true });
    const result = ok(state, { type: 'explore', island: 'H' });
    expect(eventsOf(result.events, 'cursed')).toEqual([
      expect.objectContaining({ seat: 0, cause: 'jollyRoger', alreadyCursed: true }),
    ]);
    expect(result.state.players[0]?.cursed).toBe(true);
  });

  it('E2: with no treasure card left on the island the explore ends with nothing, the curse stands', () => {
    const state = structuredClone(besideH());
    state.islands.H = state.islands.H.filter((id) => state.tokens[id]?.kind === 'jollyRoger');
    const result = ok(state, { type: 'explore', island: 'H' });
    expect(result.events.map((event) => event.type)).toEqual([
      'explored',
      'jollyRogerDrawn',
      'cursed',
      'islandExhausted',
      'islandReshuffled',
    ]);
    expect(result.state.players[0]).toMatchObject({ cursed: true, cards: [] });
    expect(result.state.islands.H).toHaveLength(1);
  });

  it('E2: the draw follows the seeded generator: same state, same outcome', () => {
    const state = jollyRogerOnTop(besideH(), 'H');
    expect(ok(state, { type: 'explore', island: 'H' })).toEqual(ok(state, { type: 'explore', island: 'H' }));
  });
});
