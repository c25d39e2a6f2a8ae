import type { GameState } from '../../../src/engine';
import { setUpGame } from '../../../src/engine/sim/setUpGame';

/** A two-player game set up and on its first turn (Anne: red helmsman, Mary: yellow navigator). */
export function fixtureGame(seed = 99): GameState {
  return setUpGame({
    names: ['Anne', 'Mary'],
    seed,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'yellow' },
    ],
  });
}
