import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from '../../../scripts/support/localServices';
import { openDatabase } from '../../../src/server/database';
import type { TableClock } from '../../../src/table/onlineMessages';
import { endedTable, rematchOf } from './endedTable';
import { join, joinRetrying, until } from './support';

/** This file's own port (the online helper's range, 2940–2949). */
const PORT = 2940;
const dataDir = mkdtempSync(joinPath(tmpdir(), 'to-glory-rematch-restart-'));
const CLOCK: TableClock = { limit: { kind: 'none' }, onTimeout: { kind: 'endTurn' } };
let child: ChildProcess | null = null;

/** `npm run server` as a process of its own on the embedded database in `dataDir`, on loopback. */
const startServer = () => startServerProcess(PORT, { DATA_DIR: dataDir, HOST: '127.0.0.1' });

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('asks for the rematch of a finished table after its server process was killed (kill -9) and started again: both seats go there by token, rotated', async () => {
  // the finished table is in the data folder before the process first opens it
  const db = await openDatabase({ dataDir });
  const { code, tokens } = await endedTable(db, CLOCK);
  await db.close();

  child = await startServer();
  const anne = await join(PORT, { code, token: tokens[0] });
  expect((await anne.next('view')).view.phase.kind).toBe('ended');
  child.kill('SIGKILL');
  await until('Anne to see the server gone', () => (anne.closed ? true : null));
  child = await startServer();

  // the new process: Bob comes back by his token and asks; Anne, back too, is told the same rematch
  const bob = await joinRetrying(PORT, { code, token: tokens[1] });
  const anneBack = await joinRetrying(PORT, { code, token: tokens[0] });
  expect((await bob.next('table')).rematch).toBeNull();
  bob.send({ type: 'rematch' });
  const rematch = await rematchOf(bob);
  expect(await rematchOf(anneBack)).toBe(rematch);
  expect(rematch).not.toBe(code);

  // each goes there with the token held: Bob first now, Anne second and still the host
  const anneThere = await join(PORT, { code: rematch, token: tokens[0] });
  const bobThere = await join(PORT, { code: rematch, token: tokens[1] });
  expect(await anneThere.next('table')).toMatchObject({ you: 1, host: 1, started: true });
  expect((await bobThere.next('table')).you).toBe(0);
  expect((await bobThere.next('view')).view.phase.kind).toBe('chooseFirstPlayer');
  for (const client of [bob, anneBack, anneThere, bobThere]) await client.room.leave(true);
  child.kill('SIGKILL');
  child = null;
}, 420_000);
