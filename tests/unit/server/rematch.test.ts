import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Database, loadActions, loadTable } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import type { TableClock } from '../../../src/table/onlineMessages';
import { REACTION_BURST, REACTION_GAP_MS } from '../../../src/table/reactions';
import { newSeatToken } from '../../../src/table/seatToken';
import { endedTable, rematchOf } from './endedTable';
import { HandClock } from './handClock';
import { create, join, joinRetrying, toFirstTurn } from './support';

/** This file's own port (the rematch engineer's range, 2910–2919). */
const PORT = 2910;
const START = Date.UTC(2026, 11, 5, 12);
const dataDirs: string[] = [];
let server: RunningGameServer | null = null;

async function serve(clock: HandClock, dataDir = 'memory://'): Promise<Database> {
  server = await startGameServer({ port: PORT, dataDir, volleyThreads: 1, clock });
  if (!roomContext.db) throw new Error('no database');
  return roomContext.db;
}

async function stop(): Promise<void> {
  await server?.close();
  server = null;
}

afterEach(stop, 60_000);
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const CLOCK: TableClock = {
  limit: { kind: 'turnBased', turnHours: 24 },
  onTimeout: { kind: 'captain', level: 'deckhand' },
};

describe('a rematch', () => {
  it('makes the table again with the seats rotated, the same clock and practice aids, takes both seats and the watcher there, and lets no stranger in', async () => {
    const db = await serve(new HandClock(START));
    const { code, tokens } = await endedTable(db, CLOCK, { practiceAids: true });
    const anne = await join(PORT, { code, token: tokens[0] });
    const bob = await join(PORT, { code, token: tokens[1] });
    const watcher = await join(PORT, { code, spectate: true });
    expect((await anne.next('table')).rematch).toBeNull();

    // a watcher cannot ask for one; Bob (not the host) can
    watcher.send({ type: 'rematch' });
    expect((await watcher.next('error')).message).toBe('Spectators watch; they do not play');
    bob.send({ type: 'rematch' });
    const rematch = await rematchOf(anne);
    expect(await rematchOf(bob)).toBe(rematch);
    expect(await rematchOf(watcher)).toBe(rematch);
    // asked again: the same rematch, no second table
    const from = anne.inbox.length;
    anne.send({ type: 'rematch' });
    expect((await anne.next('table', from)).rematch).toBe(rematch);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tables');
    expect(rows[0]?.n).toBe(2);

    // the new table: Bob first now, Anne second and still the host, the same clock, the game started
    const row = await loadTable(db, rematch);
    expect(row?.setup.seats.map((seat) => seat.name)).toEqual(['Bob', 'Anne']);
    expect(row?.setup.host).toBe(1);
    expect(row?.setup.clock).toEqual(CLOCK);
    expect(row?.setup.practiceAids).toBe(true);
    expect(row?.game?.players.map((player) => player.name)).toEqual(['Bob', 'Anne']);
    expect((await loadActions(db, rematch)).map((entry) => entry.action.type)).toEqual(['start']);

    // each device goes there with the token it holds, to its rotated seat; the watcher watches
    const anneThere = await join(PORT, { code: rematch, token: tokens[0] });
    const bobThere = await join(PORT, { code: rematch, token: tokens[1] });
    const watcherThere = await join(PORT, { code: rematch, spectate: true });
    expect((await anneThere.next('table')).you).toBe(1);
    expect((await bobThere.next('table')).you).toBe(0);
    const seen = await watcherThere.next('table');
    expect(seen).toMatchObject({ you: null, host: 1, started: true, rematch: null, practiceAids: true });
    expect((await watcherThere.next('view')).view.phase.kind).toBe('chooseFirstPlayer');

    // a stranger: no free seat to take, no token of this table
    await expect(join(PORT, { code: rematch, name: 'Eve', seat: 0 })).rejects.toThrow('That seat is taken');
    await expect(join(PORT, { code: rematch, token: newSeatToken() })).rejects.toThrow(
      'That seat token is not one of this table’s',
    );
    // the game goes on there: Anne, the host, chooses who goes first
    anneThere.send({ type: 'act', intent: { type: 'chooseFirstPlayer', seat: 0 } });
    await bobThere.next('view', 0, (view) => view.version === 2);
    for (const client of [anne, bob, watcher, anneThere, bobThere, watcherThere])
      await client.room.leave(true);
  }, 120_000);

  it('is refused before the game is over, with the reason', async () => {
    const db = await serve(new HandClock(START));
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
    await toFirstTurn(db, code, anne, bob);
    const from = bob.inbox.length;
    bob.send({ type: 'rematch' });
    expect((await bob.next('error', from)).message).toBe('A rematch is asked for once the game is over');
    expect((await loadTable(db, code))?.rematch).toBeNull();
    for (const client of [anne, bob]) await client.room.leave(true);
  }, 120_000);

  it('survives a restart: the old table still names its rematch, and the seats come back to it by token', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'to-glory-rematch-'));
    dataDirs.push(dataDir);
    const { code, tokens } = await endedTable(await serve(new HandClock(START), dataDir), CLOCK);
    const anne = await join(PORT, { code, token: tokens[0] });
    anne.send({ type: 'rematch' });
    const rematch = await rematchOf(anne);
    await anne.room.leave(true);
    await stop();

    await serve(new HandClock(START), dataDir);
    const anneBack = await joinRetrying(PORT, { code, token: tokens[0] });
    expect((await anneBack.next('table')).rematch).toBe(rematch);
    const bobThere = await joinRetrying(PORT, { code: rematch, token: tokens[1] });
    expect((await bobThere.next('table')).you).toBe(0);
    expect((await bobThere.next('view')).version).toBe(1);
    for (const client of [anneBack, bobThere]) await client.room.leave(true);
  }, 120_000);
});

describe('quick reactions', () => {
  it('reach the other seat and the watcher; a flood is refused with its reason; an id not on the list is refused', async () => {
    const clock = new HandClock(START);
    const db = await serve(clock);
    const { code, tokens } = await endedTable(db, CLOCK);
    const anne = await join(PORT, { code, token: tokens[0] });
    const bob = await join(PORT, { code, token: tokens[1] });
    const watcher = await join(PORT, { code, spectate: true });

    anne.send({ type: 'react', id: 'niceShot' });
    expect(await bob.next('reaction')).toEqual({ type: 'reaction', seat: 0, id: 'niceShot' });
    expect(await watcher.next('reaction')).toEqual({ type: 'reaction', seat: 0, id: 'niceShot' });

    // again at once: too soon
    let from = anne.inbox.length;
    anne.send({ type: 'react', id: 'clap' });
    expect((await anne.next('error', from)).message).toBe(
      'One reaction every 2 seconds: that one was not shown',
    );
    // one every 2 s, up to the burst; the next within 30 s is refused
    for (let sent = 1; sent < REACTION_BURST; sent++) {
      clock.advance(REACTION_GAP_MS);
      const before = bob.inbox.length;
      anne.send({ type: 'react', id: 'clap' });
      await bob.next('reaction', before);
    }
    clock.advance(REACTION_GAP_MS);
    from = anne.inbox.length;
    anne.send({ type: 'react', id: 'wow' });
    expect((await anne.next('error', from)).message).toBe(
      'At most 5 reactions in 30 seconds: that one was not shown',
    );
    // Bob's own allowance is untouched
    bob.send({ type: 'react', id: 'argh' });
    expect(await anne.next('reaction', 0, (reaction) => reaction.seat === 1)).toMatchObject({ id: 'argh' });

    // free text, an unknown id, a watcher: refused, shown to nobody
    from = bob.inbox.length;
    const seen = watcher.inbox.filter((message) => message.type === 'reaction').length;
    clock.advance(REACTION_GAP_MS);
    bob.send({ type: 'react', id: 'You are a cheat' });
    expect((await bob.next('error', from)).message).toBe('id: Not a reaction of the list');
    bob.send({ type: 'react', id: 'niceShot', text: 'hello' });
    await bob.next('error', from, (error) => error.message.includes('Unrecognized key'));
    watcher.send({ type: 'react', id: 'oops' });
    expect((await watcher.next('error')).message).toBe('Spectators watch; they do not play');
    // a reaction Bob may send now still comes through after all that (nothing above counted)
    bob.send({ type: 'react', id: 'wellPlayed' });
    await watcher.next('reaction', 0, (reaction) => reaction.id === 'wellPlayed');
    expect(watcher.inbox.filter((message) => message.type === 'reaction').length).toBe(seen + 1);
    for (const client of [anne, bob, watcher]) await client.room.leave(true);
  }, 120_000);
});
