import { validateState } from '../../engine';
import { type KeptGame, REPLAY_FORMAT, REPLAY_VERSION } from '../../table/keptGame';
import { keptGameOf } from '../../table/keptGameOf';
import { forbiddenKey } from './forbiddenKey';
import { keptGameSchema } from './keptGameSchema';
import { describeZodIssue, pathWords } from './saveIssues';

/**
 * The largest replay file read, in characters: a game kept as actions is about the size of its save (well
 * under 2 MB); an online game kept as views holds a view a position, some 3–4 KB, so 300 positions are
 * about 1.2 MB. Past 8 MB a file is no replay of ours.
 */
export const MAX_REPLAY_CHARS = 8_000_000;

export type DecodedReplay = { ok: true; game: KeptGame } | { ok: false; reason: string };

/** A kept game as a file another browser can open. */
export function encodeReplay(game: KeptGame): string {
  return JSON.stringify(game);
}

/** A file name for a replay: the players and the date the game ended. */
export function replayFileName(game: KeptGame): string {
  const names = game.summary.players.map((player) =>
    player.name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  return `to-glory-replay-${[...names.filter(Boolean), game.finishedAt.slice(0, 10)].join('-')}.json`;
}

const refuse = (reason: string): DecodedReplay => ({ ok: false, reason });

/**
 * Reads a replay file, refusing in plain words anything too large, not a replay, from a newer version or
 * damaged. Nothing in it is taken on trust: the record is replayed whole, and the summary and statistics
 * are read again from it (a file's own are ignored). Never throws.
 */
export function decodeReplay(text: string): DecodedReplay {
  try {
    if (text.length > MAX_REPLAY_CHARS) return refuse('This file is too large to be a To Glory! replay.');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return refuse('This file is not a To Glory! replay: it is not valid JSON (corrupt or truncated).');
    }
    const format = (json as { format?: unknown } | null)?.format;
    if (format !== REPLAY_FORMAT) return refuse('This file is not a To Glory! replay.');
    const version = (json as { version?: unknown }).version;
    if (typeof version === 'number' && version > REPLAY_VERSION)
      return refuse('This replay was made by a newer version of the game: update the game to open it.');
    const forbidden = forbiddenKey(json);
    if (forbidden)
      return refuse(
        `This replay is damaged: it has a field named "${forbidden.key}" in ${pathWords(forbidden.path)}, which the game never writes.`,
      );
    const parsed = keptGameSchema.safeParse(json);
    if (!parsed.success) return refuse(`This replay is damaged: ${describeZodIssue(parsed.error)}.`);
    const { record } = parsed.data;
    const broken = record.kind === 'actions' ? validateState(record.initial) : null;
    if (broken) return refuse(`This replay is damaged: its first state breaks the rules: ${broken}.`);
    const game = keptGameOf({
      id: parsed.data.id,
      record,
      seats: parsed.data.summary.players.map((player) => player.kind),
      place: parsed.data.place,
      finishedAt: new Date(parsed.data.finishedAt),
    });
    return { ok: true, game: { ...game, finishedAt: parsed.data.finishedAt } };
  } catch (error) {
    const reason =
      error instanceof Error ? error.message : 'it is damaged in a way the game does not recognise';
    return refuse(`This replay could not be read: ${reason}.`);
  }
}
