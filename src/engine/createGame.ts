import { dealTokens, TOKENS_PER_ISLAND } from './dealTokens';
import type { GameOptions, GameState, PlayerState } from './gameState';
import { getMap } from './maps/getMap';
import { generatorFrom, seedRng } from './rng';

/** Coins and treasure tokens in the supply at setup (B3). */
export const SUPPLY_COINS = 48;
export const SUPPLY_TREASURES = 10;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

export const DEFAULT_OPTIONS: GameOptions = { jollyRogersPerIsland: 1 };

export interface CreateGameInput {
  /** Player names in clockwise seat order, 2–4 of them (S1). */
  names: string[];
  /** Seed of the game's random generator: the same seed and actions replay the same game. */
  seed: number;
  mapId?: string;
  options?: Partial<GameOptions>;
}

/**
 * A new game waiting for its first player (S1), with the treasure card tokens dealt (S3).
 * Throws on impossible input (wrong player count, unknown map): that is a programming error, not a rule.
 */
export function createGame({ names, seed, mapId = 'standard', options }: CreateGameInput): GameState {
  if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) {
    throw new RangeError(`To Glory! takes ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${names.length}`);
  }
  const merged: GameOptions = { ...DEFAULT_OPTIONS, ...options };
  const jollyRogers = merged.jollyRogersPerIsland;
  if (!Number.isInteger(jollyRogers) || jollyRogers < 0 || jollyRogers >= TOKENS_PER_ISLAND) {
    throw new RangeError(`jollyRogersPerIsland must be 0–${TOKENS_PER_ISLAND - 1}, not ${jollyRogers}`);
  }
  getMap(mapId);
  const generator = generatorFrom(seedRng(seed));
  const { islands, tokens } = dealTokens(generator, jollyRogers);
  const players: PlayerState[] = names.map((name, seat) => ({
    seat,
    name,
    ship: null,
    captain: null,
    captainAt: 'stern',
    cursed: false,
    coins: 0,
    treasures: 0,
    cards: [],
  }));
  return {
    version: 1,
    mapId,
    options: merged,
    phase: { kind: 'chooseFirstPlayer' },
    players,
    firstSeat: null,
    ships: {},
    kraken: null,
    towerFacing: 0,
    islands,
    tokens,
    supply: { coins: SUPPLY_COINS, treasures: SUPPLY_TREASURES },
    turn: null,
    rng: [...generator.getState()],
  };
}
