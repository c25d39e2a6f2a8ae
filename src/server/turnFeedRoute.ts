import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { firstIssue, NO_CLOCK } from '../table/onlineMessages';
import { type TurnFeedAnswer, type TurnFeedEntry, turnFeedRequestSchema } from '../table/turnFeed';
import { turnStatusOf } from '../table/turnStatus';
import { requestAddress } from './codeGuessGuard';
import { type Database, loadTable } from './database';
import { roomContext } from './roomContext';

/** `POST [/online]/turns`: the "whose turn" feed (table/turnFeed.ts says what it reads and answers). */
const ROUTE = /^(?:\/online)?\/turns$/;
/** 20 tables' codes and tokens take about 1.6 kB: a longer body is refused unread. */
const MAX_BODY_BYTES = 8192;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** The request's body as text, or null when it is longer than MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Answers the feed; any other request goes on to `next`. Each table is told only to a token of one of
 * its seats; a code that is no table's costs the address a guess, as a join by code does.
 */
export function turnFeedRoute(next: Handler): Handler {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (!ROUTE.test(path)) return next(request, response);
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return answer(response, 405, { error: 'The turn feed is asked by POST, with the tables in the body' });
    }
    serveFeed(request, response).catch((error: unknown) => {
      console.error('turn feed', error);
      if (!response.headersSent) answer(response, 500, { error: 'The turn feed could not be read' });
    });
  };
}

/** One table's entry for the holder of `token` there. */
async function entryFor(db: Database, code: string, token: string, address: string): Promise<TurnFeedEntry> {
  const { guesses, clock } = roomContext;
  if (!guesses.allows(address))
    return { code, refused: 'Too many table codes tried from this address: wait a few minutes' };
  const table = await loadTable(db, code);
  if (!table) {
    guesses.missed(address);
    return { code, refused: 'No table has that code' };
  }
  const hash = createHash('sha256').update(token).digest('hex');
  const seat = table.setup.seats.findIndex((record) => record.tokenHash === hash);
  if (seat < 0) return { code, refused: 'That seat token is not one of this table’s' };
  const limit = (table.setup.clock ?? NO_CLOCK).limit;
  const running = table.clock;
  return {
    code,
    seat,
    status: turnStatusOf(table.game, table.setup.host, seat, { limit, running }, clock.now()),
  };
}

async function serveFeed(request: IncomingMessage, response: ServerResponse) {
  const { db, trustProxy, clock } = roomContext;
  if (!db) return answer(response, 503, { error: 'The game server is not ready' });
  const text = await readBody(request);
  if (text === null) return answer(response, 413, { error: 'The request is too long' });
  const parsed = turnFeedRequestSchema.safeParse(parseJson(text));
  if (!parsed.success) return answer(response, 400, { error: firstIssue(parsed.error) });
  const address = requestAddress({ headers: request.headers, req: request }, trustProxy);
  const tables: TurnFeedEntry[] = [];
  for (const { code, token } of parsed.data.tables) tables.push(await entryFor(db, code, token, address));
  const body: TurnFeedAnswer = { now: clock.now(), tables };
  answer(response, 200, body);
}
