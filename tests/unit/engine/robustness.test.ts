import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  createGame,
  type ExecuteResult,
  execute,
  type GameState,
  SETUP_ACTION_TYPES,
  TURN_ACTION_TYPES,
  validateState,
} from '../../../src/engine';
import { MAX_PATH_STEPS } from '../../../src/engine/parseAction';
import { at, give, place, run, startedGame } from './fixtures';

const SEED = Number(process.env.FC_SEED ?? 20_261_201);

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** A state of every phase and every kind of moment within a turn. */
function statesOfEveryPhase(): Record<string, GameState> {
  const fresh = createGame({ names: ['Anne', 'Bart'], seed: 3 });
  const placing = run(fresh, { type: 'chooseFirstPlayer', seat: 0 });
  const choosing = run(placing, { type: 'placeKraken', hex: at(6, 8), facing: 0 });
  const opening = startedGame();
  const krakenAhead = place(opening, { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });
  const shipPending = run(krakenAhead, { type: 'moveShip', path: ['forward'] });
  const krakenPending = run(place(opening, { ships: { red: [1, 4, 0] }, kraken: [3, 4] }), {
    type: 'moveKraken',
    path: [at(2, 4)],
  });
  const midAbility = run(opening, { type: 'startAbility' });
  const withUndo = run(opening, { type: 'turn', piece: 'tower', direction: 'left' });
  const nearWin = give(place(opening, { ships: { red: [5, 3, 3] } }), 0, { treasures: 3, cards: ['H'] });
  const over = run(
    nearWin,
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
    { type: 'endTurn' },
  );
  const states = {
    fresh,
    placing,
    choosing,
    opening,
    shipPending,
    krakenPending,
    midAbility,
    withUndo,
    over,
  };
  expect(over.phase.kind).toBe('ended');
  expect(shipPending.turn?.manoeuvre?.piece).toBe('ship');
  expect(krakenPending.turn?.manoeuvre?.piece).toBe('kraken');
  expect(midAbility.turn?.ability).not.toBeNull();
  for (const state of Object.values(states)) deepFreeze(state);
  return states;
}

/** What execute must always give back: a result with a valid state, or a rejection with a reason. */
function checkResult(result: ExecuteResult): void {
  if (result.ok) {
    const problem = validateState(result.state);
    if (problem) throw new Error(`Accepted into a broken state: ${problem}`);
    return;
  }
  if (typeof result.code !== 'string' || typeof result.reason !== 'string' || result.reason.length === 0) {
    throw new Error('A rejection without a code or reason');
  }
}

/** Runs one input on a frozen state: never throws, never changes the state. */
function survives(state: GameState, input: unknown): ExecuteResult {
  const before = JSON.stringify(state);
  const result = execute(state, input as Action);
  checkResult(result);
  if (JSON.stringify(state) !== before) throw new Error('execute changed its input state');
  return result;
}

const anything = fc.anything({
  withBigInt: true,
  withNullPrototype: true,
  withSparseArray: true,
  withObjectString: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withDate: true,
  maxDepth: 3,
});

/** Action types (mostly known) with anything in their fields: reaches every parser branch. */
const typedJunk = fc.record(
  {
    type: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...SETUP_ACTION_TYPES, ...TURN_ACTION_TYPES) },
      fc.string(),
    ),
    seat: fc.oneof(fc.constantFrom(0, 1), anything),
    path: fc.oneof(
      fc.array(fc.constantFrom('forward', 'left', 'right'), { maxLength: 5 }),
      fc.sparseArray(fc.constantFrom('forward', 'left', 'right'), { maxLength: 5 }),
      anything,
    ),
    hex: fc.oneof(fc.constant(at(5, 5)), anything),
    facing: fc.oneof(fc.integer({ min: -1, max: 6 }), anything),
    piece: fc.oneof(fc.constantFrom('ship', 'kraken', 'tower'), anything),
    direction: fc.oneof(fc.constantFrom('left', 'right'), anything),
    island: fc.oneof(fc.constantFrom('A', 'H'), anything),
    captain: fc.oneof(fc.constantFrom('helmsman', 'navigator'), anything),
    ship: fc.oneof(fc.constantFrom('red', 'blue'), anything),
    outcome: fc.oneof(
      fc.record({
        source: fc.oneof(fc.constantFrom('ship', 'tower'), anything),
        best: fc.oneof(fc.constantFrom('none', 'hit'), anything),
        captainsKnockedOff: fc.oneof(fc.constant([]), anything),
        shipsHit: fc.oneof(fc.constant([]), anything),
      }),
      anything,
    ),
  },
  { requiredKeys: ['type'] },
);

/** ['forward'] after a hole: `[, 'forward']`, written out since the linter refuses array holes. */
function gapped(): unknown[] {
  const array = new Array<unknown>(2);
  array[1] = 'forward';
  return array;
}

function throwingGetter(key: string, base: Record<string, unknown> = {}): object {
  return Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get() {
      throw new Error(`getter ${key}`);
    },
  });
}

/** Inputs crafted to break a careless reader: each has tripped a real engine somewhere. */
function nasties(): [string, unknown][] {
  const cycle: Record<string, unknown> = { type: 'moveShip', seat: 0 };
  cycle.path = [cycle];
  cycle.self = cycle;
  const unknownWithCycle: Record<string, unknown> = { type: 'fly', big: 10n };
  unknownWithCycle.self = unknownWithCycle;
  const hostile = new Proxy(
    {},
    {
      get() {
        throw new Error('proxy get');
      },
      has() {
        throw new Error('proxy has');
      },
      getOwnPropertyDescriptor() {
        throw new Error('proxy descriptor');
      },
      ownKeys() {
        throw new Error('proxy keys');
      },
      getPrototypeOf() {
        throw new Error('proxy prototype');
      },
    },
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const revokedPath = Proxy.revocable([] as unknown[], {});
  revokedPath.revoke();
  const badString = {
    toString: () => {
      throw new Error('toString');
    },
    valueOf: () => {
      throw new Error('valueOf');
    },
  };
  const nullProto = Object.assign(Object.create(null), { type: 'endTurn', seat: 0 });
  const hugeLength = new Proxy(['forward'], {
    get: (target, key) => (key === 'length' ? 1e12 : Reflect.get(target, key)),
  });
  return [
    ['a BigInt', 10n],
    ['an unknown type with a BigInt', { type: 'fly', amount: 10n }],
    ['an unknown type with a cycle', unknownWithCycle],
    ['a BigInt seat', { type: 'endTurn', seat: 0n }],
    ['a path that contains the action', cycle],
    ['a sparse path', { type: 'moveShip', seat: 0, path: gapped() }],
    ['a million-step path', { type: 'moveShip', seat: 0, path: new Array(1_000_000).fill('left') }],
    ['a path claiming a huge length', { type: 'moveShip', seat: 0, path: hugeLength }],
    [
      'a Kraken path of a million spaces',
      { type: 'moveKraken', seat: 0, path: new Array(1_000_000).fill(at(5, 5)) },
    ],
    ['a throwing type getter', throwingGetter('type')],
    ['a throwing path getter', throwingGetter('path', { type: 'moveShip', seat: 0 })],
    ['a throwing seat getter', throwingGetter('seat', { type: 'endTurn' })],
    ['a throwing outcome getter', throwingGetter('outcome', { type: 'resolveVolley', seat: 0 })],
    [
      'an outcome with throwing fields',
      { type: 'resolveVolley', seat: 0, outcome: throwingGetter('best', { source: 'tower' }) },
    ],
    ['a proxy whose every trap throws', hostile],
    ['a proxy as path', { type: 'moveShip', seat: 0, path: hostile }],
    ['a revoked proxy', revoked.proxy],
    ['a revoked proxy as path', { type: 'moveShip', seat: 0, path: revokedPath.proxy }],
    ['a type whose toString throws', { type: badString, seat: 0 }],
    ['a symbol type', { type: Symbol('endTurn'), seat: 0 }],
    ['a very long type', { type: 'x'.repeat(100_000) }],
    ['a boxed type', { type: new String('endTurn'), seat: 0 }],
    ['a path given as text', { type: 'moveShip', seat: 0, path: 'forward' }],
    ['an array as action', ['endTurn']],
    ['a function', () => ({ type: 'endTurn' })],
    ['a null-prototype end of turn', nullProto],
    ['null', null],
    ['undefined', undefined],
  ];
}

describe('execute never throws', () => {
  const states = statesOfEveryPhase();

  it('survives anything at all as an action, in every phase, leaving the state as it was', () => {
    for (const state of Object.values(states)) {
      fc.assert(
        fc.property(fc.oneof(anything, typedJunk), (input) => {
          survives(state, input);
        }),
        { numRuns: 300, seed: SEED, examples: [], verbose: 1 },
      );
    }
  });

  it('survives crafted nasties in every phase', () => {
    for (const state of Object.values(states)) {
      for (const [name, input] of nasties()) {
        try {
          survives(state, input);
        } catch (error) {
          throw new Error(`${name}: ${String(error)}`);
        }
      }
    }
  });

  it('refuses a sparse path instead of reading the hole as a step', () => {
    const result = survives(states.opening as GameState, { type: 'moveShip', seat: 0, path: gapped() });
    expect(result).toMatchObject({
      ok: false,
      code: 'badAction',
      reason: 'A move path has a gap at entry 1',
    });
  });

  it('refuses a huge path at once, saying how long a path may be', () => {
    const result = survives(states.opening as GameState, {
      type: 'moveShip',
      seat: 0,
      path: new Array(1_000_000).fill('left'),
    });
    expect(result).toMatchObject({
      ok: false,
      reason: `A move path is too long: at most ${MAX_PATH_STEPS} entries`,
    });
  });

  it('names an unknown action type without echoing what else it carried', () => {
    const result = survives(states.opening as GameState, { type: 'fly', amount: 10n });
    expect(result).toMatchObject({ ok: false, code: 'badAction', reason: 'Unknown action type "fly"' });
    expect(survives(states.opening as GameState, throwingGetter('type'))).toMatchObject({
      reason: 'That action could not be read',
    });
  });

  it('takes a well-formed action even without a prototype, and reads it only once', () => {
    const nullProto = Object.assign(Object.create(null), { type: 'endTurn', seat: 0 });
    expect(survives(states.opening as GameState, nullProto).ok).toBe(true);
    let reads = 0;
    const shifty = {
      type: 'moveShip',
      seat: 0,
      get path() {
        reads += 1;
        return reads === 1 ? ['forward'] : gapped();
      },
    };
    expect(survives(states.opening as GameState, shifty).ok).toBe(true);
    expect(reads).toBe(1);
  });
});
