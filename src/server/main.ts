/**
 * `npm run server`: the game server alone. PORT (2567), HOST (127.0.0.1), DATA_DIR (data/tables, the
 * embedded PGlite's folder), DATABASE_URL (a real PostgreSQL instead), REDIS_URL (Colyseus' Redis
 * presence and driver, for several processes), PUBLIC_ADDRESS (where clients reach this process,
 * host:port, with several processes), VOLLEY_THREADS (worker threads for volleys: all cores but one),
 * STATIC_DIR (a built game to serve as well, e.g. dist),
 * TRUST_PROXY=1 (behind a proxy: a client's address, for the code-guess throttle, is X-Forwarded-For's).
 */
import { startGameServer } from './gameServer';

const env = process.env;
const volleyThreads = env.VOLLEY_THREADS ? Number(env.VOLLEY_THREADS) : undefined;
if (volleyThreads !== undefined && !(Number.isInteger(volleyThreads) && volleyThreads > 0)) {
  console.error(`VOLLEY_THREADS must be a whole number above 0, not "${env.VOLLEY_THREADS}"`);
  process.exit(1);
}
const server = await startGameServer({
  port: Number(env.PORT ?? 2567),
  host: env.HOST ?? '127.0.0.1',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? 'data/tables',
  redisUrl: env.REDIS_URL || undefined,
  publicAddress: env.PUBLIC_ADDRESS || undefined,
  volleyThreads,
  staticDir: env.STATIC_DIR || undefined,
  trustProxy: env.TRUST_PROXY === '1',
});
console.log(
  `To Glory! game server on ${env.HOST ?? '127.0.0.1'}:${server.port} (${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}${env.REDIS_URL ? ', Redis' : ''})`,
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
