import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPools } from '../../../src/server/workerPools';

/** Memory (issue 29): threads start when there is work for them and leave when idle. */
describe('the server worker pools', () => {
  let pools: WorkerPools | null = null;
  afterEach(async () => {
    await pools?.close();
    pools = null;
  });

  it('keep one volley thread; the captains thread starts for a table with a computer and leaves when idle', async () => {
    pools = await WorkerPools.start(2, 300);
    await pools.warm();
    expect(pools.threads()).toEqual({ volleys: 1, captains: 0 });
    pools.expectCaptains();
    await vi.waitFor(() => expect(pools?.threads().captains).toBe(1), { timeout: 30_000, interval: 50 });
    // idle past the timeout: the captains' thread leaves, the one volley thread stays for the next volley
    await vi.waitFor(() => expect(pools?.threads().captains).toBe(0), { timeout: 30_000, interval: 50 });
    expect(pools.threads().volleys).toBe(1);
  }, 70_000);
});
