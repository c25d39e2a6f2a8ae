import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { matchMaker, type Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import sirv from 'sirv';
import { MAX_MESSAGE_BYTES, TABLE_ROOM } from '../table/onlineMessages';
import { CodeGuessGuard, type CodeGuessLimits } from './codeGuessGuard';
import { openDatabase } from './database';
import { TableServer } from './tableDoor';
import { roomContext, TableRoom } from './tableRoom';
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

/**
 * Starts the game server: Colyseus with the table room, the database and the worker pools. One per
 * process (Colyseus' matchmaker is a process-wide singleton).
 */
export async function startGameServer(options: GameServerOptions): Promise<RunningGameServer> {
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const pools = new WorkerPools(options.volleyThreads);
  roomContext.db = db;
  roomContext.pools = pools;
  roomContext.guesses = new CodeGuessGuard(options.codeGuesses);
  roomContext.trustProxy = options.trustProxy ?? false;
  const http = createServer(options.staticDir ? serveStatic(resolve(options.staticDir)) : undefined);
  let presence: ConstructorParameters<typeof Server>[0] = {};
  if (options.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { TableRedisDriver } = await import('./tableRedisDriver');
    presence = {
      presence: new RedisPresence(options.redisUrl),
      driver: new TableRedisDriver(options.redisUrl),
    };
  }
  const server = new TableServer({
    ...presence,
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  server.define(TABLE_ROOM, TableRoom).filterBy(['code']);
  await server.listen(options.port, options.host ?? '127.0.0.1');
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    async close() {
      await server.gracefullyShutdown(false);
      await pools.close();
      await db.close();
      roomContext.db = null;
      roomContext.pools = null;
    },
  };
}

export { matchMaker };
