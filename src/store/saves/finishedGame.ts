import { type GameState, viewFor } from '../../engine';
import type { KeptGame, PlayRecord } from '../../table/keptGame';
import { keptGameOf } from '../../table/keptGameOf';
import { NO_SEAT } from '../../table/replaySource';

/** A new game's id in the history: 128 random bits (randomUUID needs a secure page; this works on any). */
export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A game that ended on this device as the history keeps it, or why it cannot be kept. A save from before
 * games were kept has no record: nothing to replay, and nothing said (the game itself is as it was).
 */
export function finishedGame(
  game: GameState,
  record: PlayRecord | null,
  seats: readonly string[],
): { kept: KeptGame | null; problem: string | null } {
  if (!record) return { kept: null, problem: null };
  try {
    const kept = keptGameOf({
      id: record.id,
      record: { kind: 'actions', initial: record.initial, actions: record.actions },
      seats,
      place: { kind: 'here' },
      finishedAt: new Date(),
      ended: viewFor(game, NO_SEAT),
    });
    return { kept, problem: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kept: null, problem: `This game could not be kept in the history: ${reason}.` };
  }
}
