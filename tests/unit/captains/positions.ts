import {
  type CaptainId,
  execute,
  type Facing,
  type GameState,
  getMap,
  ISLAND_LETTERS,
  type IslandLetter,
} from '../../../src/engine';
import { neighborOf } from '../../../src/engine/hex';
import { generatorFrom, seedRng, shuffled } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { setUpGame } from '../../../src/engine/sim/setUpGame';

/**
 * A game played by the engine's simulated players until it is `seat`'s turn with every other seat
 * holding at least one card: a position where hidden values exist for the seat.
 */
export function positionWithHiddenCards(seed: number, players = 2, seat = 0): GameState {
  const choices = (
    [
      ['helmsman', 'red'],
      ['navigator', 'blue'],
      ['krakenTamer', 'yellow'],
      ['towerKeeper', 'green'],
    ] as const
  )
    .slice(0, players)
    .map(([captain, ship]) => ({ captain, ship }));
  let state = setUpGame({ names: choices.map((_, i) => `P${i + 1}`), seed, choices });
  const generator = generatorFrom(seedRng(seed));
  for (let i = 0; i < 2000; i++) {
    const ready =
      state.turn?.seat === seat &&
      state.turn.actionsUsed === 0 &&
      state.players.every((player) => player.seat === seat || player.cards.length > 0);
    if (ready) return state;
    const result = execute(state, chooseAction(state, generator));
    if (!result.ok) throw new Error(`fixture: ${result.reason} (seed ${seed})`);
    state = result.state;
    if (state.phase.kind === 'ended') break;
  }
  throw new Error(`fixture: no position with hidden cards (seed ${seed})`);
}

/**
 * The same position with everything the seat may not see changed (A1): others' card destinations,
 * the order and contents of every island's face-down tokens, the random generator's state.
 */
export function withHiddenValuesChanged(state: GameState, seat: number, seed: number): GameState {
  const generator = generatorFrom(seedRng(seed));
  const other = (from: IslandLetter, not: IslandLetter) =>
    shuffled(generator, ISLAND_LETTERS).find((island) => island !== from && island !== not) as IslandLetter;
  const tokens = { ...state.tokens };
  const islands = { ...state.islands };
  for (const island of ISLAND_LETTERS) {
    islands[island] = shuffled(generator, state.islands[island]);
    for (const id of islands[island]) {
      const token = tokens[id];
      if (token?.kind === 'card')
        tokens[id] = { kind: 'card', destination: other(island, token.destination) };
    }
  }
  return {
    ...state,
    tokens,
    islands,
    rng: seedRng(seed * 7 + 1),
    players: state.players.map((player) =>
      player.seat === seat
        ? player
        : {
            ...player,
            cards: player.cards.map((card) => ({ ...card, destination: other(card.from, card.destination) })),
          },
    ),
  };
}

/**
 * Red's ship two spaces east of island A on open sea (the other ship and the Kraken far off), holding a
 * card for A taken from B (so it may not explore B, which its space may touch), its volley spent.
 */
export function nearA(captain: CaptainId, facing: Facing): GameState {
  const state = setUpGame({
    names: ['P1', 'P2'],
    seed: 3,
    choices: [
      { captain, ship: 'red' },
      { captain: 'krakenTamer', ship: 'yellow' },
    ],
  });
  const map = getMap(state.mapId);
  const island = map.islands.A[0] as string;
  const east = neighborOf(neighborOf(island as never, 0), 0);
  state.ships.red = { hex: east, facing };
  state.kraken = { hex: neighborOf(map.islands.E[0] as never, 0), facing: 0 };
  const red = state.players[0];
  if (!red || !state.turn) throw new Error('fixture');
  red.cards = [{ tokenId: 'B1', from: 'B', destination: 'A' }];
  state.islands.B = state.islands.B.filter((id) => id !== 'B1');
  state.turn.volleyUsed = true;
  return state;
}
