import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  execute,
  FACINGS,
  type GameState,
  getMap,
  ISLAND_LETTERS,
  legalActions,
  legalMoves,
  neighborsOf,
  refusalOf,
  SHIP_IDS,
  sailForward,
  turnHandleAction,
  viewFor,
} from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { playGame } from '../../../src/engine/sim/playGame';

const SEED = Number(process.env.FC_SEED ?? 20_261_210);

/** Actions worth asking about at a moment of a turn: the legal ones and many the rules refuse. */
function askedAt(state: GameState): Action[] {
  const seat = state.turn?.seat ?? 0;
  const other = (seat + 1) % state.players.length;
  const map = getMap(state.mapId);
  const krakenNext = state.kraken ? neighborsOf(state.kraken.hex).slice(0, 3) : [];
  return [
    ...legalActions(state),
    ...(['ship', 'kraken', 'tower'] as const).flatMap((piece) =>
      (['left', 'right'] as const).map((direction) => ({ type: 'turn' as const, piece, direction, seat })),
    ),
    { type: 'moveShip', path: ['forward'], seat },
    { type: 'moveShip', path: ['left', 'forward'], seat },
    { type: 'moveShip', path: ['forward', 'forward', 'forward'], seat },
    ...krakenNext.map((hex) => ({ type: 'moveKraken' as const, path: [hex], seat })),
    ...ISLAND_LETTERS.map((island) => ({ type: 'explore' as const, island, seat })),
    { type: 'endTurn', seat },
    { type: 'endTurn', seat: other },
    { type: 'undo', seat },
    { type: 'startAbility', seat },
    { type: 'finishAbility', seat },
    { type: 'chooseFirstPlayer', seat: 0 },
    { type: 'placeKraken', hex: map.tower, facing: FACINGS[0] },
    { type: 'chooseCaptain', captain: 'helmsman', ship: SHIP_IDS[0] },
  ] as Action[];
}

const verdictOf = (state: GameState, action: Action) => {
  const result = execute(state, action);
  return result.ok ? null : result;
};

describe('the rules answer a seat’s view as they answer the whole state', () => {
  it('refusalOf gives execute’s verdict, on the state and on the acting seat’s view, at every moment of random games', () => {
    let asked = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 80 }),
        (seed, players, moments) => {
          let state = playGame({ players, seed, maxRounds: 0 }).final;
          const generator = generatorFrom(seedRng(seed));
          for (let moment = 0; moment < moments && state.phase.kind === 'playing'; moment++) {
            const view = viewFor(state, state.turn?.seat ?? 0);
            for (const action of askedAt(state)) {
              const expected = verdictOf(state, action);
              expect(refusalOf(state, action), `${action.type} at seed ${seed}`).toEqual(expected);
              expect(refusalOf(view, action), `${action.type} on the view at seed ${seed}`).toEqual(expected);
              asked += 1;
              if (expected) refused += 1;
            }
            // the buttons' answers on the view are the state's too
            expect(sailForward(view)).toEqual(sailForward(state));
            for (const piece of ['ship', 'kraken', 'tower'] as const)
              expect(turnHandleAction(view, piece, 'left')).toEqual(turnHandleAction(state, piece, 'left'));
            expect(legalMoves(view)).toEqual(legalMoves(state));
            const next = execute(state, chooseAction(state, generator));
            if (!next.ok) throw new Error(`agent refused: ${next.reason} (seed ${seed})`);
            state = next.state;
          }
        },
      ),
      { numRuns: 15, seed: SEED },
    );
    expect(asked).toBeGreaterThan(1000);
    // the comparison means something only when both verdicts happen often
    expect(refused).toBeGreaterThan(asked / 4);
    expect(refused).toBeLessThan(asked);
  }, 300_000);
});
