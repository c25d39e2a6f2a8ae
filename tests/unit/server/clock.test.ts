import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { loadActions } from '../../../src/server/database';
import { TABLE_ROOM, type TableClock } from '../../../src/table/onlineMessages';
import { HandClock } from './handClock';
import { handClockServers } from './handClockServers';
import { clientFor, join, type Scripted, stored, toFirstTurn, wrap } from './support';

const PORT = 2870;
const START = Date.UTC(2026, 11, 5, 12);
const { serve } = handClockServers(PORT);

/** Anne's table of two people with `clock`, Bob in seat 1, and a spectator. */
async function tableWith(clock: TableClock) {
  const anne = wrap(
    await clientFor(PORT).create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne', clock },
    }),
  );
  const { code } = await anne.next('table');
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  const watcher = await join(PORT, { code, spectate: true });
  return { code, anne, bob, watcher };
}

/** The first clock message since inbox index `from` that runs `seat`'s time. */
const clockAt = (client: Scripted, seat: number | null, from = 0) =>
  client.next('clock', from, (message) => message.seat === seat);

describe('a table clock', () => {
  it('runs per turn in real time, adds time per action, and ends the turn of a seat whose time runs out', async () => {
    const clock = new HandClock(START);
    const db = await serve(clock);
    const { code, anne, bob, watcher } = await tableWith({
      limit: { kind: 'realTime', turnSeconds: 120, addSeconds: 5 },
      onTimeout: { kind: 'endTurn' },
    });
    await toFirstTurn(db, code, anne, bob);
    const first = await anne.next('view', 0, (view) => view.view.phase.kind === 'playing');
    expect(first.view.turn?.seat).toBe(0);
    const turnStart = await clockAt(
      watcher,
      0,
      watcher.inbox.findLastIndex((m) => m.type === 'view'),
    );
    expect(turnStart.deadline).toBe(clock.now() + 120_000);
    expect(turnStart.clock.limit).toEqual({ kind: 'realTime', turnSeconds: 120, addSeconds: 5 });

    // an action in the turn adds its 5 s to the same deadline
    clock.advance(60_000);
    const { game } = await stored(db, code);
    const turn = legalActions(game).find((action) => action.type === 'turn');
    if (!turn) throw new Error('no turn action');
    const { seat: _seat, ...intent } = turn as typeof turn & { seat?: number };
    const from = watcher.inbox.length;
    anne.send({ type: 'act', intent });
    const added = await watcher.next('clock', from);
    expect(added.deadline).toBe((turnStart.deadline ?? 0) + 5_000);

    // past the deadline, the server ends Anne's turn: Bob's clock starts with a whole allowance
    const beforeTimeout = watcher.inbox.length;
    clock.advance(66_000);
    const bobs = await clockAt(watcher, 1, beforeTimeout);
    expect(bobs.deadline).toBe(clock.now() + 120_000);
    await bob.next('view', 0, (view) => view.view.turn?.seat === 1);
    const log = await loadActions(db, code);
    expect(log.at(-1)?.action).toMatchObject({ type: 'act', by: { timeout: true } });
    expect(log.at(-1)?.action).toMatchObject({ action: { type: 'endTurn', seat: 0 } });
  }, 120_000);
});
