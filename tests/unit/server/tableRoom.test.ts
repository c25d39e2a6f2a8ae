import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initPhysics, scoreVolley, simulateVolley, traceHash } from '../../../src/physics';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { type Database, loadActions } from '../../../src/server/database';
import { DROPS_BEFORE_CLOSE, MESSAGE_BURST, MESSAGES_PER_SECOND } from '../../../src/server/floodGuard';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { replayLog } from '../../../src/server/replayLog';
import { roomContext } from '../../../src/server/roomContext';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../src/table/onlineMessages';
import { newSeatToken } from '../../../src/table/seatToken';
import { give } from '../engine/fixtures';
import { clientFor, create, hiddenLeaks, join, type Scripted, stored, toFirstTurn, until } from './support';

const PORT = 2602;
let server: RunningGameServer;
let db: Database;

beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  if (!roomContext.db) throw new Error('no database');
  db = roomContext.db;
  await initPhysics();
}, 180_000);
afterAll(() => server.close(), 60_000);

/** A started table of two people (and `extra` seats), through setup to the first player's turn. */
async function playingTable(extra: unknown[] = []) {
  const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }, ...extra]);
  const { code } = await anne.next('table');
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  const watcher = await join(PORT, { code, spectate: true });
  await toFirstTurn(db, code, anne, bob);
  return { code, anne, bob, watcher };
}

/** Sends `body` from `client` and returns the error the server answers with. */
async function refusal(client: Scripted, body: unknown, type?: string): Promise<string> {
  // paced under the flood guard's rate, which is tested on its own
  await new Promise((resolve) => setTimeout(resolve, 1000 / MESSAGES_PER_SECOND));
  const from = client.inbox.length;
  if (type) client.room.send(type, body);
  else client.send(body);
  return (await client.next('error', from)).code;
}

describe('a remote table', () => {
  it('plays setup, a volley and a whole round with a computer captain; the log replays to the stored state', async () => {
    const { code, anne, bob, watcher } = await playingTable([{ kind: 'computer', level: 'deckhand' }]);
    // The computer captain in seat 2 chooses its captain on the server, from its own view.
    await anne.next('view', 0, (view) => view.version === 6 && view.view.phase.kind === 'playing');

    const from = anne.inbox.length;
    anne.send({ type: 'volley', source: 'ship', strength: 0.45 });
    const flown = await anne.next('view', from, (view) => view.volley !== null);
    const volley = flown.volley;
    if (!volley) throw new Error('no volley');
    // The browser's replay of the server's input gives the server's trace and outcome.
    const trace = simulateVolley(volley.input);
    expect(traceHash(trace)).toBe(volley.hash);
    expect(scoreVolley(trace, DEFAULT_THRESHOLDS).outcome).toEqual(volley.outcome);
    for (const other of [bob, watcher])
      expect((await other.next('view', 0, (view) => view.version === flown.version)).volley).toEqual(volley);

    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await bob.next('view', 0, (view) => view.view.turn?.seat === 1);
    bob.send({ type: 'act', intent: { type: 'endTurn' } });
    // Seat 2's captain plays its turn on the server, then it is Anne's again.
    await anne.next('view', 0, (view) => view.view.turn?.seat === 0 && view.view.turn.round === 2);

    const { game, version } = await stored(db, code);
    const log = await loadActions(db, code);
    expect(log.map((entry) => entry.version)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    expect(replayLog(log.map((entry) => entry.action))).toEqual(game);

    for (const [client, seat] of [
      [anne, 0],
      [bob, 1],
      [watcher, null],
    ] as const)
      expect(client.inbox.flatMap((message) => hiddenLeaks(message, seat))).toEqual([]);
  }, 300_000);

  it('refuses every move of a scripted cheating client, and nothing changes', async () => {
    const { code, anne, bob, watcher } = await playingTable();
    const before = await stored(db, code);
    expect(before.game.turn?.seat).toBe(0);
    const outcome = { source: 'ship', best: 'knockedOff', captainsKnockedOff: [], shipsHit: ['blue'] };
    let nested: unknown = { type: 'endTurn' };
    for (let depth = 0; depth < 100; depth++) nested = { type: 'endTurn', inner: nested };

    // acting for another seat, out of turn
    expect(await refusal(bob, { type: 'act', intent: { type: 'endTurn', seat: 0 } })).toBe('badMessage');
    expect(await refusal(bob, { type: 'act', intent: { type: 'endTurn' } })).toBe('notYourTurn');
    expect(await refusal(bob, { type: 'volley', source: 'ship', strength: 0.5 })).toBe('notYourTurn');
    // an outcome, a seed, a trace, a state
    expect(await refusal(anne, { type: 'act', intent: { type: 'resolveVolley', outcome } })).toBe(
      'badMessage',
    );
    expect(await refusal(anne, { type: 'volley', source: 'ship', strength: 0.5, seed: 1 })).toBe(
      'badMessage',
    );
    expect(await refusal(anne, { type: 'volley', source: 'ship', strength: 0.5, outcome })).toBe(
      'badMessage',
    );
    expect(
      await refusal(anne, { type: 'volley', source: 'ship', strength: 0.5, trace: { frames: [] } }),
    ).toBe('badMessage');
    expect(await refusal(anne, { type: 'state', game: before.game })).toBe('badMessage');
    expect(await refusal(anne, { type: 'volley', source: 'ship', strength: 7 })).toBe('badMessage');
    // malformed and deeply nested
    for (const body of ['hello', null, [1, 2], { type: 'act' }, { type: 'act', intent: nested }, 42])
      expect(await refusal(anne, body)).toBe('badMessage');
    // a spectator acting; asking for another seat's view; what only the host may do
    expect(await refusal(watcher, { type: 'act', intent: { type: 'endTurn' } })).toBe('spectator');
    expect(await refusal(watcher, { type: 'start' })).toBe('spectator');
    expect(await refusal(bob, { seat: 0 }, 'view')).toBe('badMessage');
    expect(await refusal(bob, { type: 'view', seat: 0 })).toBe('badMessage');
    expect(await refusal(bob, { type: 'start' })).toBe('notHost');
    expect(await refusal(bob, { type: 'giveSeat', seat: 0, level: 'captain' })).toBe('notHost');

    // oversized: the connection is closed before anything is read
    const mallory = await join(PORT, { code, spectate: true });
    mallory.send({ type: 'act', intent: { type: 'endTurn', pad: 'x'.repeat(10_000) } });
    await until('the oversized sender dropped', () => mallory.closed);
    // a flood: throttled (each message over the rate answered), then dropped
    const flooder = await join(PORT, { code, spectate: true });
    for (let i = 0; i < MESSAGE_BURST + DROPS_BEFORE_CLOSE + 20; i++) flooder.send({ type: 'start' });
    await until('the flooder dropped', () => flooder.closed);
    const errors = flooder.inbox.flatMap((message) => (message.type === 'error' ? [message.code] : []));
    expect(errors.filter((code) => code === 'tooFast').length).toBeGreaterThanOrEqual(DROPS_BEFORE_CLOSE);
    // what got through the burst was read (and refused: a spectator), the rest never was
    expect(errors.filter((code) => code === 'spectator').length).toBeLessThanOrEqual(MESSAGE_BURST + 2);

    const after = await stored(db, code);
    expect(after).toEqual(before);
    // The table still plays: Anne's real action is taken.
    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await bob.next('view', 0, (view) => view.version === before.version + 1 && view.view.turn?.seat === 1);
    for (const [client, seat] of [
      [anne, 0],
      [bob, 1],
      [watcher, null],
    ] as const)
      expect(client.inbox.flatMap((message) => hiddenLeaks(message, seat))).toEqual([]);
  }, 120_000);

  it('refuses a taken, computer or missing seat, an unknown or guessed code and a foreign token', async () => {
    const anne = await create(PORT, [
      { kind: 'person' },
      { kind: 'person' },
      { kind: 'computer', level: 'deckhand' },
    ]);
    const { code } = await anne.next('table');
    await join(PORT, { code, name: 'Bob', seat: 1 });
    const tables = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from tables')).rows[0]?.n;
    const count = await tables();
    await expect(join(PORT, { code, name: 'Eve', seat: 1 })).rejects.toThrow(/taken/);
    await expect(join(PORT, { code, name: 'Eve', seat: 0 })).rejects.toThrow(/taken/);
    await expect(join(PORT, { code, name: 'Eve', seat: 2 })).rejects.toThrow(/computer/);
    await expect(join(PORT, { code, name: 'Eve', seat: 3 })).rejects.toThrow(/no such seat/);
    await expect(join(PORT, { code, token: 'A'.repeat(43) })).rejects.toThrow(/token/);
    await expect(clientFor(PORT).joinById('nosuchroom', { code, spectate: true })).rejects.toThrow();
    // guessing: codes drawn like real ones, none of them a table (seeded, so a failure repeats)
    let seed = 17;
    const draw = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return CODE_ALPHABET[seed % CODE_ALPHABET.length];
    };
    for (let guess = 0; guess < 20; guess++) {
      const guessed = Array.from({ length: CODE_LENGTH }, draw).join('');
      if (guessed === code) continue;
      await expect(join(PORT, { code: guessed, spectate: true })).rejects.toThrow(/No table/);
    }
    await expect(join(PORT, { code: 'lowercase!', spectate: true })).rejects.toThrow();
    expect(await tables()).toBe(count);
  }, 120_000);

  it('a seat asked for again with the token its browser made is given again (a join whose connection dropped before "seated"); another token is refused', async () => {
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const token = newSeatToken();
    const first = await join(PORT, { code, name: 'Carl', seat: 1, token });
    expect((await first.next('seated')).token).toBe(token);
    // the same join tried again: the seat it holds, said again; the older connection gives way
    const again = await join(PORT, { code, name: 'Carl', seat: 1, token });
    expect(await again.next('seated')).toMatchObject({ seat: 1, token });
    await expect(join(PORT, { code, name: 'Eve', seat: 1, token: newSeatToken() })).rejects.toThrow(/taken/);
    await expect(join(PORT, { code, name: 'Eve', seat: 1 })).rejects.toThrow(/taken/);
    // one token, one seat: it cannot take a second
    await expect(join(PORT, { code, name: 'Carl', seat: 2, token })).rejects.toThrow(/another seat/);
    // and it comes back to its seat as a server-made token does
    const back = await join(PORT, { code, token });
    expect((await back.next('table')).you).toBe(1);
  }, 120_000);

  it('shows a held card only to its holder, also when the room comes back from the database with the same seats', async () => {
    const { code, anne, bob, watcher } = await playingTable();
    const seated = async (client: Scripted) => (await client.next('seated')).token;
    const tokens = [await seated(anne), await seated(bob)];
    for (const client of [anne, bob, watcher]) await client.room.leave();
    await until('the empty room disposed', () => (matchMaker.getLocalRoomById(code) ? null : true));

    // Anne holds a card now (written straight into the stored game, as if she had drawn it).
    const { game } = await stored(db, code);
    const dealt = give(game, 0, { cards: ['A'] });
    await db.query('update tables set game = $2 where code = $1', [code, JSON.stringify(dealt)]);
    const card = dealt.players[0]?.cards[0];
    if (!card) throw new Error('no card');

    const anneAgain = await join(PORT, { code, token: tokens[0] });
    const bobAgain = await join(PORT, { code, token: tokens[1] });
    const watcherAgain = await join(PORT, { code, spectate: true });
    const mine = await anneAgain.next('view');
    expect((await anneAgain.next('table')).you).toBe(0);
    expect((await bobAgain.next('table')).you).toBe(1);
    expect(mine.view.players[0]?.cards).toEqual([card]);
    for (const client of [bobAgain, watcherAgain])
      expect((await client.next('view')).view.players[0]?.cards).toEqual([{ ...card, destination: null }]);
    anneAgain.send({ type: 'act', intent: { type: 'endTurn' } });
    await watcherAgain.next('view', 0, (view) => view.view.turn?.seat === 1);
    // Neither Bob nor the spectator ever receives the card's destination, in any message.
    for (const client of [bobAgain, watcherAgain])
      expect(
        client.inbox.filter((message) =>
          JSON.stringify(message).includes(`"destination":"${card.destination}"`),
        ),
      ).toEqual([]);
    expect(bobAgain.inbox.flatMap((message) => hiddenLeaks(message, 1))).toEqual([]);
    expect(watcherAgain.inbox.flatMap((message) => hiddenLeaks(message, null))).toEqual([]);
  }, 120_000);

  it('a device that joins late gets the game so far as its log, as its seat may know it; later views carry none', async () => {
    const { code, anne, bob, watcher } = await playingTable();
    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await watcher.next('view', 0, (view) => view.view.turn?.seat === 1);
    const late = await join(PORT, { code, spectate: true });
    const first = await late.next('view');
    expect(first.history?.map((event) => event.type)).toEqual([
      'firstPlayerChosen',
      'krakenPlaced',
      'captainChosen',
      'captainChosen',
      'turnStarted',
      'turnEnded',
      'turnStarted',
    ]);
    expect(first.events).toEqual([]);
    expect(hiddenLeaks(first, null)).toEqual([]);
    const from = late.inbox.length;
    bob.send({ type: 'act', intent: { type: 'endTurn' } });
    const next = await late.next('view', from);
    expect(next.history).toBeUndefined();
    expect(next.events.map((event) => event.type)).toContain('turnEnded');
    for (const client of [anne, bob, watcher, late]) await client.room.leave();
  }, 120_000);

  it('undo online: a player takes back her own move in her turn; another seat cannot, nor after the turn has passed', async () => {
    const { code, anne, bob } = await playingTable();
    const before = await stored(db, code);
    anne.send({ type: 'act', intent: { type: 'turn', piece: 'ship', direction: 'left' } });
    await anne.next('view', 0, (view) => view.version === before.version + 1);
    expect(await refusal(bob, { type: 'act', intent: { type: 'undo' } })).toBe('notYourTurn');
    anne.send({ type: 'act', intent: { type: 'undo' } });
    const undone = await anne.next('view', 0, (view) => view.version === before.version + 2);
    expect(undone.view.ships).toEqual(before.game.ships);
    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await bob.next('view', 0, (view) => view.view.turn?.seat === 1);
    expect(await refusal(anne, { type: 'act', intent: { type: 'undo' } })).toBe('notYourTurn');
    expect(await refusal(bob, { type: 'act', intent: { type: 'undo' } })).toBe('nothingToUndo');
  }, 120_000);

  it('the host hands an absent player’s seat to a computer captain, which then plays it', async () => {
    const { code, anne, bob } = await playingTable();
    expect(await refusal(anne, { type: 'giveSeat', seat: 1, level: 'deckhand' })).toBe('present');
    await bob.room.leave();
    await anne.next('table', 0, (table) => table.seats[1]?.connected === false);
    anne.send({ type: 'giveSeat', seat: 1, level: 'deckhand' });
    await anne.next('table', 0, (table) => table.seats[1]?.kind === 'computer');
    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await anne.next('view', 0, (view) => view.view.turn?.seat === 0 && view.view.turn.round === 2);
    const log = await loadActions(db, code);
    expect(log.some((entry) => entry.action.type === 'act' && entry.action.action.seat === 1)).toBe(true);
  }, 180_000);
});
