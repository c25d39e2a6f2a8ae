import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AuthContext, ErrorCode, matchMaker, Server, ServerError } from '@colyseus/core';
import { joinIssue, joinOptionsSchema, MAX_MESSAGE_BYTES, TABLE_ROOM } from '../table/onlineMessages';
import { log } from './log';

type SeatReservation = Awaited<ReturnType<typeof matchMaker.joinOrCreate>>;

/** The matchmaking methods colyseus.js asks by HTTP (`/matchmake/<method>/<room name or id>`). */
const METHODS = ['joinOrCreate', 'join', 'joinById', 'create', 'reconnect'] as const;

/**
 * The one door into a table, whatever matchmaking method a request names: the options must be one of
 * the join shapes (zod; the room class's static onAuth checks them again, throttles code lookups per
 * address and refuses codes that are no table's), a new table only by `create` with `{ create }`, and
 * every join by code goes to the table's one live room through `joinOrCreate` filtered by its code
 * (which re-creates the room from the database when none lives). `joinById` names the code in its path;
 * Colyseus' own reconnection is not used (a seat comes back by its token), so `reconnect` is refused
 * without looking anything up: no route tells a live room from a dead one before the guard has counted.
 */
export async function admit(
  method: string,
  target: string,
  options: unknown,
  context: AuthContext,
): Promise<SeatReservation> {
  if (!(METHODS as readonly string[]).includes(method))
    throw new ServerError(ErrorCode.MATCHMAKE_NO_HANDLER, `No matchmaking method "${method}"`);
  if (method === 'reconnect')
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'Come back to a table with your seat token');
  if (method !== 'joinById' && target !== TABLE_ROOM)
    throw new ServerError(ErrorCode.MATCHMAKE_NO_HANDLER, `No room type "${target}"`);
  const parsed = joinOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, joinIssue(options, parsed.error));
  const join = parsed.data;
  if ('create' in join) {
    if (method !== 'create')
      throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'A new table is made by creating one');
    return matchMaker.create(TABLE_ROOM, join, context);
  }
  if (method === 'create')
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'A table that exists is joined, not created');
  if (method === 'joinById' && target !== join.code)
    throw new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, 'The table code and the room differ');
  return matchMaker.joinOrCreate(TABLE_ROOM, join, context);
}

/**
 * A matchmaking request's body, or null when it is over `limit` bytes: refused by its declared length
 * before anything is read, or as soon as a body sent without one (chunked) passes the limit.
 */
export function readLimitedBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Colyseus' server with its matchmaking route behind the door (`admit`) and a body limit: its protected
 * request handler, meant to be overridden by a subclass, answers as Colyseus does (CORS, JSON with the
 * seat reservation or `{ code, error }`), and 413 for a body over the limit.
 */
export class TableServer extends Server {
  /** While draining (SIGTERM), matchmaking here is closed: joins go to another process. */
  closedForNewJoins = false;

  protected override async handleMatchMakeRequest(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const headers: Record<string, string> = {
      ...matchMaker.controller.DEFAULT_CORS_HEADERS,
      ...matchMaker.controller.getCorsHeaders(request),
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(404, headers).end();
      return;
    }
    // a request id to follow this join through the logs (a proxy's own, when it set one)
    const requestId = String(request.headers['x-request-id'] ?? randomUUID()).slice(0, 64);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, {
        ...headers,
        'content-type': 'application/json',
        'x-request-id': requestId,
      });
      response.end(JSON.stringify(body));
    };
    if (this.closedForNewJoins || matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
      answer(503, { code: ErrorCode.MATCHMAKE_UNHANDLED, error: 'This server is closing; try again' });
      return;
    }
    const body = await readLimitedBody(request, MAX_MESSAGE_BYTES);
    if (!body) {
      response.setHeader('connection', 'close');
      answer(413, { code: ErrorCode.INVALID_PAYLOAD, error: `Join options over ${MAX_MESSAGE_BYTES} bytes` });
      return;
    }
    // `/matchmake/<method>/<target>`, behind whatever prefix a proxy keeps
    const segments = new URL(request.url ?? '/', 'http://x').pathname.split('/');
    const at = segments.indexOf(matchMaker.controller.matchmakeRoute);
    const [method = '', target = ''] = segments.slice(at + 1, at + 3);
    try {
      let options: unknown;
      try {
        options = JSON.parse(body.toString() || '{}');
      } catch {
        throw new ServerError(ErrorCode.INVALID_PAYLOAD, 'Join options are not JSON');
      }
      const reservation = await admit(method, target, options, {
        token: undefined,
        headers: request.headers,
        ip: request.socket.remoteAddress ?? '',
        req: request,
      });
      log.info({ requestId, method, table: reservation.room.roomId }, 'seat reserved');
      answer(200, { ...reservation, protocol: this.transport.protocol });
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string };
      log.info({ requestId, method, target, refused: message }, 'join refused');
      answer(200, { code: code ?? ErrorCode.MATCHMAKE_UNHANDLED, error: message ?? 'Refused' });
    }
  }
}
