/**
 * `npm start`: the game (Vite's dev server, http://127.0.0.1:5173) and the game server for remote tables
 * (port 2567, the embedded PGlite in data/tables) in one process, nothing else to install. The page
 * reaches the game server through Vite's proxy at /online. DATABASE_URL and REDIS_URL apply as for
 * `npm run server`.
 *
 * `npm start -- --lan` (or HOST=0.0.0.0, or HOST set to one of this computer's addresses) serves phones
 * and tablets on the same network instead: the game built, over https with a certificate this computer
 * makes (kept in data/lan, or CERT_DIR), its addresses and a QR code printed here and on the home page
 * (scripts/support/lan). `--no-build` serves the last build as it is. PORT changes 5173.
 */
import { createServer, type PreviewServer, type ViteDevServer } from 'vite';
import { startGameServer } from '../src/server/gameServer';
import { GAME_SERVER_PORT } from './support/gameServerPort';
import { serveOnLan } from './support/lan/serveOnLan';
import { type StartOptions, startOptions } from './support/lan/startOptions';

const env = process.env;

/** The game for this computer alone: Vite's dev server. */
async function serveHere(options: StartOptions): Promise<ViteDevServer> {
  const vite = await createServer({ mode: options.mode, server: { host: options.host, port: options.port } });
  await vite.listen();
  vite.printUrls();
  return vite;
}

/** The message of a failed start, and no stack: a wrong flag or a busy port is the player's to fix. */
function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let options: StartOptions;
try {
  options = startOptions(process.argv.slice(2), env);
} catch (error) {
  fail(error);
}
const tables = await startGameServer({
  port: GAME_SERVER_PORT,
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR ?? 'data/tables',
  redisUrl: env.REDIS_URL || undefined,
  // the page reaches it only through Vite's proxy, which adds each player's address
  trustProxy: true,
});
let site: ViteDevServer | PreviewServer;
try {
  site = options.lan ? await serveOnLan(options, env.CERT_DIR ?? 'data/lan') : await serveHere(options);
} catch (error) {
  await tables.close();
  fail(error);
}
console.log(`  ➜  Tables:  game server on 127.0.0.1:${tables.port} (proxied at /online)`);
const stop = async () => {
  await site.close();
  await tables.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
