import { expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../src/engine';
import { tableOfView } from '../../../src/store/game/tableOfView';
import { give, ok, startedGame } from '../engine/fixtures';

it('a seat’s view as a table: the same view again for that seat, with its undo depth and the engine’s offers', () => {
  let game = give(startedGame({ players: 3 }), 1, { cards: ['B'] });
  game = give(game, 0, { cards: ['C'] });
  const move = legalActions(game).find((action) => action.type === 'moveShip');
  if (!move) throw new Error('no move');
  game = ok(game, move).state;
  expect(game.turn?.undoStack.length).toBe(1);

  for (const seat of [0, 1, -1]) {
    const view = viewFor(game, seat);
    const table = tableOfView(view);
    // what the seat sees of the table is its view, card for card (the fill-ins are hidden again)
    expect(viewFor(table, seat)).toEqual(view);
    expect(table.turn?.undoStack.length).toBe(1);
    expect(
      legalActions(table)
        .map((action) => action.type)
        .sort(),
    ).toEqual(
      legalActions(game)
        .map((action) => action.type)
        .sort(),
    );
  }
  // the player acting knows her own card: it is on her table as it is on the true one
  expect(tableOfView(viewFor(game, 0)).players[0]?.cards).toEqual(game.players[0]?.cards);
});
