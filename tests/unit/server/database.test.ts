import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGame, execute } from '../../../src/engine';
import {
  appendAction,
  type Database,
  insertTable,
  loadActions,
  loadTable,
  openDatabase,
  type SeatRecord,
  StaleVersionError,
  saveSetup,
  type TableSetup,
} from '../../../src/server/database';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
}, 180_000);
afterAll(() => db.close());

const setup = { host: 0, seats: [] };
const started = createGame({ names: ['Anne', 'Bob'], seed: 7 });
const chosen = execute(started, { type: 'chooseFirstPlayer', seat: 1 });
if (!chosen.ok) throw new Error(chosen.reason);

it('refuses an action stored over a newer state (a stale room elsewhere), and keeps the table and its log as they were', async () => {
  await insertTable(db, 'STALE2345B', setup);
  await appendAction(db, 'STALE2345B', 1, null, { type: 'start', seed: 7, names: ['Anne', 'Bob'] }, started);
  await appendAction(
    db,
    'STALE2345B',
    2,
    0,
    { type: 'act', action: { type: 'chooseFirstPlayer', seat: 1 } },
    chosen.state,
  );
  // another room, still at version 1, stores its own version 2
  await expect(
    appendAction(
      db,
      'STALE2345B',
      2,
      0,
      { type: 'act', action: { type: 'chooseFirstPlayer', seat: 0 } },
      started,
    ),
  ).rejects.toThrow(StaleVersionError);
  expect((await loadTable(db, 'STALE2345B'))?.version).toBe(2);
  expect((await loadTable(db, 'STALE2345B'))?.game).toEqual(chosen.state);
  expect((await loadActions(db, 'STALE2345B')).map((entry) => entry.action)).toEqual([
    { type: 'start', seed: 7, names: ['Anne', 'Bob'] },
    { type: 'act', action: { type: 'chooseFirstPlayer', seat: 1 } },
  ]);
});

it('refuses a setup stored over another room’s (a seat taken elsewhere), as a game write over a newer state', async () => {
  const seat = (name: string | null): SeatRecord => ({ kind: 'person', level: null, name, tokenHash: name });
  const free: TableSetup = { host: 0, seats: [seat(null)] };
  const taken = (name: string): TableSetup => ({ host: 0, seats: [seat(name)] });
  await insertTable(db, 'SETUP2345B', free);
  await saveSetup(db, 'SETUP2345B', taken('Anne'), { version: 0, setup: free });
  // a second room still holding the free seat takes it for Eve: refused, Anne keeps it
  await expect(saveSetup(db, 'SETUP2345B', taken('Eve'), { version: 0, setup: free })).rejects.toThrow(
    StaleVersionError,
  );
  // and a room at an older version than the table's is refused too
  await appendAction(db, 'SETUP2345B', 1, null, { type: 'start', seed: 7, names: ['Anne'] }, started);
  await expect(
    saveSetup(db, 'SETUP2345B', taken('Eve'), { version: 0, setup: taken('Anne') }),
  ).rejects.toThrow(StaleVersionError);
  expect((await loadTable(db, 'SETUP2345B'))?.setup).toEqual(taken('Anne'));
});

it('stores the state and its log entry in one transaction: when the log entry cannot be written, the state is not changed either', async () => {
  await insertTable(db, 'ATOMIC345B', setup);
  await appendAction(db, 'ATOMIC345B', 1, null, { type: 'start', seed: 7, names: ['Anne', 'Bob'] }, started);
  // a log row already at version 2 makes the insert fail after the state's update has run
  await db.query(
    `insert into actions (code, version, seat, action) values ('ATOMIC345B', 2, 0, '{"type":"x"}')`,
  );
  await expect(
    appendAction(
      db,
      'ATOMIC345B',
      2,
      0,
      { type: 'act', action: { type: 'chooseFirstPlayer', seat: 1 } },
      chosen.state,
    ),
  ).rejects.toSatisfy((error) => error instanceof Error && !(error instanceof StaleVersionError));
  const row = await loadTable(db, 'ATOMIC345B');
  expect(row?.version).toBe(1);
  expect(row?.game).toEqual(started);
});

it('the embedded database opens in a data folder whose parents do not exist yet (a fresh clone has no data/)', async () => {
  const parent = mkdtempSync(joinPath(tmpdir(), 'to-glory-db-'));
  const dataDir = joinPath(parent, 'data', 'tables');
  try {
    expect(existsSync(joinPath(parent, 'data'))).toBe(false);
    const fresh = await openDatabase({ dataDir });
    try {
      const { rows } = await fresh.query<{ answer: number }>('select 1 + 1 as answer');
      expect(rows[0]?.answer).toBe(2);
    } finally {
      await fresh.close();
    }
    expect(existsSync(dataDir)).toBe(true);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}, 120_000);
