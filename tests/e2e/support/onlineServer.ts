import { test } from '@playwright/test';
import { TEST_BUILD_DIR } from '../../../scripts/support/testBuild';
import { startGameServer } from '../../../src/server/gameServer';
import type { ServerClock } from '../../../src/server/serverClock';

/**
 * A game server for the spec, serving the test build and the tables on one port, one per worker
 * (`port` + the worker's index), started before its tests and closed after them; its origin.
 */
export function onlineServer(port: number, clock?: ServerClock): string {
  const at = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  let close: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const server = await startGameServer({
      port: at,
      dataDir: 'memory://',
      staticDir: TEST_BUILD_DIR,
      volleyThreads: 1,
      ...(clock ? { clock } : {}),
    });
    close = () => server.close();
  });
  test.afterAll(async () => {
    await close?.();
  });
  return `http://127.0.0.1:${at}`;
}
