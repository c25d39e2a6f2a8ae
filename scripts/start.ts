/**
 * `npm start`: the game (Vite's dev server, http://127.0.0.1:5173) and the game server for remote tables
 * (port 2567, the embedded PGlite in data/tables) in one process, nothing else to install. The page
 * reaches the game server through Vite's proxy at /online. DATABASE_URL and REDIS_URL apply as for
 * `npm run server`.
 */
import { createServer } from 'vite';
import { startGameServer } from '../src/server/gameServer';
import { GAME_SERVER_PORT } from './support/gameServerPort';

const env = process.env;
const tables = await startGameServer({
  port: GAME_SERVER_PORT,
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? 'data/tables',
  redisUrl: env.REDIS_URL || undefined,
  // the page reaches it only through Vite's proxy, which adds each player's address
  trustProxy: true,
});
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
vite.printUrls();
console.log(`  ➜  Tables:  game server on 127.0.0.1:${tables.port} (proxied at /online)`);
const stop = async () => {
  await vite.close();
  await tables.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
