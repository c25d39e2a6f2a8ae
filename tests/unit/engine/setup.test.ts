import { describe, expect, it } from 'vitest';
import {
  createGame,
  type GameState,
  ISLAND_LETTERS,
  type IslandLetter,
  legalActions,
  neighborsOf,
  standardMap,
  type TreasureToken,
} from '../../../src/engine';
import { at, eventsOf, ok, refused, run, startedGame } from './fixtures';

function tokensOn(state: GameState, island: IslandLetter): TreasureToken[] {
  return state.islands[island].map((id) => state.tokens[id] as TreasureToken);
}

describe('setup', () => {
  it('S1: takes 2–4 players and waits for the first player', () => {
    expect(() => createGame({ names: ['Solo'], seed: 1 })).toThrow(RangeError);
    expect(() => createGame({ names: ['a', 'b', 'c', 'd', 'e'], seed: 1 })).toThrow(RangeError);
    const state = createGame({ names: ['Anne', 'Bart', 'Cleo'], seed: 1 });
    expect(state.phase).toEqual({ kind: 'chooseFirstPlayer' });
    expect(state.players.map((player) => player.seat)).toEqual([0, 1, 2]);
    expect(legalActions(state)).toEqual([0, 1, 2].map((seat) => ({ type: 'chooseFirstPlayer', seat })));
    refused(state, { type: 'chooseFirstPlayer', seat: 3 }, 'badSeat');
    refused(state, { type: 'placeKraken', hex: at(6, 8), facing: 0 }, 'wrongPhase');
  });

  it('S1: the first player token never moves', () => {
    let state = startedGame({ players: 3, firstSeat: 2 });
    expect(state.firstSeat).toBe(2);
    for (let i = 0; i < 7; i++) state = run(state, { type: 'endTurn' });
    expect(state.firstSeat).toBe(2);
    refused(state, { type: 'chooseFirstPlayer', seat: 0 }, 'wrongPhase');
  });

  it('S2: the first player places the Kraken on empty sea clear of the tower and the ships, with a facing', () => {
    const state = run(createGame({ names: ['Anne', 'Bart'], seed: 3 }), {
      type: 'chooseFirstPlayer',
      seat: 1,
    });
    expect(state.phase.kind).toBe('placeKraken');
    refused(
      state,
      { type: 'placeKraken', hex: neighborsOf(standardMap.tower)[0] ?? at(7, 5), facing: 0 },
      'tooClose',
    );
    refused(state, { type: 'placeKraken', hex: standardMap.tower, facing: 0 }, 'notSea');
    refused(state, { type: 'placeKraken', hex: at(6, 1), facing: 0 }, 'notSea');
    refused(state, { type: 'placeKraken', hex: at(20, 20), facing: 0 }, 'offBoard');
    refused(state, { type: 'placeKraken', hex: standardMap.starts.blue.hex, facing: 0 }, 'tooClose');
    refused(state, { type: 'placeKraken', hex: at(2, 1), facing: 0 }, 'tooClose');
    refused(state, { type: 'placeKraken', hex: at(6, 8), facing: 6 as never }, 'badAction');
    const placed = ok(state, { type: 'placeKraken', hex: at(6, 8), facing: 4 });
    expect(placed.state.kraken).toEqual({ hex: at(6, 8), facing: 4 });
    expect(placed.state.phase).toEqual({ kind: 'chooseCaptains', nextSeat: 1 });
    expect(placed.events[0]).toMatchObject({ type: 'krakenPlaced', rule: 'S2' });
    // Every listed spot is legal, and none touches the tower or a start space.
    const spots = legalActions(state);
    expect(spots.length).toBe(94 * 6);
    const forbidden = new Set([
      standardMap.tower,
      ...Object.values(standardMap.starts).map((pose) => pose.hex),
    ]);
    for (const action of spots) {
      if (action.type !== 'placeKraken') throw new Error('only placements');
      expect(forbidden.has(action.hex) || neighborsOf(action.hex).some((hex) => forbidden.has(hex))).toBe(
        false,
      );
    }
  });

  it('S3: deals 32 tokens, four per island, three cards and a Jolly Roger each by default', () => {
    const state = createGame({ names: ['Anne', 'Bart'], seed: 11 });
    expect(Object.keys(state.tokens)).toHaveLength(32);
    for (const island of ISLAND_LETTERS) {
      const tokens = tokensOn(state, island);
      expect(tokens).toHaveLength(4);
      expect(tokens.filter((token) => token.kind === 'jollyRoger')).toHaveLength(1);
    }
  });

  it('S3: no card names its own island, and every island is named equally often', () => {
    for (const seed of [1, 2, 3, 99, 12345]) {
      for (const jollyRogersPerIsland of [0, 1, 2, 3]) {
        const state = createGame({ names: ['Anne', 'Bart'], seed, options: { jollyRogersPerIsland } });
        const named = new Map<IslandLetter, number>();
        for (const island of ISLAND_LETTERS) {
          const cards = tokensOn(state, island).flatMap((token) =>
            token.kind === 'card' ? [token.destination] : [],
          );
          expect(cards).toHaveLength(4 - jollyRogersPerIsland);
          expect(cards).not.toContain(island);
          for (const destination of cards) named.set(destination, (named.get(destination) ?? 0) + 1);
        }
        for (const island of ISLAND_LETTERS) expect(named.get(island) ?? 0).toBe(4 - jollyRogersPerIsland);
      }
    }
  });

  it('S3: shuffles with the seeded generator: same seed same deal, other seeds differ', () => {
    const deal = (seed: number) => {
      const state = createGame({ names: ['Anne', 'Bart'], seed });
      return state.islands.A.map((id) => state.tokens[id]);
    };
    expect(deal(5)).toEqual(deal(5));
    const deals = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(deal(seed))));
    expect(deals.size).toBeGreaterThan(1);
    expect(() => createGame({ names: ['a', 'b'], seed: 1, options: { jollyRogersPerIsland: 4 } })).toThrow(
      RangeError,
    );
  });

  it('S4: clockwise from the first player, each seat takes a captain and a ship, starting on the stern', () => {
    let state = createGame({ names: ['Anne', 'Bart', 'Cleo'], seed: 1 });
    state = run(
      state,
      { type: 'chooseFirstPlayer', seat: 1 },
      { type: 'placeKraken', hex: at(6, 8), facing: 0 },
    );
    expect(state.phase).toEqual({ kind: 'chooseCaptains', nextSeat: 1 });
    expect(legalActions(state)).toHaveLength(16);
    state = run(state, { type: 'chooseCaptain', captain: 'navigator', ship: 'green' });
    expect(state.players[1]).toMatchObject({ captain: 'navigator', ship: 'green', captainAt: 'stern' });
    expect(state.ships.green).toEqual(standardMap.starts.green);
    expect(state.phase).toEqual({ kind: 'chooseCaptains', nextSeat: 2 });
    refused(state, { type: 'chooseCaptain', captain: 'navigator', ship: 'red' }, 'captainTaken');
    refused(state, { type: 'chooseCaptain', captain: 'helmsman', ship: 'green' }, 'shipTaken');
    expect(legalActions(state)).toHaveLength(9);
    state = run(state, { type: 'chooseCaptain', captain: 'helmsman', ship: 'red' });
    const last = ok(state, { type: 'chooseCaptain', captain: 'krakenTamer', ship: 'blue' });
    expect(last.state.phase).toEqual({ kind: 'playing' });
    expect(last.state.turn).toMatchObject({ seat: 1, round: 1, actionsUsed: 0 });
    expect(eventsOf(last.events, 'turnStarted')).toEqual([
      { type: 'turnStarted', seat: 1, round: 1, undoable: false, rule: 'T5' },
    ]);
    expect(last.state.ships.yellow).toBeUndefined();
  });

  it('B2: ships, Kraken and tower each have a facing; a captain is on its stern, track or down', () => {
    let state = startedGame();
    expect(state.ships.red?.facing).toBe(5);
    expect(state.kraken?.facing).toBe(0);
    expect(state.towerFacing).toBe(0);
    expect(state.players.map((player) => player.captainAt)).toEqual(['stern', 'stern']);
    state = run(state, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(state.players[0]?.captainAt).toBe('track');
    expect(state.towerFacing).toBe(1);
  });

  it('B3: the supply starts with 48 coins and 10 treasures', () => {
    const state = createGame({ names: ['Anne', 'Bart'], seed: 1 });
    expect(state.supply).toEqual({ coins: 48, treasures: 10 });
  });
});
