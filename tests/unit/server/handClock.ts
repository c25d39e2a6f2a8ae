import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { Database } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import type { ServerClock } from '../../../src/server/serverClock';

/** A server clock moved by hand: what waits on it runs when a test moves it past its time. */
export class HandClock implements ServerClock {
  private waits: { time: number; run: () => void }[] = [];

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  at(time: number, run: () => void): () => void {
    const wait = { time, run };
    this.waits.push(wait);
    // a time already past runs at once, after the caller (as a timer would)
    if (time <= this.time) setImmediate(() => this.runDue());
    return () => {
      this.waits = this.waits.filter((other) => other !== wait);
    };
  }

  advance(ms: number): void {
    this.time += ms;
    this.runDue();
  }

  private runDue(): void {
    const due = this.waits.filter((wait) => wait.time <= this.time);
    this.waits = this.waits.filter((wait) => wait.time > this.time);
    for (const wait of due) wait.run();
  }
}

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
