import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Action, createGame, eventsFor, execute, type GameState, viewFor } from '../engine';
import type { VolleySource } from '../engine/ids';
import type { ViewStep } from '../table/keptGame';
import { keptGameOf } from '../table/keptGameOf';
import { CODE_ALPHABET, CODE_LENGTH } from '../table/onlineMessages';
import { NO_SEAT } from '../table/replaySource';
import { volleyInputFor } from '../table/volleyInputFor';
import { requestAddress } from './codeGuessGuard';
import { type LoggedAction, loadActions, loadTable, type TableSetup } from './database';
import { roomContext } from './roomContext';

/** `GET [/online]/replay/<code>[?token=<seat token>]`: a finished table's replay, as its viewer may see it. */
const ROUTE = /^(?:\/online)?\/replay\/([^/?]+)$/;
const CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/**
 * The table's log replayed through the engine, position by position as `seat` may see it (viewFor and
 * eventsFor, as the room sent them; null: a spectator, every card hidden), each volley with the input
 * the server flew (rebuilt from the state, its source, strength and seed) and its trace hash.
 */
export function viewSteps(log: readonly LoggedAction[], seat: number | null): ViewStep[] {
  const viewer = seat ?? NO_SEAT;
  const steps: ViewStep[] = [];
  let state: GameState | null = null;
  for (const entry of log) {
    if (entry.type === 'start') {
      state = createGame({ names: entry.names, seed: entry.seed });
      steps.push({ view: viewFor(state, viewer), events: [], volley: null });
      continue;
    }
    if (!state) throw new Error('The table’s log does not start with its game');
    const volley =
      entry.type === 'volley'
        ? {
            input: volleyInputFor(state, entry.source as VolleySource, entry.strength, entry.seed),
            hash: entry.hash,
          }
        : null;
    const result = execute(state, entry.action as unknown as Action);
    if (!result.ok) throw new Error(`The table’s log does not replay: ${result.reason}`);
    state = result.state;
    steps.push({ view: viewFor(state, viewer), events: eventsFor(result.events, viewer), volley });
  }
  return steps;
}

const seatKinds = (setup: TableSetup) =>
  setup.seats.map((seat) => (seat.kind === 'person' ? 'person' : (seat.level ?? 'computer')));

/**
 * Serves a finished table's replay to its players (by their seat token: their own cards shown) and its
 * spectators (by the code alone: every card hidden, as they watched). A code that is no table's costs the
 * address a guess, as a join by code does; a table still in play is refused. Other requests go on to
 * `next` (the built game), or get a 404.
 */
export function replayRoute(next?: Handler): Handler {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const match = request.method === 'GET' ? ROUTE.exec(url.pathname) : null;
    if (!match) {
      if (next) next(request, response);
      else answer(response, 404, { error: 'Not found' });
      return;
    }
    serveReplay(request, response, match[1] ?? '', url.searchParams.get('token')).catch((error: unknown) => {
      console.error('replay route', error);
      if (!response.headersSent) answer(response, 500, { error: 'The replay could not be made' });
    });
  };
}

async function serveReplay(
  request: IncomingMessage,
  response: ServerResponse,
  code: string,
  token: string | null,
) {
  const { db, guesses, trustProxy } = roomContext;
  if (!db) return answer(response, 503, { error: 'The game server is not ready' });
  const address = requestAddress({ headers: request.headers, req: request }, trustProxy);
  if (!guesses.allows(address))
    return answer(response, 429, {
      error: 'Too many table codes tried from this address: wait a few minutes',
    });
  const table = CODE.test(code) ? await loadTable(db, code) : null;
  if (!table) {
    guesses.missed(address);
    return answer(response, 404, { error: 'No table has that code' });
  }
  if (table.game?.phase.kind !== 'ended')
    return answer(response, 409, {
      error: 'This table’s game is not over yet: its replay opens when it ends.',
    });
  let seat: number | null = null;
  if (token) {
    const hash = createHash('sha256').update(token).digest('hex');
    seat = table.setup.seats.findIndex((record) => record.tokenHash === hash);
    if (seat < 0) return answer(response, 403, { error: 'That seat token is not one of this table’s' });
  }
  const log = (await loadActions(db, code)).map((row) => row.action);
  const kept = keptGameOf({
    id: `online-${code}-${seat ?? 'watch'}`,
    record: { kind: 'views', viewer: seat, steps: viewSteps(log, seat) },
    seats: seatKinds(table.setup),
    place: { kind: 'online', code },
    finishedAt: new Date(),
  });
  answer(response, 200, kept);
}
