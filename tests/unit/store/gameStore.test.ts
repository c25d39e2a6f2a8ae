import { beforeEach, describe, expect, it } from 'vitest';
import { selectKrakenSpots } from '../../../src/store/gameSelectors';
import { useGameStore } from '../../../src/store/gameStore';

const SETUP = {
  players: [
    { name: 'Anne', ship: 'red' as const, captain: 'helmsman' as const },
    { name: 'Mary', ship: 'yellow' as const, captain: 'navigator' as const },
  ],
  firstSeat: 0 as const,
  seed: 11,
};

describe('the game store is the door to the engine', () => {
  beforeEach(() => useGameStore.getState().startGame(SETUP));

  it('S2: a refused action returns the engine rejection, and the store shows the same reason', () => {
    const refused = useGameStore.getState().dispatch({ type: 'endTurn' });
    expect(refused).toMatchObject({ ok: false, code: 'wrongPhase' });
    if (!refused.ok) expect(useGameStore.getState().rejection).toBe(refused.reason);
  });

  it('S4: a legal placement returns to the events of the placement and both captain choices', () => {
    const game = useGameStore.getState().game;
    if (!game) throw new Error('no game');
    const [spot] = selectKrakenSpots(game);
    const facing = spot?.[1][0];
    if (!spot || facing === undefined) throw new Error('no spot for the Kraken');
    const result = useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((event) => event.type)).toEqual([
      'krakenPlaced',
      'captainChosen',
      'captainChosen',
      'turnStarted',
    ]);
    expect(result.state).toBe(useGameStore.getState().game);
    expect(useGameStore.getState().rejection).toBeNull();
  });
});
