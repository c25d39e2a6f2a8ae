import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../src/engine';
import { CaptainScheduler, type CaptainTable } from '../../../src/server/captainScheduler';
import type { TableSetup } from '../../../src/server/database';

/** A table whose first choice (who goes first) is a computer host's, and the reports it makes. */
function tableOfAComputer() {
  const game: GameState = createGame({ names: ['Computer', 'Anne'], seed: 3 });
  const setup: TableSetup = {
    host: 0,
    seats: [
      { kind: 'computer', level: 'deckhand', name: 'Computer', tokenHash: null },
      { kind: 'person', level: null, name: 'Anne', tokenHash: 'x' },
    ],
  };
  const reports: string[] = [];
  const table: CaptainTable = {
    code: 'TEST',
    current: () => ({ game, version: 1, setup, secret: 'secret' }),
    enqueue: (work) => work(),
    act: async () => null,
    volley: async () => null,
    report: (message) => reports.push(message),
  };
  return { table, reports };
}

/** Worker pools whose every task is cut off, as Piscina does when destroyed. */
const cutOff = (closing: boolean) => ({
  closing,
  run: (_task: unknown) => Promise.reject(new Error('Terminating worker thread')),
});

describe('a computer captain’s decision cut off', () => {
  it('is reported as a failure while the server runs', async () => {
    const { table, reports } = tableOfAComputer();
    new CaptainScheduler(table, cutOff(false)).schedule();
    await expect.poll(() => reports).toEqual(['captain of seat 0 failed']);
  });

  it('is no failure while the server stops (its threads are ended on purpose)', async () => {
    const { table, reports } = tableOfAComputer();
    const pools = cutOff(true);
    let asked = 0;
    const scheduler = new CaptainScheduler(table, {
      ...pools,
      run: (task) => {
        asked += 1;
        return pools.run(task);
      },
    });
    // it asks again only once the cut-off decision has been handled (reported or not)
    await expect
      .poll(() => {
        scheduler.schedule();
        return asked;
      })
      .toBeGreaterThanOrEqual(2);
    expect(reports).toEqual([]);
  });
});
