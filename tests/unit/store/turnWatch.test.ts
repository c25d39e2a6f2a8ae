import { describe, expect, it } from 'vitest';
import type { KeyValueStorage, MyGame } from '../../../src/store/online/myGames';
import { noticeContent } from '../../../src/store/online/turnNoticeChannel';
import { turnWatch } from '../../../src/store/online/turnWatch';
import type { TurnFeedAnswer } from '../../../src/table/turnFeed';
import type { TurnNotice } from '../../../src/table/turnNotices';
import type { TurnStatus } from '../../../src/table/turnStatus';

const A = 'BBBB2345BC';
const B = 'CCCC2345BC';
const game = (code: string, token: string | null): MyGame => ({
  code,
  seat: token ? 0 : null,
  token,
  name: 'Anne',
  at: 0,
});
const memory = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

/** A page whose feed answers `statuses` (per table) and whose channel keeps what it was asked to show. */
function page(storage: KeyValueStorage, front: string | null = null) {
  const statuses = new Map<string, TurnStatus>();
  const shown: TurnNotice[] = [];
  const asked: string[][] = [];
  const look = turnWatch({
    games: () => [game(A, 'token-a'), game(B, 'token-b'), game('DDDD2345BC', null)],
    inFront: (code) => code === front,
    ask: async (tables): Promise<TurnFeedAnswer> => {
      asked.push(tables.map((table) => table.code));
      return {
        now: 0,
        tables: tables.map(({ code }) => {
          const status = statuses.get(code);
          return status ? { code, seat: 0, status } : { code, refused: 'No table has that code' };
        }),
      };
    },
    channel: { show: async (notice) => Boolean(shown.push(notice)) },
    storage,
  });
  return { statuses, shown, asked, look };
}

const yours: TurnStatus = { kind: 'yourTurn', turn: 'playing/0/1', deadline: null, warning: false };

describe('the page’s look at the player’s tables', () => {
  it('asks only for seats held, tells of what changed, and remembers across a reload what it saw', async () => {
    const storage = memory();
    const first = page(storage, B);
    first.statuses.set(A, { kind: 'waiting', on: 1 });
    first.statuses.set(B, { kind: 'waiting', on: 1 });
    await first.look();
    expect(first.asked).toEqual([[A, B]]);
    expect(first.shown).toEqual([]);
    // both turns come; only the table not in front tells; two looks at once tell it once
    first.statuses.set(A, yours);
    first.statuses.set(B, yours);
    await Promise.all([first.look(), first.look()]);
    expect(first.shown).toEqual([{ kind: 'turn', code: A }]);

    // a reload: table A's turn is not new, its end is
    const reloaded = page(storage);
    reloaded.statuses.set(A, { kind: 'ended' });
    reloaded.statuses.set(B, yours);
    await reloaded.look();
    expect(reloaded.shown).toEqual([{ kind: 'ended', code: A }]);
  });

  it('words each notice, one a table, opening that table', () => {
    const turn = noticeContent({ kind: 'turn', code: A });
    expect(turn.title).toBe('Your turn');
    expect(turn.options).toMatchObject({ tag: `table-${A}`, data: { code: A, url: `/?table=${A}` } });
    expect(noticeContent({ kind: 'ended', code: A }).options.body).toBe(`Table ${A} has ended.`);
    expect(noticeContent({ kind: 'timeWarning', code: A, deadline: 0 }).title).toBe('Your time runs out');
  });
});
