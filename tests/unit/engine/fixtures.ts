import { isDeepStrictEqual } from 'node:util';
import {
  type Action,
  type ActionIntent,
  actionFor,
  type CaptainId,
  createGame,
  execute,
  type Facing,
  type GameEvent,
  type GameState,
  type HexKey,
  type IslandLetter,
  keyToOffset,
  neighborOf,
  offsetToKey,
  type Seat,
  type ShipId,
  type Success,
  standardMap,
} from '../../../src/engine';

/** A hex of the standard map by its (col, row) in the map drawing. */
export function at(col: number, row: number): HexKey {
  return offsetToKey(col, row);
}

/** (col, row) of a hex, for readable assertions. */
export function cr(hex: HexKey): [number, number] {
  const { col, row } = keyToOffset(hex);
  return [col, row];
}

/** The hex `steps` spaces from `hex` in direction `facing`. */
export function ahead(hex: HexKey, facing: Facing, steps = 1): HexKey {
  let result = hex;
  for (let i = 0; i < steps; i++) result = neighborOf(result, facing);
  return result;
}

export interface SetupOptions {
  mapId?: string;
  players?: number;
  seed?: number;
  firstSeat?: Seat;
  kraken?: { hex: HexKey; facing: Facing };
  /** Captain and ship per choice, in choosing order (clockwise from the first seat). */
  choices?: [CaptainId, ShipId][];
}

const DEFAULT_CHOICES: [CaptainId, ShipId][] = [
  ['helmsman', 'red'],
  ['navigator', 'blue'],
  ['towerKeeper', 'yellow'],
  ['krakenTamer', 'green'],
];

/**
 * An action as given, or an intent taken by the player whose turn it is (A3): scenarios read as what
 * the player does; tests of A3 itself pass the seat.
 */
export function asAction(state: GameState, action: Action | ActionIntent): Action {
  return 'seat' in action ? action : actionFor(state, action);
}

/** Runs an action (or the current player's intent) that must succeed. */
export function ok(state: GameState, given: Action | ActionIntent): Success {
  const action = asAction(state, given);
  const result = execute(state, action);
  if (!result.ok) throw new Error(`Expected ${JSON.stringify(action)} to succeed: ${result.reason}`);
  return result;
}

/** Runs actions that must all succeed; returns the last state. */
export function run(state: GameState, ...actions: (Action | ActionIntent)[]): GameState {
  return actions.reduce((current, action) => ok(current, action).state, state);
}

/** Runs an action that must be refused with this code, and checks it changed nothing. */
export function refused(state: GameState, given: Action | ActionIntent, code?: string): string {
  const action = asAction(state, given);
  const before = structuredClone(state);
  const result = execute(state, action);
  if (result.ok) throw new Error(`Expected ${JSON.stringify(action)} to be refused`);
  if (code && result.code !== code)
    throw new Error(`Expected code ${code}, got ${result.code}: ${result.reason}`);
  if (!isDeepStrictEqual(state, before)) throw new Error('A refused action changed its input state');
  return result.reason;
}

/** A game through setup (S1–S4), at the start of the first turn. Kraken at (6,8) by default. */
export function startedGame(options: SetupOptions = {}): GameState {
  const players = options.players ?? 2;
  const firstSeat = options.firstSeat ?? 0;
  const names = ['Anne', 'Bart', 'Cleo', 'Dirk'].slice(0, players);
  let state = createGame({ names, seed: options.seed ?? 7, mapId: options.mapId ?? 'standard' });
  const kraken = options.kraken ?? { hex: at(6, 8), facing: 0 };
  state = run(state, { type: 'chooseFirstPlayer', seat: firstSeat }, { type: 'placeKraken', ...kraken });
  const choices = options.choices ?? DEFAULT_CHOICES;
  for (let i = 0; i < players; i++) {
    const [captain, ship] = choices[i] ?? DEFAULT_CHOICES[i] ?? ['helmsman', 'red'];
    state = run(state, { type: 'chooseCaptain', captain, ship });
  }
  return state;
}

export interface Placement {
  ships?: Partial<Record<ShipId, [col: number, row: number, facing: Facing]>>;
  kraken?: [col: number, row: number, facing?: Facing];
  towerFacing?: Facing;
}

/** A copy with pieces put where a scenario needs them (bypassing the rules, like setting up a table). */
export function place(state: GameState, placement: Placement): GameState {
  const next = structuredClone(state);
  for (const [ship, spec] of Object.entries(placement.ships ?? {}) as [ShipId, [number, number, Facing]][]) {
    next.ships[ship] = { hex: at(spec[0], spec[1]), facing: spec[2] };
  }
  if (placement.kraken) {
    const [col, row, facing] = placement.kraken;
    next.kraken = { hex: at(col, row), facing: facing ?? next.kraken?.facing ?? 0 };
  }
  if (placement.towerFacing !== undefined) next.towerFacing = placement.towerFacing;
  return next;
}

/** A copy in which a seat holds coins, treasures or cards, taken from the supply or the islands. */
export function give(
  state: GameState,
  seat: Seat,
  gift: { coins?: number; treasures?: number; cards?: IslandLetter[]; cursed?: boolean },
): GameState {
  const next = structuredClone(state);
  const player = next.players[seat];
  if (!player) throw new Error(`No seat ${seat}`);
  const coins = gift.coins ?? 0;
  const treasures = gift.treasures ?? 0;
  next.supply.coins -= coins;
  player.coins += coins;
  next.supply.treasures -= treasures;
  player.treasures += treasures;
  if (gift.cursed !== undefined) player.cursed = gift.cursed;
  // A card naming `destination`, taken from the first island that has one and is not held from already.
  for (const destination of gift.cards ?? []) {
    const found = Object.entries(next.islands).flatMap(([from, ids]) =>
      ids
        .filter((id) => {
          const token = next.tokens[id];
          return token?.kind === 'card' && token.destination === destination;
        })
        .map((id) => ({ from: from as IslandLetter, id })),
    );
    const card = found.find(({ from }) => !player.cards.some((held) => held.from === from));
    if (!card) throw new Error(`No card naming ${destination} left to give`);
    next.islands[card.from] = next.islands[card.from].filter((id) => id !== card.id);
    player.cards.push({ tokenId: card.id, from: card.from, destination });
  }
  return next;
}

/** The events of a given type. */
export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
}

/**
 * Moments of red's first turn that the interface's questions must answer alike: the opening, a move
 * that must go on (ship or Kraken), an ability under way, every action spent, and the Kraken placement.
 */
export function turnMoments(): Record<string, GameState> {
  const opening = startedGame();
  const krakenAhead = place(opening, { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });
  let spent = opening;
  for (let i = 0; i < 5; i++) spent = run(spent, { type: 'turn', piece: 'tower', direction: 'left' });
  return {
    opening,
    krakenAhead,
    shipPending: run(krakenAhead, { type: 'moveShip', path: ['forward'] }),
    krakenPending: run(place(opening, { ships: { red: [1, 4, 0] }, kraken: [3, 4] }), {
      type: 'moveKraken',
      // a step that leaves the Kraken next to the ship: the move must go on
      path: [at(2, 4)],
    }),
    midAbility: run(opening, { type: 'startAbility' }),
    spent,
    setup: { ...opening, phase: { kind: 'placeKraken' }, turn: null },
  };
}

export { standardMap };
