import { describe, expect, it } from 'vitest';
import { type GameEvent, getMap } from '../../../src/engine';
import { turnSentence } from '../../../src/ui/turnSentence';
import { fixtureGame } from '../game/fixtureGame';

// Mary (seat 1) sails the yellow ship; Anne (seat 0) the red one. Events are written as the engine
// emits them, only with the fields the sentence reads.
const game = fixtureGame();
const map = getMap(game.mapId);
const players = game.players;
const events = (...list: object[]) => list as unknown as GameEvent[];
const started = { type: 'turnStarted', seat: 1, round: 2 };
const ended = { type: 'turnEnded', seat: 1, round: 2, actionsUsed: 5 };
const sail = (to: string) => ({
  type: 'shipMoved',
  seat: 1,
  ship: 'yellow',
  path: ['forward'],
  hexes: [to],
  from: { hex: '0,0', facing: 0 },
  to: { hex: to, facing: 0 },
  pending: false,
});
const volley = (best: string, shipsHit: string[]) => ({
  type: 'volleyFired',
  seat: 1,
  source: 'kraken',
  best,
  shipsHit,
});

describe('a computer turn in one sentence', () => {
  it('says where the sail went for: the island explored and the treasure claimed', () => {
    const turn = events(
      started,
      sail('3,0'),
      { type: 'explored', seat: 1, island: 'H', actionsUsed: 2 },
      { type: 'treasureClaimed', seat: 1, tokenId: 't', from: 'C', destination: 'H' },
      ended,
    );
    expect(turnSentence(turn, 1, players, map)).toBe(
      'Mary sails to claim the treasure of island H and explore island H.',
    );
  });

  it('a sail for no island says where it ended; a volley after it follows with "then" and names the ship hit', () => {
    const turn = events(started, sail('3,0'), volley('hit', ['red']), ended);
    expect(turnSentence(turn, 1, players, map)).toBe(
      'Mary ends its sail 2 spaces north of island H, then fires from the Kraken at Anne’s ship.',
    );
  });

  it('a volley first is told first, with the curse it passed; a miss is a miss', () => {
    const hit = events(
      started,
      volley('landed', ['red']),
      { type: 'cursePassed', from: 1, to: [0] },
      { type: 'krakenMoved', seat: 1, path: ['1,0'], from: '0,0', to: '1,0', pending: false },
      ended,
    );
    expect(turnSentence(hit, 1, players, map)).toBe(
      'Mary fires from the Kraken at Anne’s ship, passing the curse to Anne, then moves the Kraken.',
    );
    const miss = events(started, volley('none', []), ended);
    expect(turnSentence(miss, 1, players, map)).toBe('Mary fires from the Kraken and misses.');
  });

  it('reads only its own seat: another seat’s events do not make it move', () => {
    const turn = events(started, { ...sail('3,0'), seat: 0 }, ended);
    expect(turnSentence(turn, 1, players, map)).toBe('Mary ends the turn without a move.');
  });
});
