import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/deviceTest';
import { endingGame } from './support/games';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { seededTable } from './support/seededTable';

/**
 * A game server of this spec, serving the test build and the tables (E2E_ONLINE_PORT + 10 and up, one
 * per worker: online.spec takes the first ones, onlineClock.spec + 5, turnNotices.spec + 7), or
 * E2E_REACTIONS_PORT.
 */
const PORT = Number(process.env.E2E_REACTIONS_PORT ?? Number(process.env.E2E_ONLINE_PORT ?? 2611) + 10);
const ORIGIN = onlineServer(PORT);

const board = (page: Page) => page.locator('.game-screen');
const bubbles = (page: Page) => page.getByRole('log', { name: 'Reactions' });

/** A phone held upright (390×844), as a guest would join from. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/** A page of its own browser context (its own storage: another device), with quick graphics. */
async function device(browser: Browser, phone = false): Promise<Page> {
  const page = await (await browser.newContext(phone ? PHONE : {})).newPage();
  await quickTable(page);
  return page;
}

/** Anne and Mary each take their seat on a device of their own by the invite link. */
async function seatBoth(browser: Browser, code: string): Promise<Page[]> {
  const players: Page[] = [];
  for (const [seat, name] of ['Anne', 'Mary'].entries()) {
    // Anne at a desktop, Mary on a phone
    const page = await device(browser, seat === 1);
    await page.goto(`${ORIGIN}/?table=${code}`);
    const join = page.getByRole('form', { name: 'Join the table' });
    await join.getByLabel('Your name').fill(name);
    await join.getByRole('radio', { name: new RegExp(`Seat ${seat + 1} \\(\\w+ ship\\): free`) }).check();
    await join.getByRole('button', { name: 'Take the seat' }).click();
    await expect(board(page)).toHaveAttribute('data-phase', 'playing');
    players.push(page);
  }
  return players;
}

/** Sends a reaction from `page`'s React card (the server allows one every 2 s: a refusal is sent again). */
async function react(page: Page, words: string): Promise<void> {
  const mine = bubbles(page).getByText(words);
  const before = await mine.count();
  await expect(async () => {
    const card = page.getByTestId('reactions');
    if (!(await card.evaluate((details) => (details as HTMLDetailsElement).open)))
      await card.getByText('React', { exact: true }).click();
    await card.getByRole('button', { name: words, exact: true }).click();
    await expect(mine).toHaveCount(before + 1, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('quick reactions: one seat’s reaction shows on the other device a moment, and a muted player’s do not', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const [anne, mary] = (await seatBoth(browser, await seededTable(endingGame()))) as [Page, Page];
  await expect(board(mary)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });

  // the card fits the phone's screen: every choice inside the viewport
  await mary.getByTestId('reactions').getByText('React', { exact: true }).click();
  for (const choice of await mary.getByRole('group', { name: 'Send a reaction' }).getByRole('button').all()) {
    const box = await choice.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
  }
  await mary.screenshot({ path: testInfo.outputPath('reaction-card-phone.png') });
  await mary.getByTestId('reactions').getByText('React', { exact: true }).click();

  await react(anne, 'Nice shot!');
  await expect(bubbles(mary).getByText('Nice shot!')).toBeVisible();
  await expect(bubbles(mary)).toContainText('Anne:');
  await mary.screenshot({ path: testInfo.outputPath('reaction-shown-phone.png') });
  // and it goes by itself
  await expect(bubbles(mary).getByText('Nice shot!')).toHaveCount(0);

  // Mary mutes Anne (on her device only): Anne's next reaction reaches Anne's screen, not Mary's
  const maryCard = mary.getByTestId('reactions');
  await maryCard.getByText('React', { exact: true }).click();
  await maryCard.getByRole('checkbox', { name: 'Anne' }).uncheck();
  await react(anne, '👏 Bravo');
  // Mary's own reaction, sent after Anne's was shown, comes after it on Mary's connection
  await react(mary, 'Oops');
  await expect(bubbles(mary).getByText('👏 Bravo')).toHaveCount(0);
  await expect(bubbles(anne).getByText('Oops')).toBeVisible();
  await anne.screenshot({ path: testInfo.outputPath('reaction-shown-desktop.png') });
  // kept on this device: after a reload Anne is still muted
  await mary.reload();
  await mary.getByTestId('reactions').getByText('React', { exact: true }).click();
  await expect(mary.getByTestId('reactions').getByRole('checkbox', { name: 'Anne' })).not.toBeChecked();
});

test('a rematch from the end screen: both players and a watcher are taken to the new table, the seats moved round by one', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const game = endingGame();
  const code = await seededTable(game);
  const players = await seatBoth(browser, code);
  const watcher = await device(browser);
  await watcher.goto(`${ORIGIN}/?table=${code}&watch=1`);
  await expect(board(watcher)).toHaveAttribute('data-phase', 'playing');

  const last = players[game.turn?.seat ?? 0] as Page;
  await expect(board(last)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await last.getByTestId('end-turn').click();
  for (const page of [...players, watcher]) await expect(page.getByTestId('winner')).toBeVisible();
  // a watcher has no rematch to ask for
  await expect(watcher.getByTestId('online-rematch')).toHaveCount(0);

  const [anne, mary] = players as [Page, Page];
  // a "Well played" from the end screen (Mary's phone), shown on Anne's
  const endCard = mary.locator('.end-screen').getByTestId('reactions');
  await endCard.getByText('React', { exact: true }).click();
  await mary.screenshot({ path: test.info().outputPath('end-reactions-phone.png') });
  await endCard.getByRole('button', { name: 'Well played', exact: true }).click();
  await expect(bubbles(anne).getByText('Well played')).toBeVisible();
  await mary.getByRole('button', { name: 'Rematch' }).click();
  // every device leaves the ended table for the new one, whose code its address names now
  for (const page of [anne, mary, watcher]) {
    await expect(page).toHaveURL(/table=[A-Z0-9]{10}/);
    await expect(page).not.toHaveURL(new RegExp(code));
    await expect(page.getByTestId('winner')).toHaveCount(0);
  }
  const rematch = new URL(anne.url()).searchParams.get('table');
  expect(new URL(mary.url()).searchParams.get('table')).toBe(rematch);
  expect(new URL(watcher.url()).searchParams.get('table')).toBe(rematch);
  // Mary sits first now, Anne second, on the new table's board (its setup begins); each device holds its own seat there
  const seats = (page: Page) => page.getByTestId('online-strip').getByRole('listitem');
  await expect(seats(anne)).toHaveText([/^\s*Mary/, /^\s*Anne.*you/]);
  await expect(seats(mary)).toHaveText([/^\s*Mary.*you/, /^\s*Anne/]);
  await expect(seats(watcher)).toHaveText([/^\s*Mary/, /^\s*Anne/]);
  await expect(seats(watcher).filter({ hasText: 'you' })).toHaveCount(0);
});
