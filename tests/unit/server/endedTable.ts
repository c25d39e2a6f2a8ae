import { createHash } from 'node:crypto';
import { createGame, execute, type GameState } from '../../../src/engine';
import { generatorFrom, seedRng } from '../../../src/engine/rng';
import { chooseAction } from '../../../src/engine/sim/agent';
import { appendAction, type Database, insertTable, type TableSetup } from '../../../src/server/database';
import { newTableCode } from '../../../src/server/tableCode';
import type { TableClock } from '../../../src/table/onlineMessages';
import { newSeatToken } from '../../../src/table/seatToken';
import type { Scripted } from './support';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A table of Anne (host, seat 0) and Bob (seat 1) under `clock` whose game the simulated captains played
 * to its end, stored as a room stores it: the end is the point, not the turns before; `extra` adds to
 * its setup (practice aids). Its code and the seats' tokens.
 */
export async function endedTable(
  db: Database,
  clock: TableClock,
  extra: Pick<TableSetup, 'practiceAids'> = {},
): Promise<{ code: string; tokens: string[] }> {
  const code = newTableCode();
  const tokens = [newSeatToken(), newSeatToken()];
  await insertTable(db, code, {
    host: 0,
    clock,
    ...extra,
    seats: ['Anne', 'Bob'].map((name, seat) => ({
      kind: 'person',
      level: null,
      name,
      tokenHash: hash(tokens[seat] as string),
    })),
  });
  let state: GameState = createGame({ names: ['Anne', 'Bob'], seed: 5 });
  const generator = generatorFrom(seedRng(5));
  while (state.phase.kind !== 'ended') {
    const result = execute(state, chooseAction(state, generator));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  await appendAction(db, code, 1, null, { type: 'start', seed: 5, names: ['Anne', 'Bob'] }, state);
  return { code, tokens };
}

/** The rematch code a client's table messages name, once they do. */
export const rematchOf = async (client: Scripted) =>
  (await client.next('table', 0, (table) => Boolean(table.rematch))).rematch as string;
