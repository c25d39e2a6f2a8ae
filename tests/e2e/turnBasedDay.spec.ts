import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { TABLE_ROOM, type TableClock } from '../../src/table/onlineMessages';
import { HandClock } from '../unit/server/handClock';
import { test } from './support/deviceTest';
import { turnGame } from './support/games';
import { clickNotice, lookNow, shownNotices } from './support/notices';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { scriptedClient, seatFor } from './support/scriptedPlayer';
import { seededTable } from './support/seededTable';

/**
 * A game server of this spec (E2E_ONLINE_PORT + 15 and up, one per worker: online.spec takes the first
 * ones, onlineClock.spec + 5, turnNotices.spec + 7, onlineReactions.spec + 10).
 */
const PORT = Number(process.env.E2E_ONLINE_PORT ?? 2611) + 15;
/** The server's time, moved by hand: a day passes when the test says so. */
const clock = new HandClock(Date.UTC(2026, 11, 5, 9));
const ORIGIN = onlineServer(PORT, clock);

const HOUR = 3_600_000;
/** A move a day; a Deckhand plays the turn of a player whose day ran out. */
const A_MOVE_A_DAY: TableClock = {
  limit: { kind: 'turnBased', turnHours: 24 },
  onTimeout: { kind: 'captain', level: 'deckhand' },
};

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

type HeldSeat = Awaited<ReturnType<typeof seatFor>>;

/**
 * A device of its own (its own storage) holding `seat` in "My games", as after taking it by the invite
 * link, with quick graphics; `notices`: turn notices on (permission given, the player opted in).
 */
async function device(
  browser: Browser,
  seat: HeldSeat & { name: string },
  { phone = false, notices = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(phone ? PHONE : {}),
    ...(notices ? { permissions: ['notifications'] } : {}),
  });
  const page = await context.newPage();
  await quickTable(page);
  await page.addInitScript(
    ({ game, notices }) => {
      localStorage.setItem('to-glory:online-games', JSON.stringify([game]));
      if (notices) localStorage.setItem('to-glory:turn-notices', 'on');
    },
    { game: { ...seat, at: Date.now() }, notices },
  );
  return { context, page };
}

const board = (page: Page) => page.locator('.game-screen');
const strip = (page: Page) => page.getByTestId('online-strip');
const turnWords = (page: Page) => strip(page).locator(':scope > p[role="status"]');
const standIn = (page: Page) => strip(page).getByTestId('stand-in');

test('a turn-based day: Mary moves, Anne’s device is told, her day runs out, a Deckhand plays for her, and she takes her seat back from the notice', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  // Mary's turn (seat 1) at a table of a move a day; both seats taken, as by the invite link
  const code = await seededTable(turnGame(), { clock: A_MOVE_A_DAY });
  const join = (seat: number, name: string) =>
    scriptedClient(ORIGIN).joinOrCreate(TABLE_ROOM, { code, name, seat });
  const anneSeat = { ...(await seatFor(await join(0, 'Anne'))), name: 'Anne' };
  const marySeat = { ...(await seatFor(await join(1, 'Mary'))), name: 'Mary' };

  // Anne's desktop is open on the home screen, her notices on; its first look sees the table wait on Mary
  const anne = await device(browser, anneSeat, { notices: true });
  await anne.page.goto(ORIGIN);
  await anne.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const seen = () =>
    anne.page.evaluate(
      () => JSON.parse(localStorage.getItem('to-glory:turn-notices-seen') ?? '{}') as object,
    );
  await expect.poll(seen).toMatchObject({ [code]: { kind: 'waiting', on: 1 } });

  // Mary's phone at the table: her turn, her day running
  const mary = await device(browser, marySeat, { phone: true });
  await mary.page.goto(`${ORIGIN}/?table=${code}`);
  await expect(board(mary.page)).toHaveAttribute('data-table-ready', 'true', { timeout: 120_000 });
  await expect(turnWords(mary.page)).toHaveText('Your turn');
  await expect(strip(mary.page).getByTestId('countdown')).toHaveText(
    /^Your clock (1 d 0 h 00 min|23 h 59 min)$/,
  );
  await mary.page.getByTestId('end-turn').click();
  await expect(turnWords(mary.page)).toHaveText('Anne to play');
  await expect(strip(mary.page).getByTestId('countdown')).toHaveText(
    /^Anne’s clock (1 d 0 h 00 min|23 h 59 min)$/,
  );

  // Anne's device is told: her turn
  await lookNow(anne.page);
  const notice = { tag: `table-${code}`, data: { code, url: `/?table=${code}` } };
  await expect
    .poll(() => shownNotices(anne.page))
    .toEqual([{ title: 'Your turn', body: `Table ${code} waits on you.`, ...notice }]);

  // 22 hours later, 2 left (under the day's 2.4-hour warning): her time runs out, she is told once
  clock.advance(22 * HOUR);
  await lookNow(anne.page);
  await expect
    .poll(() => shownNotices(anne.page))
    .toMatchObject([{ title: 'Your time runs out', ...notice }]);
  await lookNow(anne.page);
  await expect.poll(seen).toMatchObject({ [code]: { kind: 'yourTurn', warning: true } });
  expect(await shownNotices(anne.page)).toHaveLength(1);

  // the day is out: a Deckhand plays Anne's turn, Mary's phone says so, and the turn comes back to Mary
  clock.advance(2 * HOUR + 60_000);
  await expect(standIn(mary.page)).toHaveText('A computer (Deckhand) plays for Anne while Anne is away');
  await expect(turnWords(mary.page)).toHaveText('Your turn', { timeout: 120_000 });
  await mary.page.screenshot({ path: info.outputPath('day-phone-stand-in.png') });
  // a turn a computer played for her is no turn of hers: nothing new to tell Anne
  await lookNow(anne.page);
  await expect.poll(seen).toMatchObject({ [code]: { kind: 'waiting', on: 1 } });
  expect(await shownNotices(anne.page)).toMatchObject([{ title: 'Your time runs out' }]);

  // Anne comes back by the notice: the table opens on her seat, the Deckhand stands down on both devices
  await clickNotice(anne.context);
  await expect(anne.page).toHaveURL(`${ORIGIN}/?table=${code}`);
  await expect(turnWords(anne.page)).toHaveText('Mary to play', { timeout: 90_000 });
  for (const page of [anne.page, mary.page]) await expect(standIn(page)).toHaveCount(0);
  await expect(strip(anne.page).getByTestId('countdown')).toHaveText(/^Mary’s clock /);
  await anne.page.screenshot({ path: info.outputPath('day-desktop-back.png') });
  await anne.context.close();
  await mary.context.close();
});
