import { z } from 'zod';
import type { KeyValueStorage } from './myGames';

/**
 * The players whose quick reactions this browser does not show (by name: it follows a player from a
 * table to its rematch), kept locally. What is stored is checked when read: anything damaged is dropped.
 */
const KEY = 'to-glory:muted-players';
const MAX_MUTED = 50;

const mutedSchema = z.array(z.string().max(24)).max(MAX_MUTED);

export function readMuted(storage: KeyValueStorage | null): string[] {
  try {
    const parsed = mutedSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeMuted(storage: KeyValueStorage | null, muted: readonly string[]): void {
  try {
    storage?.setItem(KEY, JSON.stringify(muted.slice(-MAX_MUTED)));
  } catch {
    // full or disabled storage: the mute holds until the page is closed
  }
}
