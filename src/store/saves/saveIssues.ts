import type { z } from 'zod';

/** Names of a save's fields as a player would say them; others are named by their last word. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  format: 'its kind',
  version: 'its version',
  savedAt: 'its date',
  checksum: 'its checksum',
  game: 'the game',
  log: 'the game log',
  seats: 'seat',
  pending: 'setup choice',
  players: 'player',
  undoStack: 'undo step',
  ships: 'the ships',
  kraken: 'the Kraken',
  towerFacing: 'the tower’s facing',
  islands: 'the islands',
  tokens: 'the treasure tokens',
  supply: 'the supply',
  turn: 'the turn',
  phase: 'the stage of the game',
  rng: 'the dice',
  event: 'event',
  type: 'kind',
  name: 'name',
  cards: 'card',
};

/** "player 2's name", "the game log entry 5's event": a zod path in words. */
function pathWords(path: readonly PropertyKey[], where?: string): string {
  const words: string[] = [];
  const all = where ? [where, ...path] : [...path];
  for (const [index, key] of all.entries()) {
    if (typeof key === 'number') {
      const parent = all[index - 1];
      const noun = parent === 'log' ? 'entry' : '';
      words[words.length - 1] = `${words[words.length - 1] ?? ''}${noun ? ` ${noun}` : ''} ${key + 1}`;
      continue;
    }
    words.push(FIELD_WORDS[String(key)] ?? String(key));
  }
  if (words.length === 0) return 'the file';
  return words.join('’s ');
}

/** What is wrong with a value, as a player reads it. */
function problemWords(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'is missing' : 'holds the wrong kind of value';
    case 'too_big':
      return issue.origin === 'string' ? `is longer than ${issue.maximum} letters` : 'is too large';
    case 'too_small':
      return issue.origin === 'string' ? 'is empty' : 'is too small';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_format':
      return 'holds something the game does not know';
    case 'unrecognized_keys':
      return 'holds fields the game does not know';
    default:
      return 'is not as the game wrote it';
  }
}

/** The first problem zod found, as a phrase: "player 2’s name is longer than 20 letters". */
export function describeZodIssue(error: z.ZodError, where?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'something in it is not as the game wrote it';
  return `${pathWords(issue.path, where)} ${problemWords(issue)}`;
}
