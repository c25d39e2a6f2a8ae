import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, execute, type GameState, legalActions } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { appendAction, type Database, insertTable } from '../../../src/server/database';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import { TABLE_ROOM } from '../../../src/table/onlineMessages';
import type { TurnFeedAnswer } from '../../../src/table/turnFeed';
import { HandClock } from './handClock';
import { clientFor, join, type Scripted, stored, toFirstTurn, wrap } from './support';

/** This test's own port (the notices engineer's range, 2890–2899). */
const PORT = 2890;
const START = Date.UTC(2026, 11, 5, 12);
const HOUR = 3_600_000;
const ENDED_CODE = 'NDDT2345BC';
const ENDED_TOKEN = 'x'.repeat(43);

let server: RunningGameServer;
let db: Database;
const clock = new HandClock(START);

/** Asks the feed as a page does: a POST with the tables and tokens in its body. */
async function feed(body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${PORT}/online/turns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
}

async function feedOf(tables: { code: string; token: string }[]): Promise<TurnFeedAnswer> {
  const response = await feed({ tables });
  expect(response.status).toBe(200);
  return (await response.json()) as TurnFeedAnswer;
}

/** A table whose game is over, stored as a room stores it (only its last state matters to the feed). */
async function endedTable(): Promise<void> {
  await insertTable(db, ENDED_CODE, {
    host: 0,
    seats: [
      {
        kind: 'person',
        level: null,
        name: 'Anne',
        tokenHash: createHash('sha256').update(ENDED_TOKEN).digest('hex'),
      },
      { kind: 'computer', level: 'deckhand', name: null, tokenHash: null },
    ],
  });
  let state: GameState = createGame({ names: ['Anne', 'Computer'], seed: 5 });
  const generator = generatorFrom(seedRng(5));
  while (state.phase.kind !== 'ended') {
    const result = execute(state, chooseAction(state, generator));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  await appendAction(db, ENDED_CODE, 1, null, { type: 'start', seed: 5, names: ['Anne', 'Computer'] }, state);
}

/** Anne's table of two people on a turn-based clock of a day a move, Bob in seat 1: both seats' tokens. */
async function dailyTable() {
  const anne = wrap(
    await clientFor(PORT).create(TABLE_ROOM, {
      create: {
        seats: [{ kind: 'person' }, { kind: 'person' }],
        name: 'Anne',
        clock: { limit: { kind: 'turnBased', turnHours: 24 }, onTimeout: { kind: 'endTurn' } },
      },
    }),
  );
  const { code } = await anne.next('table');
  const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
  const tokens = [(await anne.next('seated')).token, (await bob.next('seated')).token];
  return { code, anne, bob, tokens };
}

beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1, clock });
  if (!roomContext.db) throw new Error('no database');
  db = roomContext.db;
  await endedTable();
}, 120_000);
afterAll(() => server.close(), 60_000);

describe('the whose-turn feed', () => {
  it('tells each seat by its token whose turn it is, the clock’s deadline and its warning, and the game’s end', async () => {
    const { code, anne, bob, tokens } = await dailyTable();
    const both = () => feedOf(tokens.map((token) => ({ code, token })));
    const statuses = async () =>
      (await both()).tables.map((entry) => ('status' in entry ? entry.status : entry));

    expect(await statuses()).toEqual([{ kind: 'notStarted' }, { kind: 'notStarted' }]);
    await toFirstTurn(db, code, anne, bob);
    const first = await both();
    expect(first.now).toBe(START);
    expect(first.tables).toEqual([
      {
        code,
        seat: 0,
        status: { kind: 'yourTurn', turn: 'playing/0/1', deadline: START + 24 * HOUR, warning: false },
      },
      { code, seat: 1, status: { kind: 'waiting', on: 0 } },
    ]);

    // a tenth of the day left (2.4 h): Anne's time warning is due
    clock.advance(24 * HOUR - 24 * 360_000);
    expect((await statuses())[0]).toMatchObject({ kind: 'yourTurn', warning: true });

    // Anne ends her turn: Bob's turn, on a fresh day
    const { game, version } = await stored(db, code);
    const endTurn = legalActions(game).find((action) => action.type === 'endTurn');
    if (!endTurn) throw new Error('no endTurn');
    anne.send({ type: 'act', intent: { type: 'endTurn' } });
    await bob.next('view', 0, (view) => view.version === version + 1);
    expect(await statuses()).toEqual([
      { kind: 'waiting', on: 1 },
      { kind: 'yourTurn', turn: 'playing/1/1', deadline: clock.now() + 24 * HOUR, warning: false },
    ]);

    const ended = await feedOf([{ code: ENDED_CODE, token: ENDED_TOKEN }]);
    expect(ended.tables).toEqual([{ code: ENDED_CODE, seat: 0, status: { kind: 'ended' } }]);
    for (const client of [anne, bob] as Scripted[]) await client.room.leave(true);
  }, 120_000);

  it('refuses a token of no seat, a code of no table, a malformed body and another method, each in words', async () => {
    const answer = await feedOf([
      { code: ENDED_CODE, token: 'y'.repeat(43) },
      { code: 'NQNB2345BC', token: ENDED_TOKEN },
    ]);
    expect(answer.tables).toEqual([
      { code: ENDED_CODE, refused: 'That seat token is not one of this table’s' },
      { code: 'NQNB2345BC', refused: 'No table has that code' },
    ]);

    const refusal = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refusal(await feed({ tables: [] }), 400)).toMatch(/at least one table/);
    expect(await refusal(await feed({ tables: [{ code: ENDED_CODE }] }), 400)).toMatch(/token/);
    expect(
      await refusal(await feed({ tables: [{ code: ENDED_CODE, token: ENDED_TOKEN, seat: 0 }] }), 400),
    ).toMatch(/tables/);
    expect(await refusal(await feed(null, { body: 'not json' }), 400)).toBeTruthy();
    expect(await refusal(await feed(null, { body: 'x'.repeat(9000) }), 413)).toMatch(/too long/);
    const get = await fetch(`http://127.0.0.1:${PORT}/online/turns`);
    expect(await refusal(get, 405)).toMatch(/POST/);
  });
});
