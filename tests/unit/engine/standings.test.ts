import { describe, expect, it } from 'vitest';
import { type GameState, POINTS_PER_TREASURE, scoreGame, standingsOf } from '../../../src/engine';
import { give, startedGame } from './fixtures';

const three = () => startedGame({ players: 3 });
const seats = (state: GameState) => standingsOf(scoreGame(state).scores).ranked.map((score) => score.seat);

describe('W2: the final standings', () => {
  it('ranks most points first and says the points alone decided', () => {
    const state = give(give(three(), 0, { coins: 10, treasures: 1 }), 1, { coins: 3, treasures: 3 });
    const { ranked, tieBreak } = standingsOf(scoreGame(state).scores);
    expect(ranked.map((score) => [score.seat, score.points])).toEqual([
      [1, 3 + 3 * POINTS_PER_TREASURE],
      [0, 10 + POINTS_PER_TREASURE],
      [2, 0],
    ]);
    expect(tieBreak).toBe('points');
  });

  it('a tie on points goes to the most treasures, ranked so, and the winner is the first of them', () => {
    const tie = give(give(three(), 0, { coins: 12 }), 1, { coins: 6, treasures: 1 });
    const result = scoreGame(tie);
    const standings = standingsOf(result.scores);
    expect(standings.tieBreak).toBe('treasures');
    expect(seats(tie)).toEqual([1, 0, 2]);
    expect(result.winners).toEqual([standings.ranked[0]?.seat]);
  });

  it('level on points and treasures: shared, the winners first in seat order', () => {
    const shared = give(give(three(), 2, { coins: 6, treasures: 1 }), 0, { coins: 6, treasures: 1 });
    const result = scoreGame(shared);
    expect(standingsOf(result.scores).tieBreak).toBe('shared');
    expect(seats(shared)).toEqual([0, 2, 1]);
    expect(result.winners).toEqual([0, 2]);
  });

  it('a tie below the top is no tie-break, and the scores given are not reordered', () => {
    const state = give(give(three(), 0, { coins: 9 }), 1, { coins: 2 });
    const scores = scoreGame(give(state, 2, { coins: 2 })).scores;
    const before = structuredClone(scores);
    expect(standingsOf(scores).tieBreak).toBe('points');
    expect(scores).toEqual(before);
  });
});
