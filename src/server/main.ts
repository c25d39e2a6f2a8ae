/**
 * `npm run server`: the game server alone. Its settings come from the environment and are checked at
 * start (src/server/settings.ts; docs/server.md lists them). SIGTERM or SIGINT drains it: no new joins,
 * what the rooms are doing is finished and stored, the clients are sent to come back (through another
 * process when there is one), then it exits; after DRAIN_SECONDS it exits anyway.
 */
import { startGameServer } from './gameServer';
import { log } from './log';
import { readSettings } from './settings';

const read = readSettings(process.env);
if (!read.ok) {
  console.error(`The game server's settings are not right:\n${read.problems}`);
  process.exit(1);
}
const settings = read.settings;
const server = await startGameServer({
  port: settings.PORT,
  host: settings.HOST,
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.DATA_DIR,
  redisUrl: settings.REDIS_URL,
  publicAddress: settings.PUBLIC_ADDRESS,
  volleyThreads: settings.VOLLEY_THREADS,
  staticDir: settings.STATIC_DIR,
  trustProxy: settings.TRUST_PROXY,
});
log.info(
  {
    port: server.port,
    database: settings.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    redis: Boolean(settings.REDIS_URL),
  },
  `To Glory! game server on ${settings.HOST}:${server.port}`,
);
const drain = async (signal: string) => {
  log.info({ signal }, 'draining');
  setTimeout(() => {
    log.error('the drain took too long; exiting');
    process.exit(1);
  }, settings.DRAIN_SECONDS * 1000).unref();
  await server.close();
  log.info('drained');
  process.exit(0);
};
process.once('SIGINT', drain);
process.once('SIGTERM', drain);
