import { describe, expect, it } from 'vitest';
import { type LoggedAction, loadActions } from '../../../src/server/database';
import { TABLE_ROOM, type TableClock } from '../../../src/table/onlineMessages';
import { HandClock } from './handClock';
import { handClockServers } from './handClockServers';
import { clientFor, join, joinRetrying, type Scripted, toFirstTurn, wrap } from './support';

const PORT = 2880;
const START = Date.UTC(2026, 11, 5, 12);
const { serve, dataDir: diskDataDir, close } = handClockServers(PORT);

const createWith = (clock: unknown) =>
  clientFor(PORT).create(TABLE_ROOM, {
    create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne', clock },
  });

/** Anne's table of two people with `clock`, Bob in seat 1, and a spectator; each seat's token. */
async function tableWith(clock: TableClock) {
  const anne = wrap(await createWith(clock));
  const { code } = await anne.next('table');
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  const watcher = await join(PORT, { code, spectate: true });
  const tokens = [(await anne.next('seated')).token, (await bob.next('seated')).token];
  return { code, anne, bob, watcher, tokens };
}

/** The seat a logged action was played for. */
const seatOf = (logged: LoggedAction) =>
  logged.type === 'volley' ? logged.seat : logged.type === 'act' ? logged.action.seat : null;

/** The index just past the last view in `client`'s inbox: what comes after the table as it stands. */
const afterLastView = (client: Scripted) => client.inbox.findLastIndex((m) => m.type === 'view') + 1;

describe('a table clock’s choices and stand-in', () => {
  it('refuses a clock the rules do not offer, with the reason, and makes no table', async () => {
    const db = await serve(new HandClock(START));
    const refusal = async (clock: unknown) => {
      try {
        await createWith(clock);
      } catch (error) {
        return String((error as Error).message);
      }
      throw new Error('the table was made');
    };
    const refusals = await Promise.all([
      refusal({ limit: { kind: 'realTime', turnSeconds: 5, addSeconds: 0 }, onTimeout: { kind: 'endTurn' } }),
      refusal({ limit: { kind: 'turnBased', turnHours: 24 * 30 }, onTimeout: { kind: 'endTurn' } }),
      refusal({
        limit: { kind: 'turnBased', turnHours: 24 },
        onTimeout: { kind: 'captain', level: 'admiral' },
      }),
      refusal({ limit: { kind: 'blitz' }, onTimeout: { kind: 'endTurn' } }),
    ]);
    expect(refusals[0]).toContain('A turn is at least 30 seconds');
    expect(refusals[1]).toContain('A move takes at most a week');
    expect(refusals[2]).toContain('No captain has that level to play for an absent seat');
    expect(refusals[3]).toContain('create.clock.limit.kind: Not a time limit: none, realTime or turnBased');
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tables');
    expect(rows[0]?.n).toBe(0);
  }, 60_000);

  it('has a computer captain play an absent seat’s turn when its time runs out, and gives the seat back when the player comes back', async () => {
    const clock = new HandClock(START);
    const db = await serve(clock);
    const { code, anne, bob, watcher, tokens } = await tableWith({
      limit: { kind: 'realTime', turnSeconds: 60, addSeconds: 0 },
      onTimeout: { kind: 'captain', level: 'deckhand' },
    });
    await toFirstTurn(db, code, anne, bob);
    await watcher.next('clock', afterLastView(watcher), (message) => message.seat === 0);
    const before = (await loadActions(db, code)).length;
    await anne.room.leave(true);

    const beforeTimeout = watcher.inbox.length;
    clock.advance(61_000);
    const away = await watcher.next(
      'table',
      beforeTimeout,
      (table) => table.seats[0]?.standIn === 'deckhand',
    );
    expect(away.seats[0]).toMatchObject({ kind: 'person', name: 'Anne', connected: false });
    // no one's time runs while a captain plays; then Bob's turn comes with a whole allowance
    await watcher.next('clock', beforeTimeout, (message) => message.seat === null);
    await bob.next('view', beforeTimeout, (view) => view.view.turn?.seat === 1);
    const played = (await loadActions(db, code)).slice(before).map((row) => row.action);
    expect(played.length).toBeGreaterThan(0);
    for (const logged of played) {
      expect(seatOf(logged)).toBe(0);
      expect(logged).toMatchObject({ by: { standIn: 'deckhand' } });
    }
    expect(played.at(-1)).toMatchObject({ type: 'act', action: { type: 'endTurn', seat: 0 } });

    // Anne comes back by her token: the captain stands down and her seat is hers again
    const beforeBack = watcher.inbox.length;
    const anneBack = await join(PORT, { code, token: tokens[0] });
    const back = await watcher.next('table', beforeBack, (table) => table.seats[0]?.standIn === null);
    expect(back.seats[0]).toMatchObject({ connected: true });
    // her next turn runs her own clock, played by nobody but her
    const beforeHers = watcher.inbox.length;
    bob.send({ type: 'act', intent: { type: 'endTurn' } });
    const hers = await watcher.next('clock', beforeHers, (message) => message.seat === 0);
    expect(hers.deadline).toBe(clock.now() + 60_000);
    await anneBack.next('view', 0, (view) => view.view.turn?.seat === 0);
    const afterBack = (await loadActions(db, code)).at(-1)?.action;
    expect(afterBack).toMatchObject({ type: 'act', action: { type: 'endTurn', seat: 1 } });
    expect(afterBack).not.toHaveProperty('by');
  }, 180_000);

  it('keeps a turn’s deadline across a server restart (stored with the table) and runs it out after', async () => {
    const dataDir = diskDataDir();
    const db = await serve(new HandClock(START), dataDir);
    const { code, anne, bob, watcher } = await tableWith({
      limit: { kind: 'turnBased', turnHours: 24 },
      onTimeout: { kind: 'endTurn' },
    });
    await toFirstTurn(db, code, anne, bob);
    const running = await watcher.next('clock', afterLastView(watcher), (message) => message.seat === 0);
    const deadline = running.deadline ?? 0;
    await close();

    // six hours later, another process: the same deadline, not a fresh day
    const later = new HandClock(START + 6 * 3_600_000);
    const again = await serve(later, dataDir);
    const watching = await joinRetrying(PORT, { code, spectate: true });
    const resumed = await watching.next('clock', 0, (message) => message.seat === 0);
    expect(resumed.deadline).toBe(deadline);
    expect(resumed.clock.limit).toEqual({ kind: 'turnBased', turnHours: 24 });

    const beforeTimeout = watching.inbox.length;
    later.advance(deadline - later.now());
    const bobs = await watching.next('clock', beforeTimeout, (message) => message.seat === 1);
    expect(bobs.deadline).toBe(deadline + 24 * 3_600_000);
    expect((await loadActions(again, code)).at(-1)?.action).toMatchObject({ by: { timeout: true } });
  }, 180_000);
});
