import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadActions, loadTable, openDatabase } from '../../../src/server/database';
import { replayLog } from '../../../src/server/replayLog';
import { at } from '../engine/fixtures';
import { create, join, joinRetrying, until } from './support';

const PORT = 2603;
const dataDir = mkdtempSync(joinPath(tmpdir(), 'to-glory-tables-'));
let child: ChildProcess | null = null;

/** `npm run server` as its own process (node itself, so that SIGKILL reaches the server), on the embedded database in `dataDir`. */
async function startServer(): Promise<ChildProcess> {
  const process_ = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  process_.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await until('the server to listen', () => (output.includes('game server on') ? true : null), 170_000);
  return process_;
}

const rejoin = (options: Record<string, unknown>) => joinRetrying(PORT, options);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('loses no accepted action when the server is killed (kill -9): the seats come back by token and the game goes on', async () => {
  child = await startServer();
  const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
  const { code } = await anne.next('table');
  const annes = (await anne.next('seated')).token;
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  const bobs = (await bob.next('seated')).token;
  anne.send({ type: 'start' });
  await anne.next('view', 0, (view) => view.version === 1);
  anne.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 1 } });
  const last = await bob.next('view', 0, (view) => view.version === 2);

  child.kill('SIGKILL');
  await until('the clients to see the server gone', () => (anne.closed && bob.closed ? true : null));
  child = await startServer();

  const anneBack = await rejoin({ code, token: annes });
  const bobBack = await rejoin({ code, token: bobs });
  expect((await anneBack.next('table')).you).toBe(0);
  const resumed = await bobBack.next('view');
  expect(resumed.version).toBe(2);
  expect(resumed.view).toEqual(last.view);
  // Bob is first (S1), so he places the Kraken: the game goes on from the last accepted action.
  expect(resumed.view.phase.kind).toBe('placeKraken');
  bobBack.send({ type: 'act', intent: { type: 'placeKraken', hex: at(6, 8), facing: 0 } });
  await anneBack.next('view', 0, (view) => view.version === 3 && view.view.phase.kind === 'chooseCaptains');
  child.kill('SIGKILL');
  child = null;

  const db = await openDatabase({ dataDir });
  try {
    const row = await loadTable(db, code);
    const log = await loadActions(db, code);
    expect(row?.version).toBe(3);
    expect(log.map((entry) => entry.version)).toEqual([1, 2, 3]);
    expect(replayLog(log.map((entry) => entry.action))).toEqual(row?.game);
    expect(row?.game?.kraken).toEqual({ hex: at(6, 8), facing: 0 });
  } finally {
    await db.close();
  }
}, 600_000);
