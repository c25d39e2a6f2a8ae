import { z } from 'zod';
import type { GameState } from '../../engine/gameState';
import { CAPTAIN_IDS, SHIP_IDS } from '../../engine/ids';
import type { TableState } from '../../engine/tableState';
import { hashText } from '../../physics/hashText';
import { canonicalJson } from '../../physics/traceHash';
import type { PlayRecord } from '../../table/keptGame';
import { allPeople, type SeatKind, seatKindsSchema } from '../game/seatKinds';
import { forbiddenKey } from './forbiddenKey';
import { type LogEntry, logEntrySchema } from './gameEventSchema';
import { gameStateSchema } from './gameStateSchema';
import { actionsRecordSchema } from './keptGameSchema';
import { describeZodIssue, pathWords } from './saveIssues';

/** Bumped whenever the saved shape changes; a save from a newer version is refused, never guessed at. */
export const SAVE_VERSION = 2;
/**
 * The rules the engine plays by, saved with every game: 2 since the continuation of a move (M3) and who
 * acts (A3) were revised. A save without it was made before, and is told so once when loaded.
 */
export const RULES_REVISION = 2;
const SAVE_FORMAT = 'to-glory-save';
/**
 * The largest save read, in characters. Whole games of the simulated captains save 21–29 KB (about 170
 * characters a log entry; measured in tests/unit/game/saveFile.test.ts); a 4-player game dragged to 150
 * rounds would log some 7,000 entries, about 1.2 MB. Past 2 MB a file is no save of ours, and reading it
 * would freeze the page (checking a 3.5 MB save took 2.7 s on the shared test machine).
 */
export const MAX_SAVE_CHARS = 2_000_000;

/** A seat's captain and ship chosen on the setup screen, waiting for the Kraken to be placed (S2 before S4). */
export interface SetupChoice {
  captain: (typeof CAPTAIN_IDS)[number];
  ship: (typeof SHIP_IDS)[number];
}

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: number;
  /** The rules revision the game was played under (RULES_REVISION); absent in older saves. */
  rules?: number;
  savedAt: string;
  /** Hash of the canonical game, log, seats and setup choices: an edited save no longer matches. */
  checksum: string;
  game: GameState;
  log: LogEntry[];
  /** Who sits at each seat (a person or a computer captain's level); absent in older saves: all people. */
  seats?: SeatKind[];
  /** Setup choices still to be taken, by seat (only during setup). */
  pending?: (SetupChoice | null)[];
  /** The game's first state and every action so far, for its replay (absent in saves before version 2). */
  record?: PlayRecord;
  /** Practice aids are on at this table (absent: off). */
  practiceAids?: true;
}

export interface LoadedGame {
  game: GameState;
  log: LogEntry[];
  seats: SeatKind[];
  pending: (SetupChoice | null)[];
  /** The save predates the current rules revision. */
  olderRules: boolean;
  /** The record for the game's replay; null in saves made before games were kept. */
  record: PlayRecord | null;
  /** Practice aids are on at this table. */
  practiceAids: boolean;
}

export type DecodedSave = ({ ok: true } & LoadedGame) | { ok: false; reason: string };

const envelopeSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int().positive(),
  rules: z.number().int().positive().optional(),
  savedAt: z.string(),
  checksum: z.string(),
  game: z.unknown(),
  log: z.array(z.unknown()),
  seats: z.unknown().optional(),
  pending: z.unknown().optional(),
  record: z.unknown().optional(),
  practiceAids: z.literal(true).optional(),
});

const playRecordSchema = z.strictObject({
  id: z.string().min(1).max(100),
  initial: actionsRecordSchema.shape.initial,
  actions: actionsRecordSchema.shape.actions,
});

const pendingSchema = z.array(
  z.strictObject({ captain: z.enum(CAPTAIN_IDS), ship: z.enum(SHIP_IDS) }).nullable(),
);

/** Absent parts drop out of the canonical JSON, so an older save keeps its old checksum. */
function checksumOf(parts: {
  game: unknown;
  log: unknown;
  seats?: unknown;
  pending?: unknown;
  rules?: unknown;
  record?: unknown;
  practiceAids?: unknown;
}): string {
  return hashText(canonicalJson(parts));
}

export function encodeSave(
  game: GameState,
  log: LogEntry[],
  now: Date,
  seats?: SeatKind[],
  pending?: (SetupChoice | null)[],
  record?: PlayRecord | null,
  practiceAids = false,
): string {
  const aids = practiceAids ? (true as const) : undefined;
  const parts = {
    game,
    log,
    seats,
    pending,
    rules: RULES_REVISION,
    record: record ?? undefined,
    practiceAids: aids,
  };
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rules: RULES_REVISION,
    savedAt: now.toISOString(),
    checksum: checksumOf(parts),
    game,
    log,
    ...(seats ? { seats } : {}),
    ...(pending ? { pending } : {}),
    ...(record ? { record } : {}),
    ...(aids ? { practiceAids: aids } : {}),
  };
  return JSON.stringify(saved);
}

const refuse = (reason: string): DecodedSave => ({ ok: false, reason });
const damaged = (error: z.ZodError, where?: string) =>
  refuse(`This save is damaged: ${describeZodIssue(error, where)}.`);

/** A saved game too large to be ours, in words ("55.0 MB"), for the refusal. */
function sizeWords(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.round(chars / 1000)} KB`;
}

/** Whether a save's text is too large to read; checked before it is parsed (and, for a file, before it is read). */
export function tooLargeReason(chars: number): string | null {
  return chars > MAX_SAVE_CHARS
    ? `This file is too large to be a To Glory! save (${sizeWords(chars)}; a whole game saves in well under ${sizeWords(MAX_SAVE_CHARS)}).`
    : null;
}

/**
 * An undo step must be a position of the same game's same turn, and keep every rule the current
 * state keeps: `undo` puts it on the table as it is.
 */
function snapshotProblem(
  game: GameState,
  checkInvariants: (game: GameState) => string | null,
): string | null {
  const stack = game.turn?.undoStack ?? [];
  for (const [index, snapshot] of stack.entries()) {
    const step = `undo step ${index + 1}`;
    if (
      snapshot.mapId !== game.mapId ||
      snapshot.players.length !== game.players.length ||
      snapshot.phase.kind !== 'playing' ||
      snapshot.turn?.seat !== game.turn?.seat ||
      snapshot.turn?.round !== game.turn?.round
    )
      return `${step} is not a position of this turn`;
    const broken = checkInvariants(snapshot);
    if (broken) return `${step} breaks the rules of the game: ${lowerFirst(broken)}`;
  }
  return null;
}

/**
 * Reads a save, refusing with a reason in plain words anything too large, corrupt, edited, from a newer
 * version or not a save. The whole save is checked — the game, every undo step (with the same schema
 * and rules) and every log entry — so that nothing half-read ever replaces a game. Never throws.
 */
export function decodeSave(text: string, checkInvariants: (game: GameState) => string | null): DecodedSave {
  try {
    return decodeChecked(text, checkInvariants);
  } catch {
    // a checker tripped over something the schemas let through: the save is refused all the same
    return refuse('This save could not be read: it is damaged in a way the game does not recognise.');
  }
}

function decodeChecked(text: string, checkInvariants: (game: GameState) => string | null): DecodedSave {
  const tooLarge = tooLargeReason(text.length);
  if (tooLarge) return refuse(tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse('This file is not a To Glory! save: it is not valid JSON (corrupt or truncated).');
  }
  const forbidden = forbiddenKey(json);
  if (forbidden) {
    // inside the game, its parts are named as the game's own (as zod's paths are)
    const path = forbidden.path[0] === 'game' ? forbidden.path.slice(1) : forbidden.path;
    return refuse(
      `This save is damaged: it has a field named "${forbidden.key}" in ${pathWords(path)}, which the game never writes.`,
    );
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    const format = (json as { format?: unknown } | null)?.format;
    if (format !== SAVE_FORMAT) return refuse('This file is not a To Glory! save.');
    return refuse(`This file is not a complete To Glory! save: ${describeZodIssue(envelope.error)}.`);
  }
  const { version, rules, checksum, game, log, seats, pending, record, practiceAids } = envelope.data;
  if (version > SAVE_VERSION || (rules ?? 1) > RULES_REVISION) {
    return refuse(
      'This save was made by a newer version of the game: update the game (reload the page when online) to open it.',
    );
  }
  if (checksumOf({ game, log, seats, pending, rules, record, practiceAids }) !== checksum) {
    return refuse('This save has been edited or damaged: its checksum does not match its contents.');
  }
  const parsed = gameStateSchema.safeParse(game);
  if (!parsed.success) return damaged(parsed.error);
  const broken = checkInvariants(parsed.data);
  if (broken) return refuse(`This save breaks the rules of the game: ${lowerFirst(broken)}.`);
  const snapshot = snapshotProblem(parsed.data, checkInvariants);
  if (snapshot) return refuse(`This save is damaged: ${lowerFirst(snapshot)}.`);
  const entries = z.array(logEntrySchema).safeParse(log);
  if (!entries.success) return damaged(entries.error, 'log');
  const outOfOrder = entries.data.findIndex((entry, index) => entry.seq !== index + 1);
  if (outOfOrder >= 0) return refuse(`This save is damaged: log entry ${outOfOrder + 1} is out of order.`);
  const players = parsed.data.players.length;
  const kinds = seats === undefined ? allPeople(players) : seatKindsSchema.safeParse(seats);
  if (!Array.isArray(kinds) && !kinds.success) return damaged(kinds.error, 'seats');
  const seatKinds = Array.isArray(kinds) ? kinds : kinds.data;
  if (seatKinds.length !== players)
    return refuse(`This save is damaged: it names ${seatKinds.length} seats for ${players} players.`);
  const choices = pending === undefined ? [] : pendingSchema.safeParse(pending);
  if (!Array.isArray(choices) && !choices.success) return damaged(choices.error, 'pending');
  const setupChoices = Array.isArray(choices) ? choices : choices.data;
  if (setupChoices.length > players)
    return refuse(`This save is damaged: it holds setup choices for more seats than players.`);
  const kept = record === undefined ? null : playRecordSchema.safeParse(record);
  if (kept && !kept.success) return damaged(kept.error, 'record');
  const first = kept?.data.initial;
  const firstBroken = first ? checkInvariants(first) : null;
  if (firstBroken)
    return refuse(`This save is damaged: its first state breaks the rules: ${lowerFirst(firstBroken)}.`);
  return {
    ok: true,
    game: parsed.data,
    log: entries.data,
    seats: seatKinds,
    pending: setupChoices,
    olderRules: (rules ?? 1) < RULES_REVISION,
    record: kept?.data ?? null,
    practiceAids: practiceAids === true,
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "Game of Anne, Mary — round 3": what a save holds, for the message after loading it. */
export function describeGame(game: TableState): string {
  const names = game.players.map((player) => player.name).join(', ');
  const when =
    game.phase.kind === 'ended' ? 'finished' : game.turn ? `round ${game.turn.round}` : 'setting up';
  return `Game of ${names} — ${when}`;
}

/** A file name for a save: the players and the (local) date, in letters a file system accepts everywhere. */
export function saveFileName(game: TableState, now: Date): string {
  const names = game.players
    .map((player) =>
      player.name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((name) => name.length > 0);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `to-glory-${[...names, date].join('-')}.json`;
}
