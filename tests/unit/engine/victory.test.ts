import { describe, expect, it } from 'vitest';
import { legalActions, scoreGame, treasuresToWin } from '../../../src/engine';
import { eventsOf, give, ok, place, refused, run, startedGame } from './fixtures';

describe('victory', () => {
  it('W1: enough treasures is 4 with two players, 3 with three, 2 with four', () => {
    expect([2, 3, 4].map(treasuresToWin)).toEqual([4, 3, 2]);
  });

  it('W1: the game ends at the end of the round in which a player has enough treasures', () => {
    // Seat 0 (first player) will claim its fourth treasure this turn: the round still finishes.
    let state = give(place(startedGame(), { ships: { red: [5, 3, 3] } }), 0, { treasures: 3, cards: ['H'] });
    state = run(state, { type: 'moveShip', path: ['forward'] });
    expect(state.players[0]?.treasures).toBe(4);
    state = run(state, { type: 'endTurn' });
    expect(state.phase.kind).toBe('playing');
    expect(state.turn?.seat).toBe(1);
    const last = ok(state, { type: 'endTurn' });
    expect(last.events.map((event) => event.type)).toEqual(['turnEnded', 'roundEnded', 'gameEnded']);
    expect(eventsOf(last.events, 'gameEnded')[0]).toMatchObject({ rule: 'W1' });
    expect(last.state.phase.kind).toBe('ended');
    expect(last.state.turn).toBeNull();
    expect(legalActions(last.state)).toEqual([]);
    expect(refused(last.state, { type: 'endTurn' }, 'gameOver')).toBe('The game is over');
  });

  it('W1: a round without anyone at the threshold goes on', () => {
    const threeTreasures = give(startedGame(), 1, { treasures: 3 });
    const next = run(threeTreasures, { type: 'endTurn' }, { type: 'endTurn' });
    expect(next.phase.kind).toBe('playing');
    expect(next.turn?.round).toBe(2);
    const fourPlayers = give(startedGame({ players: 4 }), 3, { treasures: 2 });
    const ended = run(
      fourPlayers,
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'endTurn' },
      { type: 'endTurn' },
    );
    expect(ended.phase.kind).toBe('ended');
  });

  it('W2: 1 point per coin and 6 per treasure; most points wins', () => {
    const state = give(give(startedGame({ players: 3 }), 0, { coins: 10, treasures: 1 }), 1, {
      coins: 3,
      treasures: 3,
    });
    const result = scoreGame(state);
    expect(result.scores).toEqual([
      { seat: 0, coins: 10, treasures: 1, points: 16 },
      { seat: 1, coins: 3, treasures: 3, points: 21 },
      { seat: 2, coins: 0, treasures: 0, points: 0 },
    ]);
    expect(result.winners).toEqual([1]);
  });

  it('W2: a tie on points goes to the most treasures; still tied, the victory is shared', () => {
    const tie = give(give(startedGame({ players: 3 }), 0, { coins: 12 }), 1, { coins: 6, treasures: 1 });
    expect(scoreGame(tie).winners).toEqual([1]);
    const shared = give(give(startedGame({ players: 3 }), 0, { coins: 6, treasures: 1 }), 2, {
      coins: 6,
      treasures: 1,
    });
    expect(scoreGame(shared).winners).toEqual([0, 2]);
  });

  it('W2: the final result is recorded in the ended phase', () => {
    let state = give(give(startedGame(), 1, { treasures: 4, coins: 1 }), 0, { coins: 30 });
    state = run(state, { type: 'endTurn' }, { type: 'endTurn' });
    expect(state.phase).toEqual({
      kind: 'ended',
      result: {
        scores: [
          { seat: 0, coins: 30, treasures: 0, points: 30 },
          { seat: 1, coins: 1, treasures: 4, points: 25 },
        ],
        winners: [0],
      },
    });
  });
});
