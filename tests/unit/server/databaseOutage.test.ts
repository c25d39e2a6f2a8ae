import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PostgresService, startPostgres } from '../../../scripts/support/localServices';
import { until } from './support';

/** `npm run server` on a PostgreSQL of its own (port 5446), which the test stops and starts again. */
const PORT = 2604;
let postgres: PostgresService | null = null;
let server: ChildProcess | null = null;
let output = '';

beforeAll(async () => {
  postgres = await startPostgres(5446);
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: postgres.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await until('the server to listen', () => (output.includes('game server on') ? true : null), 170_000);
}, 240_000);

afterAll(() => {
  server?.kill('SIGKILL');
  postgres?.stop();
});

const readiness = async () => (await fetch(`http://127.0.0.1:${PORT}/readyz`)).status;

/** Polls /readyz (each check answers within a second) until it says `status`. */
async function untilReady(status: number): Promise<void> {
  for (;;) {
    if ((await readiness()) === status) return;
    if (server?.exitCode !== null) throw new Error(`the server exited: ${output}`);
  }
}

it('lives through its PostgreSQL stopping under it: the dropped connection is logged, /readyz is 503 until the database is back, then 200', async () => {
  if (!postgres || !server) throw new Error('not started');
  // /readyz leaves a connection idle in the pool: the one PostgreSQL's stop drops under it.
  expect(await readiness()).toBe(200);
  postgres.halt();
  await untilReady(503);
  expect(await (await fetch(`http://127.0.0.1:${PORT}/readyz`)).json()).toEqual({
    status: 'unready',
    problems: ['database unreachable'],
  });
  await until('the dropped connection to be logged', () =>
    output.includes('an idle database connection failed') ? true : null,
  );
  expect((await fetch(`http://127.0.0.1:${PORT}/healthz`)).status).toBe(200);
  postgres.resume();
  await untilReady(200);
  expect(server.exitCode).toBeNull();
}, 120_000);
