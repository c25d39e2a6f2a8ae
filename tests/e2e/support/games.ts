import { expect, type Page } from '@playwright/test';
import {
  type ActionIntent,
  actionFor,
  createGame,
  execute,
  type GameState,
  treasuresToWin,
} from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { setUpGame } from '../../../src/engine/sim/setUpGame';
import type { SeatKind } from '../../../src/store/game/seatKinds';
import { encodeSave } from '../../../src/store/saves/saveFile';

/** A two-player game on Mary's first turn, Anne having sailed two spaces: the flow is not the point. */
export function turnGame(): GameState {
  let state = setUpGame({
    names: ['Anne', 'Mary'],
    seed: 31,
    kraken: '4,4',
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });
  const moves: ActionIntent[] = [
    { type: 'moveShip', path: ['forward'] },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
  ];
  for (const intent of moves) {
    const result = execute(state, actionFor(state, intent));
    if (!result.ok) throw new Error(`turnGame: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/** A four-player game on its first turn, names long and short: the players bar must show them all. */
export function fourPlayerGame(): GameState {
  return setUpGame({
    names: ['Anne', 'Bartholomew Roberts', 'Grace', 'Mary Read of Bristol'],
    seed: 41,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
      { captain: 'towerKeeper', ship: 'yellow' },
      { captain: 'krakenTamer', ship: 'green' },
    ],
  });
}

/**
 * A two-player game played by the simulated captains up to its very last action, an end of turn:
 * ending that turn in the interface shows the end screen.
 */
export function endingGame(seed = 3): GameState {
  let state = createGame({ names: ['Anne', 'Mary'], seed });
  const generator = generatorFrom(seedRng(seed ^ 0x5eed));
  for (let step = 0; step < 20_000; step++) {
    const action = chooseAction(state, generator);
    const result = execute(state, action);
    if (!result.ok) throw new Error(`endingGame: ${result.reason} (seed ${seed})`);
    if (result.state.phase.kind === 'ended') {
      if (action.type !== 'endTurn') throw new Error(`endingGame: seed ${seed} ends on a ${action.type}`);
      return state;
    }
    state = result.state;
  }
  throw new Error(`endingGame: seed ${seed} never ends`);
}

/**
 * A game of these players played by the simulated captains into its last round: at the start of a
 * turn after someone holds enough treasures (W1), so the game ends with this round however it is played.
 */
export function lastRoundGame(names: readonly string[], seed: number): GameState {
  let state = createGame({ names: [...names], seed });
  const generator = generatorFrom(seedRng(seed ^ 0x1a57));
  for (let step = 0; step < 50_000; step++) {
    const action = chooseAction(state, generator);
    const result = execute(state, action);
    if (!result.ok) throw new Error(`lastRoundGame: ${result.reason} (seed ${seed})`);
    if (result.state.phase.kind === 'ended') break;
    state = result.state;
    const needed = treasuresToWin(state.players.length);
    if (action.type === 'endTurn' && state.players.some((player) => player.treasures >= needed)) return state;
  }
  throw new Error(`lastRoundGame: seed ${seed} ends with no turn left in its last round`);
}

/**
 * A two-player game played by the simulated captains up to the first turn whose player holds a
 * treasure card: the cards to peek at, and the islands they light.
 */
export function cardGame(seed = 5): GameState {
  let state = createGame({ names: ['Anne', 'Mary'], seed });
  const generator = generatorFrom(seedRng(seed ^ 0xca4d));
  for (let step = 0; step < 20_000; step++) {
    const action = chooseAction(state, generator);
    const result = execute(state, action);
    if (!result.ok) throw new Error(`cardGame: ${result.reason} (seed ${seed})`);
    state = result.state;
    if (state.phase.kind === 'ended') break;
    const seat = state.turn?.seat;
    const holding = seat === undefined ? 0 : (state.players[seat]?.cards.length ?? 0);
    if (action.type === 'endTurn' && holding > 0) return state;
  }
  throw new Error(`cardGame: seed ${seed} never starts a turn holding a card`);
}

/**
 * Opens the app with this game in its save slot (with these seats: all people unless given; the
 * table's practice aids off unless given), fast graphics, and (unless given) no reduced motion. Every load of the page starts from this save.
 */
export async function openWithGame(
  page: Page,
  game: GameState,
  reducedMotion = false,
  seats?: SeatKind[],
  practiceAids = false,
) {
  await page.addInitScript(
    ({ text, reduced }) => {
      localStorage.setItem('to-glory:save', text);
      localStorage.setItem(
        'to-glory:settings',
        JSON.stringify({
          state: { graphics: 'fast', reducedMotion: reduced, thresholdPreset: 'Default' },
          version: 1,
        }),
      );
    },
    { text: encodeSave(game, [], new Date(0), seats, undefined, null, practiceAids), reduced: reducedMotion },
  );
  await page.goto('/');
}

/** Anne's first turn (seed 424242): Anne the Helmsman on the red ship, Mary the Navigator on the blue. */
export function firstTurnGame(): GameState {
  return setUpGame({
    names: ['Anne', 'Mary'],
    seed: 424242,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });
}

/**
 * That game at Anne's turn, its practice aids on or off (saved with the game), the physics ready and
 * the hand-off of two people at one screen passed.
 */
export async function openFirstTurn(page: Page, practiceAids: boolean) {
  await openWithGame(page, firstTurnGame(), false, undefined, practiceAids);
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-physics-ready', 'true');
  await page.getByRole('button', { name: /tap when ready/ }).click();
}
