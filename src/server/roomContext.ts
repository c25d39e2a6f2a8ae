import { CodeGuessGuard } from './codeGuessGuard';
import type { Database } from './database';
import type { ServerMetrics } from './metrics';
import { type ServerClock, systemClock } from './serverClock';
import type { WorkerPools } from './workerPools';

/**
 * What every table room of this process shares, set once by startGameServer: Colyseus makes rooms
 * itself (by class), so they find their process's database and worker pools here.
 */
export const roomContext: {
  db: Database | null;
  pools: WorkerPools | null;
  metrics: ServerMetrics | null;
  guesses: CodeGuessGuard;
  /** Read the client's address from the proxy's X-Forwarded-For (only behind a proxy). */
  trustProxy: boolean;
  /** The time the tables' clocks read (a hand-moved one in tests). */
  clock: ServerClock;
} = {
  db: null,
  pools: null,
  metrics: null,
  guesses: new CodeGuessGuard(),
  trustProxy: false,
  clock: systemClock,
};
