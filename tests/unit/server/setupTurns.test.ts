import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameState, legalActions } from '../../../src/engine';
import { type Database, loadTable } from '../../../src/server/database';
import { MESSAGES_PER_SECOND } from '../../../src/server/floodGuard';
import { type RunningGameServer, startGameServer } from '../../../src/server/gameServer';
import { roomContext } from '../../../src/server/roomContext';
import type { ServerMessage } from '../../../src/table/onlineMessages';
import { create, join, type Scripted, stored } from './support';

const PORT = 2900;
let server: RunningGameServer;
let db: Database;

beforeAll(async () => {
  server = await startGameServer({ port: PORT, dataDir: 'memory://', volleyThreads: 1 });
  if (!roomContext.db) throw new Error('no database');
  db = roomContext.db;
}, 180_000);
afterAll(() => server.close(), 60_000);

type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;

/** Sends an action from `client` and returns the server's refusal of it. */
async function refused(client: Scripted, intent: unknown): Promise<ErrorMessage> {
  // paced under the flood guard's rate, which is tested on its own
  await new Promise((resolve) => setTimeout(resolve, 1000 / MESSAGES_PER_SECOND));
  const from = client.inbox.length;
  client.send({ type: 'act', intent });
  return client.next('error', from);
}

/** Sends an action from `client` and waits for the view it leads to (one version on). */
async function accepted(code: string, client: Scripted, intent: unknown): Promise<void> {
  const { version } = await stored(db, code);
  const from = client.inbox.length;
  client.send({ type: 'act', intent });
  await client.next('view', from, (view) => view.version === version + 1);
}

describe('setup on the table, seat by seat', () => {
  it('each setup choice is taken only from the seat whose turn it is; any other is refused with a reason and changes nothing', async () => {
    const anne = await create(PORT, [{ kind: 'person' }, { kind: 'person' }]);
    const { code } = await anne.next('table');
    const bob = await join(PORT, { code, name: 'Bob', seat: 1 });
    const watcher = await join(PORT, { code, spectate: true });

    // before the host starts, nobody chooses anything
    expect((await refused(bob, { type: 'chooseFirstPlayer', seat: 1 })).code).toBe('notStarted');
    expect((await loadTable(db, code))?.game ?? null).toBeNull();

    anne.send({ type: 'start' });
    await anne.next('view', 0, (view) => view.version === 1);

    // S1: the host chooses who goes first; a guest may not, and is told who does
    const notFirst = await refused(bob, { type: 'chooseFirstPlayer', seat: 1 });
    expect(notFirst).toMatchObject({
      code: 'notYourTurn',
      message: 'It is not your turn: Anne is choosing who goes first',
    });
    expect((await refused(watcher, { type: 'chooseFirstPlayer', seat: 1 })).code).toBe('spectator');
    expect((await stored(db, code)).version).toBe(1);
    // Anne names Bob: from now on the first player is a guest, not the host
    await accepted(code, anne, { type: 'chooseFirstPlayer', seat: 1 });

    // S2: the first player (Bob) places the Kraken; the host may not
    const { game: beforeKraken, version: krakenVersion } = await stored(db, code);
    const notKraken = await refused(anne, { type: 'placeKraken', hex: '0,0', facing: 0 });
    expect(notKraken).toMatchObject({
      code: 'notYourTurn',
      message: 'It is not your turn: Bob is placing the Kraken',
    });
    expect(await stored(db, code)).toEqual({ game: beforeKraken, version: krakenVersion });
    const spot = legalSpot(beforeKraken);
    await accepted(code, bob, { type: 'placeKraken', ...spot });

    // S4: captains clockwise from the first player: Bob, then Anne
    const choosing = { type: 'chooseCaptain', captain: 'helmsman', ship: 'red' } as const;
    const notAnnes = await refused(anne, choosing);
    expect(notAnnes).toMatchObject({
      code: 'notYourTurn',
      message: 'It is not your turn: Bob is choosing a captain and a ship',
    });
    await accepted(code, bob, choosing);
    // Bob has chosen: a second choice of his is out of turn; Anne's of his captain is refused as taken
    expect((await refused(bob, { ...choosing, captain: 'navigator', ship: 'blue' })).code).toBe(
      'notYourTurn',
    );
    expect((await refused(anne, { ...choosing, ship: 'blue' })).code).toBe('captainTaken');
    expect((await refused(anne, { ...choosing, captain: 'navigator' })).code).toBe('shipTaken');
    const { game: chosen } = await stored(db, code);
    expect(chosen.phase).toEqual({ kind: 'chooseCaptains', nextSeat: 0 });
    expect(chosen.players.map((player) => [player.captain, player.ship])).toEqual([
      [null, null],
      ['helmsman', 'red'],
    ]);
    await accepted(code, anne, { ...choosing, captain: 'navigator', ship: 'blue' });

    // the last choice opens the first turn, the first player's: every seat and the watcher see it
    for (const client of [anne, bob, watcher])
      await client.next(
        'view',
        0,
        (view) => view.view.phase.kind === 'playing' && view.view.turn?.seat === 1,
      );
    const { game: playing } = await stored(db, code);
    expect(playing.players.map((player) => player.captain)).toEqual(['navigator', 'helmsman']);
  }, 120_000);
});

/** A space and facing the Kraken may start on (S2), from the stored state's legal actions. */
function legalSpot(game: GameState): { hex: string; facing: number } {
  const placing = legalActions(game).find((action) => action.type === 'placeKraken');
  if (placing?.type !== 'placeKraken') throw new Error('no legal placement');
  return { hex: placing.hex, facing: placing.facing };
}
