import { z } from 'zod';
import { MAX_FEED_TABLES, TURN_FEED_PATH, type TurnFeedAnswer } from '../../table/turnFeed';
import { noticesFor } from '../../table/turnNotices';
import type { TurnStatus } from '../../table/turnStatus';
import type { KeyValueStorage, MyGame } from './myGames';
import type { TurnNoticeChannel } from './turnNoticeChannel';

/** Where each table stood at the last look (kept, so a reload does not take every table for new). */
const SEEN_KEY = 'to-glory:turn-notices-seen';

/** What the watch needs of the page. */
export interface TurnWatchPage {
  /** The tables this browser holds a seat at, newest first. */
  games(): MyGame[];
  /** Whether table `code` is in front of the player: the page shown, with that table open. */
  inFront(code: string): boolean;
  /** The feed's answer for these seats; null when the server could not be asked. */
  ask(tables: { code: string; token: string }[]): Promise<TurnFeedAnswer | null>;
  channel: TurnNoticeChannel;
  storage: KeyValueStorage | null;
}

const seenSchema = z.record(z.string(), z.looseObject({ kind: z.string() }));

function readSeen(storage: KeyValueStorage | null): Map<string, TurnStatus> {
  try {
    const parsed = seenSchema.safeParse(JSON.parse(storage?.getItem(SEEN_KEY) ?? '{}'));
    return new Map(parsed.success ? (Object.entries(parsed.data) as [string, TurnStatus][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * Looks at the player's tables through the turn feed and shows the notices due (noticesFor) through the
 * channel. Each call of the answer is one look; what was seen is kept in `storage`.
 */
export function turnWatch(page: TurnWatchPage): () => Promise<void> {
  const seen = readSeen(page.storage);
  const look = async () => {
    const tables = page
      .games()
      .flatMap((game) => (game.seat !== null && game.token ? [{ code: game.code, token: game.token }] : []))
      .slice(0, MAX_FEED_TABLES);
    if (tables.length === 0) return;
    const answer = await page.ask(tables);
    if (!answer) return;
    for (const entry of answer.tables) {
      if (!('status' in entry)) continue;
      const notices = noticesFor(
        entry.code,
        seen.get(entry.code) ?? null,
        entry.status,
        page.inFront(entry.code),
      );
      seen.set(entry.code, entry.status);
      for (const notice of notices) await page.channel.show(notice);
    }
    try {
      page.storage?.setItem(SEEN_KEY, JSON.stringify(Object.fromEntries(seen)));
    } catch {
      // full or disabled storage: the next reload takes the tables as first seen
    }
  };
  // one look at a time: two at once would both find a turn new, and tell it twice
  let last: Promise<void> = Promise.resolve();
  return () => {
    last = last.then(look, look);
    return last;
  };
}

/** Asks the feed of the game server at `origin` (the page's own: it answers at /online, as the tables). */
export async function askFeed(
  origin: string,
  tables: { code: string; token: string }[],
): Promise<TurnFeedAnswer | null> {
  try {
    const response = await fetch(`${origin}${TURN_FEED_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tables }),
    });
    return response.ok ? ((await response.json()) as TurnFeedAnswer) : null;
  } catch {
    return null;
  }
}
