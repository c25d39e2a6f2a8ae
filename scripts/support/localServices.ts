import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

/**
 * A throwaway Redis and PostgreSQL on loopback, each in its own temporary folder, and game server
 * processes on them: for the fault and stale tests (tests/unit/server/cluster.ts) and `npm run loadtest`.
 * `scripts/ensureServices.mjs` (run by `npm run test:unit`) installs them on a fresh Debian machine.
 */

/** Polls `probe` every 20 ms until it gives a value (it may throw to give up at once). */
async function until<T>(what: string, probe: () => T | null | undefined, ms = 20_000): Promise<T> {
  for (let waited = 0; waited < ms; waited += 20) {
    const found = probe();
    if (found !== null && found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** PostgreSQL's programs: POSTGRES_BIN, else Debian's newest /usr/lib/postgresql/N/bin, else the PATH. */
export function postgresBin(program: string): string {
  if (process.env.POSTGRES_BIN) return joinPath(process.env.POSTGRES_BIN, program);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(joinPath(root, name, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? joinPath(root, versions[0], 'bin', program) : program;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asPostgres(program: string, args: string[]): [string, string[]] {
  return isRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]]
    : [postgresBin(program), args];
}

export interface Service {
  url: string;
  stop(): void;
}

/** A Redis that keeps nothing on disk, on 127.0.0.1:`port`. */
export async function startRedis(port: number): Promise<Service> {
  const dir = mkdtempSync(joinPath(tmpdir(), 'to-glory-redis-'));
  const redis: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  redis.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let failed: Error | null = null;
  redis.on('error', (error) => {
    failed = error;
  });
  const stop = () => {
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('Redis to accept connections', () => {
      if (failed || redis.exitCode !== null)
        throw new Error(`redis-server did not start: ${failed ?? output}`);
      return output.includes('Ready to accept connections') ? true : null;
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** A PostgreSQL that can be stopped (its connections dropped) and started again on its data. */
export interface PostgresService extends Service {
  halt(): void;
  resume(): void;
}

/** A new PostgreSQL cluster in a temporary folder, on 127.0.0.1:`port` only, trusting local connections. */
export async function startPostgres(port: number): Promise<PostgresService> {
  const dir = mkdtempSync(joinPath(tmpdir(), 'to-glory-postgres-'));
  const data = joinPath(dir, 'data');
  if (isRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
    );
    chownSync(dir, uid as number, gid as number);
  }
  const run = (program: string, args: string[]) => {
    const [command, all] = asPostgres(program, args);
    execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      joinPath(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  const halt = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    start();
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`PostgreSQL did not start: ${String(error)} ${stderr}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, halt, resume: start };
}

/**
 * `npm run server`'s node arguments (package.json): V8's young generation at 2 MB semi-spaces rather
 * than 16 keeps ~70 MB less resident under load (docs/server.md, Memory).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=2', '--import', 'tsx', 'src/server/main.ts'];

/** `npm run server` as its own process (node itself, so that SIGKILL reaches the server), started and listening. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await until(
      `the game server on port ${port} to listen`,
      () => {
        if (server.exitCode !== null) throw new Error(`the game server on port ${port} exited: ${output}`);
        return output.includes('game server on') ? true : null;
      },
      170_000,
    );
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}
