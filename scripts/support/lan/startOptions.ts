import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { isLoopback } from '../../../src/ui/lanInfo';

/** How `npm start` serves the game, from its flags and environment. */
export interface StartOptions {
  /** Over https for other devices on the network (a build on Vite's preview server), else Vite's dev server. */
  lan: boolean;
  host: string;
  port: number;
  /** LAN only: build before serving; false serves the last build as it is. */
  build: boolean;
  /** Vite's mode (`test` serves the test build, as the LAN browser test does). */
  mode: string | undefined;
}

export const DEFAULT_PORT = 5173;

/**
 * Reads `npm start -- [--lan] [--no-build] [--mode name]` with HOST and PORT. Only this computer is
 * served unless asked: `--lan` (every interface unless HOST names one) or a HOST other than a loopback
 * address. Throws an Error that says what is wrong with a flag, HOST or PORT.
 */
export function startOptions(args: string[], env: NodeJS.ProcessEnv): StartOptions {
  const { values } = parseArgs({
    args,
    options: {
      lan: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      mode: { type: 'string' },
    },
  });
  const host = env.HOST || (values.lan ? '0.0.0.0' : '127.0.0.1');
  if (host !== 'localhost' && isIP(host) === 0) {
    throw new Error(`HOST must be an IP address (0.0.0.0: every network of this computer), not "${host}"`);
  }
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${env.PORT}"`);
  }
  const lan = values.lan || !isLoopback(host);
  if (values['no-build'] && !lan) throw new Error('--no-build is for the LAN: npm start -- --lan --no-build');
  return { lan, host, port, build: !values['no-build'], mode: values.mode };
}
