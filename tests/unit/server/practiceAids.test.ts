import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, loadTable } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import { TABLE_ROOM } from '../../../src/table/onlineMessages';
import { clientFor, join, wrap } from './support';

/** This file's own port (the aim engineer's range, 2930–2939). */
const PORT = 2930;
let server: RunningGameServer | null = null;

async function serve(): Promise<Database> {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  if (!roomContext.db) throw new Error('no database');
  return roomContext.db;
}

afterEach(async () => {
  await server?.close();
  server = null;
}, 60_000);

/** Anne's new table of two people, with `practiceAids` as the create options carry it (absent if undefined). */
async function createWith(practiceAids: unknown) {
  const create = { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne', practiceAids };
  return wrap(await clientFor(PORT).create(TABLE_ROOM, { create }));
}

describe('practice aids at an online table', () => {
  it('are stored with the table the host made with them on, and shown to every seat and watcher, also when the table is opened again', async () => {
    const db = await serve();
    const anne = await createWith(true);
    const { code, practiceAids } = await anne.next('table');
    expect(practiceAids).toBe(true);
    const { token } = await anne.next('seated');
    const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
    const watcher = await join(PORT, { code, spectate: true });
    expect((await bob.next('table')).practiceAids).toBe(true);
    expect((await watcher.next('table')).practiceAids).toBe(true);
    expect((await loadTable(db, code))?.setup.practiceAids).toBe(true);

    // everyone gone, the room closes; the table opened again from its row says the same
    await Promise.all([anne.room.leave(), bob.room.leave(), watcher.room.leave()]);
    await vi.waitFor(
      async () => {
        if (await matchMaker.getRoomById(code)) throw new Error('the room is still open');
      },
      { timeout: 20_000, interval: 50 },
    );
    const back = await join(PORT, { code, token });
    expect(await back.next('table')).toMatchObject({ you: 0, practiceAids: true });
  }, 60_000);

  it('are off at a table made without them', async () => {
    const db = await serve();
    const anne = await createWith(undefined);
    const { code, practiceAids } = await anne.next('table');
    expect(practiceAids).toBe(false);
    expect((await loadTable(db, code))?.setup.practiceAids).toBe(false);
  }, 60_000);

  it('refuses a setting that is not on or off, with the reason, and makes no table', async () => {
    const db = await serve();
    for (const bad of ['yes', 1, null, { on: true }])
      await expect(createWith(bad)).rejects.toThrow(
        'create.practiceAids: Practice aids are on or off (true or false)',
      );
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tables');
    expect(rows[0]?.n).toBe(0);
  }, 60_000);
});
