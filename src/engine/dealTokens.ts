import type { TreasureToken } from './gameState';
import { ISLAND_LETTERS, type IslandLetter } from './ids';
import { type RandomGenerator, shuffled } from './rng';

/** Treasure card tokens on each island at setup (S3). */
export const TOKENS_PER_ISLAND = 4;

export interface DealtTokens {
  islands: Record<IslandLetter, string[]>;
  tokens: Record<string, TreasureToken>;
}

/**
 * S3: four tokens per island, `jollyRogers` of them Jolly Rogers. Cards come from a seeded ring of the
 * islands: island ring[i] holds cards naming ring[i + s] for a few distinct shifts s in 1–7, so no card names
 * its own island, each island is named equally often, and one island's cards name different islands.
 * Ids are given after shuffling, in draw order, so an id says nothing about what the token is.
 */
export function dealTokens(generator: RandomGenerator, jollyRogers: number): DealtTokens {
  const cardsPerIsland = TOKENS_PER_ISLAND - jollyRogers;
  const ring = shuffled(generator, ISLAND_LETTERS);
  const shifts = shuffled(generator, [1, 2, 3, 4, 5, 6, 7]).slice(0, cardsPerIsland);
  const islands = {} as Record<IslandLetter, string[]>;
  const tokens: Record<string, TreasureToken> = {};
  ring.forEach((island, position) => {
    const pile: TreasureToken[] = shifts.map((shift) => ({
      kind: 'card',
      destination: ring[(position + shift) % ring.length] as IslandLetter,
    }));
    for (let i = 0; i < jollyRogers; i++) pile.push({ kind: 'jollyRoger' });
    const ids: string[] = [];
    shuffled(generator, pile).forEach((token, index) => {
      const id = `${island}${index + 1}`;
      tokens[id] = token;
      ids.push(id);
    });
    islands[island] = ids;
  });
  // Keep A–H key order in the record whatever the ring order was.
  const ordered = Object.fromEntries(ISLAND_LETTERS.map((letter) => [letter, islands[letter]])) as Record<
    IslandLetter,
    string[]
  >;
  return { islands: ordered, tokens };
}
