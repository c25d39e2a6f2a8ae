import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import sirv from 'sirv';
import { MAX_MESSAGE_BYTES, TABLE_ROOM } from '../table/onlineMessages';
import { CodeGuessGuard, type CodeGuessLimits } from './codeGuessGuard';
import { openDatabase } from './database';
import { ServerMetrics } from './metrics';
import { replayRoute } from './replayRoute';
import { roomContext } from './roomContext';
import { type ServerClock, systemClock } from './serverClock';
import { TableServer } from './tableDoor';
import type { TableRedisDriver } from './tableRedisDriver';
import { TableRoom } from './tableRoom';
import { turnFeedRoute } from './turnFeedRoute';
import { WorkerPools } from './workerPools';

export interface GameServerOptions {
  port: number;
  host?: string;
  /** A real PostgreSQL; without it, the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's folder; 'memory://' keeps nothing (tests). */
  dataDir?: string;
  /** Redis for Colyseus' presence and driver: several processes share rooms. */
  redisUrl?: string;
  /**
   * Where clients reach this process (host:port[/path]), with several processes: a join through any
   * process is told to open its WebSocket here when the table's room lives in this one.
   */
  publicAddress?: string;
  /** A built game (dist/) to serve from the same port, so one address serves game and tables. */
  staticDir?: string;
  volleyThreads?: number;
  /** Limits on joining codes that are no table's, per address. */
  codeGuesses?: CodeGuessLimits;
  /** Behind a proxy (a load balancer, Vite's under `npm start`): the client's address is its header's. */
  trustProxy?: boolean;
  /** The time the tables' clocks read and wait on: the system's unless a test moves one by hand. */
  clock?: ServerClock;
}

export interface RunningGameServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the built game: only the files in `root`, listed once at start (sirv, not in dev mode), so no
 * path (`..`, encoded or not) reaches anything outside it; any other path is the app's index.html.
 */
function serveStatic(root: string) {
  const files = sirv(root, { single: true, etag: true });
  return (request: IncomingMessage, response: ServerResponse) =>
    files(request, response, () => {
      response.writeHead(404).end();
    });
}

/** How long a readiness check waits for the database or Redis to answer. */
const READY_CHECK_MS = 2000;

/** Whether `check` says yes within `ms` (a hung connection is a no). */
const within = (ms: number, check: Promise<boolean>): Promise<boolean> =>
  Promise.race([check.catch(() => false), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);

/** Answers `body` as JSON. */
function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Starts the game server: Colyseus with the table room, the database and the worker pools, and the
 * operations routes (`/healthz`, `/readyz`, `/metrics`). One per process (Colyseus' matchmaker is a
 * process-wide singleton).
 */
export async function startGameServer(options: GameServerOptions): Promise<RunningGameServer> {
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const pools = await WorkerPools.start(options.volleyThreads);
  const metrics = new ServerMetrics(pools);
  roomContext.db = db;
  roomContext.pools = pools;
  roomContext.metrics = metrics;
  roomContext.guesses = new CodeGuessGuard(options.codeGuesses);
  roomContext.trustProxy = options.trustProxy ?? false;
  roomContext.clock = options.clock ?? systemClock;
  const files = options.staticDir ? serveStatic(resolve(options.staticDir)) : null;
  let driver: TableRedisDriver | null = null;
  let server: TableServer | null = null;

  /** What keeps this process from taking tables now (empty: ready). */
  const unready = async (): Promise<string[]> => {
    const problems: string[] = [];
    if (server?.closedForNewJoins) problems.push('draining');
    if (
      !(await within(
        READY_CHECK_MS,
        db.query('select 1').then(() => true),
      ))
    )
      problems.push('database unreachable');
    if (driver && !(await within(READY_CHECK_MS, driver.reachable()))) problems.push('Redis unreachable');
    return problems;
  };
  const http = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/healthz') return json(response, 200, { status: 'ok' });
    if (path === '/readyz') {
      const problems = await unready();
      return json(response, problems.length ? 503 : 200, {
        status: problems.length ? 'unready' : 'ready',
        problems,
      });
    }
    if (path === '/metrics') {
      response.writeHead(200, { 'content-type': metrics.registry.contentType });
      return response.end(await metrics.registry.metrics());
    }
    return turnFeedRoute(replayRoute(files ?? undefined))(request, response);
  });
  let presence: ConstructorParameters<typeof Server>[0] = {};
  if (options.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { TableRedisDriver } = await import('./tableRedisDriver');
    driver = new TableRedisDriver(options.redisUrl);
    presence = { presence: new RedisPresence(options.redisUrl), driver };
  }
  server = new TableServer({
    ...presence,
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  server.define(TABLE_ROOM, TableRoom).filterBy(['code']);
  // What would otherwise run just after listening, slowing the first requests past a client's patience
  // (Node's HTTP agent hangs up after 5 s idle): the first volley thread's start, and @pm2/io, which Colyseus
  // imports for its own metrics once its matchmaker is up (it hooks require and reads the inspector).
  await Promise.all([pools.warm(), import('@pm2/io')]);
  await server.listen(options.port, options.host ?? '127.0.0.1');
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const colyseus = server;
  let closing: Promise<void> | null = null;
  return {
    port,
    /**
     * The graceful drain: no new joins here (answered 503, `/readyz` unready), then Colyseus' shutdown,
     * which takes this process out of the choice for new rooms and asks every room to close: each room
     * finishes and stores what it is doing (a volley in flight), then tells its clients to come back
     * (TABLE_MOVED_CLOSE), which they do through another process when there is one.
     */
    close() {
      closing ??= (async () => {
        colyseus.closedForNewJoins = true;
        await colyseus.gracefullyShutdown(false);
        await pools.close();
        await db.close();
        roomContext.db = null;
        roomContext.pools = null;
        roomContext.metrics = null;
      })();
      return closing;
    },
  };
}
