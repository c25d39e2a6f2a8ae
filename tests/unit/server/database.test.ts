import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/database';

const parent = mkdtempSync(joinPath(tmpdir(), 'to-glory-db-'));

afterAll(() => rmSync(parent, { recursive: true, force: true }));

it('the embedded database opens in a data folder whose parents do not exist yet (a fresh clone has no data/)', async () => {
  const dataDir = joinPath(parent, 'data', 'tables');
  expect(existsSync(joinPath(parent, 'data'))).toBe(false);
  const db = await openDatabase({ dataDir });
  try {
    const { rows } = await db.query<{ answer: number }>('select 1 + 1 as answer');
    expect(rows[0]?.answer).toBe(2);
  } finally {
    await db.close();
  }
  expect(existsSync(dataDir)).toBe(true);
}, 120_000);
