import { z } from 'zod';

/**
 * "My games": the remote tables this browser sits at or watches, with the seat token that brings it
 * back (localStorage). What is stored is checked when read: a damaged entry is dropped, never thrown.
 */
const KEY = 'to-glory:online-games';
const MAX_GAMES = 20;

const myGameSchema = z.object({
  code: z.string().max(16),
  seat: z.number().int().min(0).max(3).nullable(),
  token: z.string().max(64).nullable(),
  name: z.string().max(24),
  /** When this browser last opened the table (ms since 1970). */
  at: z.number(),
});
export type MyGame = z.infer<typeof myGameSchema>;

/** The storage to use; tests and Node give their own (a Map-backed stand-in). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readMyGames(storage: KeyValueStorage | null): MyGame[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const game = myGameSchema.safeParse(entry);
      return game.success ? [game.data] : [];
    });
  } catch {
    return [];
  }
}

/** Puts `game` first (replacing the same table's entry); keeps the newest MAX_GAMES. */
export function rememberGame(storage: KeyValueStorage | null, game: MyGame): MyGame[] {
  const games = [game, ...readMyGames(storage).filter((other) => other.code !== game.code)].slice(
    0,
    MAX_GAMES,
  );
  try {
    storage?.setItem(KEY, JSON.stringify(games));
  } catch {
    // full or disabled storage: the table still plays, it just is not listed after a reload
  }
  return games;
}
