import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ActionIntent,
  type GameState,
  legalActions,
  TURN_ACTION_TYPES,
  type TurnActionType,
} from '../../../src/engine';
import { isWholeState } from '../../../src/engine/tableState';
import { hashText } from '../../../src/physics/hashText';
import { canonicalJson } from '../../../src/physics/traceHash';
import { useGameStore } from '../../../src/store/game/gameStore';
import { encodeSave } from '../../../src/store/saves/saveFile';
import { describeEvent } from '../../../src/ui/describeEvent';
import { fixtureGame } from './fixtureGame';
import { loggedGame } from './loggedGame';

const now = new Date('2026-12-01T09:00:00Z');

/** Real saves at several phases of real games (setup, mid-turn with undo steps, after volleys, the end). */
const SAVES: string[] = [
  encodeSave(
    loggedGame(2, 1, 1).game,
    loggedGame(2, 1, 1).log,
    now,
    ['person', 'person'],
    [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  ),
  ...[
    [2, 2, 12],
    [3, 3, 25],
    [4, 4, 40],
    [2, 5, 90],
    [3, 6, 400],
  ].map(([players, seed, actions]) => {
    const { game, log } = loggedGame(players ?? 2, seed ?? 1, actions);
    return encodeSave(game, log, now, players === 3 ? ['person', 'deckhand', 'person'] : undefined);
  }),
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Slot = { parent: Json[] | { [key: string]: Json }; key: number | string };

/** Every place in the JSON tree under `root`, in a fixed order. */
function slots(root: Json, into: Slot[] = []): Slot[] {
  if (Array.isArray(root))
    root.forEach((value, key) => {
      into.push({ parent: root, key });
      slots(value, into);
    });
  else if (root && typeof root === 'object')
    for (const [key, value] of Object.entries(root)) {
      into.push({ parent: root, key });
      slots(value, into);
    }
  return into;
}

const ODD_VALUES: Json[] = [null, 0, -1, 1.5, 99, '', 'x', 'shipSank', true, [], {}, [null], { type: 'x' }];
const MUTATIONS = [
  'drop',
  'duplicate',
  'retype',
  'reorder',
  'swap',
  // edits a person could make that keep every value well-formed (issue 34)
  'unownedShip',
  'seat',
  'protoKey',
  'phaseSeat',
] as const;
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const SHIPS = ['red', 'blue', 'yellow', 'green'] as const;
/** Where to mutate: anywhere, in the log, in the undo steps or in the game's players and pieces. */
const REGIONS = ['any', 'log', 'undo', 'game'] as const;

interface Mutation {
  kind: (typeof MUTATIONS)[number];
  region: (typeof REGIONS)[number];
  at: number;
  other: number;
  value: number;
}

function regionRoot(save: { [key: string]: Json }, region: Mutation['region']): Json {
  const game = save.game as { [key: string]: Json };
  switch (region) {
    case 'any':
      return save;
    case 'log':
      return save.log ?? null;
    case 'undo':
      return ((game?.turn as { [key: string]: Json } | null)?.undoStack ?? game) as Json;
    case 'game':
      return game;
  }
}

type JsonObject = { [key: string]: Json };

/** The game, or with region 'undo' one of its undo steps (when it has any). */
function gameOf(save: JsonObject, mutation: Mutation): JsonObject | null {
  const game = save.game as JsonObject | null;
  const stack = (game?.turn as JsonObject | null)?.undoStack as JsonObject[] | undefined;
  if (mutation.region === 'undo' && stack?.length) return stack[mutation.at % stack.length] ?? null;
  return game && typeof game === 'object' ? game : null;
}

/** The edits a person could make by hand that keep every value well-formed. */
function mutateByHand(save: JsonObject, mutation: Mutation): void {
  const game = gameOf(save, mutation);
  const players = (game?.players ?? []) as JsonObject[];
  if (!game || !Array.isArray(players)) return;
  switch (mutation.kind) {
    case 'unownedShip': {
      const ships = game.ships as JsonObject;
      const ship = SHIPS[mutation.other % SHIPS.length] ?? 'green';
      if (ships && typeof ships === 'object') ships[ship] = { hex: '6,9', facing: 0 };
      return;
    }
    case 'seat': {
      const player = players[mutation.at % Math.max(players.length, 1)];
      if (player) player.seat = mutation.value % 5;
      return;
    }
    case 'protoKey': {
      const objects = slots(game).flatMap(({ parent, key }) => {
        const value = (parent as JsonObject)[key as string];
        return value && typeof value === 'object' && !Array.isArray(value) ? [value] : [];
      });
      const target = objects[mutation.at % Math.max(objects.length, 1)] ?? game;
      const value = structuredClone(Object.values(target)[0] ?? null);
      // an own key, as JSON.parse makes it (an assignment to __proto__ would set the prototype)
      Object.defineProperty(target, PROTO_KEYS[mutation.value % PROTO_KEYS.length] ?? '__proto__', {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return;
    }
    case 'phaseSeat': {
      const seat = mutation.value % 5;
      if (mutation.other % 3 === 0) game.phase = { kind: 'chooseCaptains', nextSeat: seat };
      else if (mutation.other % 3 === 1) game.firstSeat = seat;
      else if ((game.phase as JsonObject | null)?.kind === 'ended')
        ((game.phase as JsonObject).result as JsonObject).winners = [seat];
      else game.phase = { kind: 'chooseCaptains', nextSeat: seat };
      return;
    }
    default:
      return;
  }
}

function mutate(save: { [key: string]: Json }, mutation: Mutation): void {
  if (['unownedShip', 'seat', 'protoKey', 'phaseSeat'].includes(mutation.kind)) {
    mutateByHand(save, mutation);
    return;
  }
  const places = slots(regionRoot(save, mutation.region));
  const place = places[mutation.at % Math.max(places.length, 1)];
  if (!place) return;
  const { parent, key } = place;
  if (Array.isArray(parent)) {
    const index = key as number;
    const other = mutation.other % parent.length;
    if (mutation.kind === 'drop') parent.splice(index, 1);
    else if (mutation.kind === 'duplicate') parent.splice(index, 0, structuredClone(parent[index] ?? null));
    else if (mutation.kind === 'retype')
      parent[index] = ODD_VALUES[mutation.value % ODD_VALUES.length] ?? null;
    else if (mutation.kind === 'reorder') parent.reverse();
    else [parent[index], parent[other]] = [parent[other] ?? null, parent[index] ?? null];
    return;
  }
  const keys = Object.keys(parent);
  const name = key as string;
  const other = keys[mutation.other % keys.length] ?? name;
  if (mutation.kind === 'drop') delete parent[name];
  else if (mutation.kind === 'duplicate') parent[`${name}2`] = structuredClone(parent[name] ?? null);
  else if (mutation.kind === 'retype') parent[name] = ODD_VALUES[mutation.value % ODD_VALUES.length] ?? null;
  else if (mutation.kind === 'reorder') {
    // the same fields in another order
    const entries = Object.entries(parent).reverse();
    for (const field of keys) delete parent[field];
    for (const [field, value] of entries) parent[field] = value;
  } else [parent[name], parent[other]] = [parent[other] ?? null, parent[name] ?? null];
}

/** The edited save with its checksum made to match, so that only the deeper checks can catch it. */
function reseal(save: { [key: string]: Json }): string {
  const { game, log, seats, pending, rules } = save;
  save.checksum = hashText(canonicalJson({ game, log, seats, pending, rules }));
  return JSON.stringify(save);
}

function intentOf(action: Action): ActionIntent {
  if (!TURN_ACTION_TYPES.includes(action.type as TurnActionType)) return action as ActionIntent;
  const { seat: _seat, ...intent } = action as Action & { seat: number };
  return intent as ActionIntent;
}

/**
 * What a loaded game must be, said independently of the loader's checks: the game the file holds (no
 * value made up, no key turned into a prototype), players sitting at their own seats, every ship on the board someone's,
 * and a next step someone can take.
 */
function expectSound(game: GameState, text: string): void {
  const saved = (JSON.parse(text) as { game: GameState }).game;
  // nothing made up: what loads is in the file (fields the game does not know may be left out)
  if (game.phase.kind !== 'chooseCaptains') expect(saved).toMatchObject(game);
  const plain = (value: unknown): boolean =>
    value === null ||
    typeof value !== 'object' ||
    (Array.isArray(value)
      ? value.every(plain)
      : Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plain));
  expect(plain(game), 'every object of the loaded game is a plain object').toBe(true);
  for (const state of [game, ...(game.turn?.undoStack ?? [])]) {
    expect(state.players.map((player) => player.seat)).toEqual(state.players.map((_, index) => index));
    const owned = state.players.map((player) => player.ship);
    for (const ship of Object.keys(state.ships)) expect(owned).toContain(ship);
  }
  if (game.phase.kind !== 'ended') expect(legalActions(game).length).toBeGreaterThan(0);
}

const mutationArb = fc.record({
  kind: fc.constantFrom(...MUTATIONS),
  region: fc.constantFrom(...REGIONS),
  at: fc.nat(),
  other: fc.nat(),
  value: fc.nat(),
});

describe('fuzzed saves', () => {
  it('every mutant of a real save loads and plays on, or is refused with a message and the game kept', () => {
    const current = fixtureGame(7);
    const outcomes = { loaded: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.nat(SAVES.length - 1),
        fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        (which, mutations, pick) => {
          const save = JSON.parse(SAVES[which] ?? '') as { [key: string]: Json };
          for (const mutation of mutations) mutate(save, mutation);
          const text = reseal(save);
          useGameStore.setState({ game: current, log: [], seats: ['person', 'person'], notice: null });
          const loaded = useGameStore.getState().importSave(text);
          const { game, log, notice } = useGameStore.getState();
          outcomes[loaded ? 'loaded' : 'refused'] += 1;
          if (!loaded) {
            expect(notice).toMatch(/^Import refused\. .+ Your current game is unchanged\.$/);
            expect(game).toBe(current);
            return;
          }
          if (!game || !isWholeState(game)) throw new Error('a loaded save left no whole game');
          expectSound(game, text);
          for (const entry of log) describeEvent(entry.event, game.players);
          // a few legal actions play on without throwing (the undo first when there is one)
          for (let step = 0; step < 4; step++) {
            const state = useGameStore.getState().game;
            if (!state) break;
            const actions = legalActions(state);
            const action =
              actions.find((legal) => legal.type === 'undo') ?? actions[(pick + step) % actions.length];
            if (!action) break;
            expect(useGameStore.getState().dispatch(intentOf(action)).ok).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? 20261201) },
    );
    // both sides are exercised: harmless edits (fields reordered) load, damaging ones are refused
    console.log('fuzzed saves', outcomes);
    expect(outcomes.loaded).toBeGreaterThan(10);
    expect(outcomes.refused).toBeGreaterThan(10);
  }, 120_000);
});
