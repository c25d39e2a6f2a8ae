import { type Action, createGame, execute, type GameState, legalActions } from '../../../src/engine';

/** A two-player game set up and on its first turn (Anne: red helmsman, Mary: yellow navigator). */
export function fixtureGame(seed = 99): GameState {
  let state = createGame({ names: ['Anne', 'Mary'], seed });
  const apply = (action: Action) => {
    const result = execute(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  };
  apply({ type: 'chooseFirstPlayer', seat: 0 });
  const kraken = legalActions(state).find((action) => action.type === 'placeKraken');
  if (!kraken) throw new Error('no Kraken spot');
  apply(kraken);
  apply({ type: 'chooseCaptain', captain: 'helmsman', ship: 'red' });
  apply({ type: 'chooseCaptain', captain: 'navigator', ship: 'yellow' });
  return state;
}
