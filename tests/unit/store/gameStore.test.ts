import { beforeEach, describe, expect, it } from 'vitest';
import { createGame, execute, legalActions } from '../../../src/engine';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { useGameStore } from '../../../src/store/game/gameStore';
import { encodeSave } from '../../../src/store/saves/saveFile';

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
    if (!result.ok || !('events' in result)) throw new Error('not carried out on this device');
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

describe('a saved game comes back whole', () => {
  const OTHER = {
    players: [
      { name: 'Jack', ship: 'green' as const, captain: 'towerKeeper' as const },
      { name: 'Grace', ship: 'blue' as const, captain: 'krakenTamer' as const },
    ],
    firstSeat: 1 as const,
    seed: 12,
  };

  function placeKraken() {
    const game = useGameStore.getState().game;
    if (!game) throw new Error('no game');
    const [spot] = selectKrakenSpots(game);
    const facing = spot?.[1][0];
    if (!spot || facing === undefined) throw new Error('no spot for the Kraken');
    return useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing });
  }

  it('a save made during the Kraken placement keeps the captains chosen at setup', () => {
    useGameStore.getState().startGame(SETUP);
    const text = useGameStore.getState().exportSave();
    if (!text) throw new Error('no save');
    useGameStore.getState().startGame(OTHER); // another game in between: the choices must come from the save
    expect(useGameStore.getState().importSave(text)).toBe(true);
    expect(useGameStore.getState().notice).toBe('Game of Anne, Mary — setting up — loaded.');
    const placed = placeKraken();
    expect(placed.ok).toBe(true);
    const game = useGameStore.getState().game;
    expect(game?.phase.kind).toBe('playing');
    expect(game?.players.map((player) => [player.captain, player.ship])).toEqual([
      ['helmsman', 'red'],
      ['navigator', 'yellow'],
    ]);
  });

  it('a save left between the Kraken and the captains without its choices finishes its setup on load', () => {
    // as an older save left it: the Kraken placed, no captains chosen, no setup choices kept
    let game = createGame({ names: ['Anne', 'Mary'], seed: 4 });
    for (const step of [
      () => ({ type: 'chooseFirstPlayer', seat: 0 }) as const,
      () => legalActions(game).find((action) => action.type === 'placeKraken'),
    ]) {
      const action = step();
      const result = action && execute(game, action);
      if (!result?.ok) throw new Error('fixture');
      game = result.state;
    }
    expect(game.phase.kind).toBe('chooseCaptains');
    const stuck = encodeSave(game, [], new Date());
    useGameStore.getState().startGame(OTHER);
    expect(useGameStore.getState().importSave(stuck)).toBe(true);
    const loaded = useGameStore.getState().game;
    expect(loaded?.phase.kind).toBe('playing');
    expect(loaded?.players.every((player) => player.ship && player.captain)).toBe(true);
  });

  it('a refused import keeps the game and says why in plain words', () => {
    useGameStore.getState().startGame(SETUP);
    const before = useGameStore.getState().game;
    expect(useGameStore.getState().importSave('{"format":"to-glory-save","version":1}')).toBe(false);
    expect(useGameStore.getState().game).toBe(before);
    expect(useGameStore.getState().notice).toBe(
      'Import refused. This file is not a complete To Glory! save: its date is missing. Your current game is unchanged.',
    );
  });

  it('a rematch starts a new game with the same players, ships, captains and seats', () => {
    useGameStore.getState().startGame({
      ...SETUP,
      players: [
        { name: 'Anne', ship: 'red', captain: 'helmsman' },
        { name: 'Mary', ship: 'yellow', captain: 'navigator', kind: 'deckhand' },
      ],
    });
    placeKraken();
    const first = useGameStore.getState().game;
    expect(useGameStore.getState().rematch()).toBe(true);
    const { game, seats, log } = useGameStore.getState();
    expect(game).not.toBe(first);
    expect(game?.phase.kind).toBe('placeKraken');
    expect(game?.players.map((player) => player.name)).toEqual(['Anne', 'Mary']);
    expect(seats).toEqual(['person', 'deckhand']);
    expect(log.map((entry) => entry.event.type)).toEqual(['firstPlayerChosen']);
    placeKraken();
    expect(useGameStore.getState().game?.players.map((player) => player.captain)).toEqual([
      'helmsman',
      'navigator',
    ]);
  });
});

describe('a computer seat’s level can change in a game in progress', () => {
  function placeKraken() {
    const game = useGameStore.getState().game;
    const [spot] = game ? selectKrakenSpots(game) : [];
    const facing = spot?.[1][0];
    if (!spot || facing === undefined) throw new Error('no spot for the Kraken');
    useGameStore.getState().dispatch({ type: 'placeKraken', hex: spot[0], facing });
  }

  beforeEach(() => {
    useGameStore.getState().startGame({
      ...SETUP,
      players: [
        { name: 'Anne', ship: 'red', captain: 'helmsman' },
        { name: 'Mary', ship: 'yellow', captain: 'navigator', kind: 'captain' },
      ],
    });
    placeKraken();
  });

  it('eases the computer to a Deckhand, keeps the game and saves the new level with it', () => {
    const game = useGameStore.getState().game;
    expect(useGameStore.getState().setSeatLevel(1, 'deckhand')).toBe(true);
    expect(useGameStore.getState().seats).toEqual(['person', 'deckhand']);
    expect(useGameStore.getState().game).toBe(game);
    const saved = useGameStore.getState().exportSave();
    useGameStore.getState().startGame(SETUP);
    expect(useGameStore.getState().importSave(saved ?? '')).toBe(true);
    expect(useGameStore.getState().seats).toEqual(['person', 'deckhand']);
  });

  it('never turns a person’s seat into a computer, nor a seat that does not exist', () => {
    expect(useGameStore.getState().setSeatLevel(0, 'captain')).toBe(false);
    expect(useGameStore.getState().setSeatLevel(5, 'captain')).toBe(false);
    expect(useGameStore.getState().seats).toEqual(['person', 'captain']);
  });
});
