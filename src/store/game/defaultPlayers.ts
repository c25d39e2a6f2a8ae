import { CAPTAIN_IDS, type CaptainId, SHIP_IDS, type ShipId } from '../../engine/ids';
import type { GameSetup, PlayerSetup } from './gameStore';

/** The names the setup offers first, seat by seat. */
export const DEFAULT_NAMES = ['Anne', 'Mary', 'Jack', 'Grace'] as const;

/** The setup's first offer for `count` seats: people, each with the next name, ship and captain. */
export function defaultPlayers(count: number): PlayerSetup[] {
  return Array.from({ length: count }, (_, index) => ({
    name: DEFAULT_NAMES[index] ?? `Pirate ${index + 1}`,
    ship: SHIP_IDS[index] as ShipId,
    captain: CAPTAIN_IDS[index] as CaptainId,
    kind: 'person' as const,
  }));
}

/** A game seed picked at random (the setup's first offer, and a quick game's). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** A quick game (one tap from the home screen): you in seat 1 against a Deckhand, default names and ships. */
export function quickGameSetup(seed: number): GameSetup {
  const [you, computer] = defaultPlayers(2) as [PlayerSetup, PlayerSetup];
  return { players: [you, { ...computer, kind: 'deckhand' }], firstSeat: 0, seed };
}
