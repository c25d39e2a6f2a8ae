import { describe, expect, it } from 'vitest';
import { quickGameSetup } from '../../../src/store/game/defaultPlayers';
import { useGameStore } from '../../../src/store/game/gameStore';

describe('a quick game', () => {
  it('seats you first against a Deckhand, with the default names and different ships and captains', () => {
    const setup = quickGameSetup(7);
    expect(setup.players.map((player) => [player.name, player.kind])).toEqual([
      ['Anne', 'person'],
      ['Mary', 'deckhand'],
    ]);
    expect(new Set(setup.players.map((player) => player.ship)).size).toBe(2);
    expect(new Set(setup.players.map((player) => player.captain)).size).toBe(2);
    expect(setup).toMatchObject({ firstSeat: 0, seed: 7 });
  });

  it('starts a game at the Kraken placement, the computer in seat 2', () => {
    useGameStore.getState().startGame(quickGameSetup(7));
    const store = useGameStore.getState();
    expect(store.game?.phase.kind).toBe('placeKraken');
    expect(store.seats).toEqual(['person', 'deckhand']);
  });
});
