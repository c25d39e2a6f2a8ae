import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { Database } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import type { HandClock } from './handClock';

/**
 * A game server on `port` for each test, on a hand-moved clock: closed after each test, the data
 * folders it was given on disk removed after all of them.
 */
export function handClockServers(port: number) {
  const dataDirs: string[] = [];
  let server: RunningGameServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  }, 60_000);
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** Starts the server on `clock` and `dataDir` (in memory unless given); its database. */
    async serve(clock: HandClock, dataDir = 'memory://'): Promise<Database> {
      server = await startGameServer({ port, dataDir, volleyThreads: 1, clock });
      if (!roomContext.db) throw new Error('no database');
      return roomContext.db;
    },
    /** A data folder on disk, removed after all tests. */
    dataDir(): string {
      const dir = mkdtempSync(joinPath(tmpdir(), 'to-glory-clock-'));
      dataDirs.push(dir);
      return dir;
    },
    close: async () => server?.close(),
  };
}
