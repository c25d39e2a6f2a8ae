import { z } from 'zod';
import type { GameState } from '../engine/gameState';
import { hashText } from '../physics/hashText';
import { canonicalJson } from '../physics/traceHash';
import { gameStateSchema } from './gameStateSchema';
import { allPeople, type SeatKind, seatKindsSchema } from './seatKinds';

/** Bumped whenever the saved shape changes; a save from a newer version is refused, never guessed at. */
export const SAVE_VERSION = 1;
const SAVE_FORMAT = 'to-glory-save';

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: number;
  savedAt: string;
  /** Hash of the canonical game and log JSON: an edited save no longer matches. */
  checksum: string;
  game: GameState;
  log: unknown[];
  /** Who sits at each seat (a person or a computer captain's level); absent in older saves: all people. */
  seats?: SeatKind[];
}

export type DecodedSave =
  | { ok: true; game: GameState; log: unknown[]; seats: SeatKind[] }
  | { ok: false; reason: string };

const envelopeSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int().positive(),
  savedAt: z.string(),
  checksum: z.string(),
  game: z.unknown(),
  log: z.array(z.unknown()),
  seats: z.unknown().optional(),
});

/** The seats are under the checksum when saved; a save without them keeps its old checksum. */
function checksumOf(game: unknown, log: unknown[], seats: unknown): string {
  return hashText(canonicalJson(seats === undefined ? { game, log } : { game, log, seats }));
}

export function encodeSave(game: GameState, log: unknown[], now: Date, seats?: SeatKind[]): string {
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    savedAt: now.toISOString(),
    checksum: checksumOf(game, log, seats),
    game,
    log,
    ...(seats ? { seats } : {}),
  };
  return JSON.stringify(saved);
}

/** Reads a save, refusing with a reason anything corrupt, edited, from a newer version or not a save. */
export function decodeSave(text: string, checkInvariants: (game: GameState) => string | null): DecodedSave {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      reason: 'This file is not a To Glory! save: it is not valid JSON (corrupt or truncated).',
    };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    return { ok: false, reason: `This is not a To Glory! save: ${describeIssue(envelope.error)}.` };
  }
  const { version, checksum, game, log, seats } = envelope.data;
  if (version > SAVE_VERSION) {
    return {
      ok: false,
      reason: `This save was made by a newer version of the game (save version ${version}, this game reads up to ${SAVE_VERSION}).`,
    };
  }
  if (checksumOf(game, log, seats) !== checksum) {
    return {
      ok: false,
      reason: 'This save has been edited or damaged: its checksum does not match its contents.',
    };
  }
  const parsed = gameStateSchema.safeParse(game);
  if (!parsed.success) {
    return { ok: false, reason: `This save is damaged: ${describeIssue(parsed.error)}.` };
  }
  const broken = checkInvariants(parsed.data);
  if (broken) return { ok: false, reason: `This save breaks the rules of the game: ${broken}.` };
  if (seats === undefined)
    return { ok: true, game: parsed.data, log, seats: allPeople(parsed.data.players.length) };
  const kinds = seatKindsSchema.safeParse(seats);
  if (!kinds.success)
    return { ok: false, reason: `This save is damaged: seats: ${describeIssue(kinds.error)}.` };
  if (kinds.data.length !== parsed.data.players.length)
    return {
      ok: false,
      reason: `This save is damaged: it names ${kinds.data.length} seats for ${parsed.data.players.length} players.`,
    };
  return { ok: true, game: parsed.data, log, seats: kinds.data };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown problem';
  const path = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return `${path}: ${issue.message}`;
}
