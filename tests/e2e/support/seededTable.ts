import type { GameState } from '../../../src/engine';
import { appendAction, insertTable, type TableSetup } from '../../../src/server/database';
import { roomContext } from '../../../src/server/roomContext';
import { newTableCode } from '../../../src/server/tableCode';

/**
 * A table of Anne and Mary whose game is `game` (e.g. a turn from its end), put straight in the
 * database of the spec's game server (it runs in the test's process): the point of such a spec is what
 * follows, not the hundreds of turns before it, and no message or option of the game server can do
 * this. Its seats are free; `extra` adds to its setup (practice aids; its clock: the time limit and
 * timeout policy, none: no limit); its code.
 */
export async function seededTable(
  game: GameState,
  extra: Pick<TableSetup, 'practiceAids' | 'clock'> = {},
): Promise<string> {
  const code = newTableCode();
  if (!roomContext.db) throw new Error('no game server database');
  const setup: TableSetup = {
    host: 0,
    seats: game.players.map(() => ({ kind: 'person', level: null, name: null, tokenHash: null })),
    ...extra,
  };
  await insertTable(roomContext.db, code, setup);
  await appendAction(
    roomContext.db,
    code,
    1,
    null,
    { type: 'start', seed: 3, names: ['Anne', 'Mary'] },
    game,
  );
  return code;
}
