import { type Browser, expect, type Page, test } from '@playwright/test';
import { cameraAtRest } from './support/camera';
import { turnGame } from './support/games';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { seededTable } from './support/seededTable';

/**
 * A game server of this spec, serving the test build and the tables (E2E_ONLINE_PORT + 20 and up, one
 * per worker: online.spec takes the first ones, onlineClock.spec + 5, turnNotices.spec + 7,
 * onlineReactions.spec + 10), or E2E_AIDS_PORT.
 */
const PORT = Number(process.env.E2E_AIDS_PORT ?? Number(process.env.E2E_ONLINE_PORT ?? 2611) + 20);
const ORIGIN = onlineServer(PORT);

const board = (page: Page) => page.locator('.game-screen');
const aidsOn = (page: Page) => page.getByTestId('online-practice-aids-on').getByTestId('status-practiceAids');

/** A phone held upright (390×844), as a guest would join from. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

/** A page of its own browser context (its own storage: another device), with quick graphics. */
async function device(browser: Browser, phone = false): Promise<Page> {
  const page = await (await browser.newContext(phone ? PHONE : {})).newPage();
  await quickTable(page);
  return page;
}

/** `name` takes seat `seat` of the table by the invite link. */
async function takeSeat(page: Page, code: string, name: string, seat: number) {
  await page.goto(`${ORIGIN}/?table=${code}`);
  const join = page.getByRole('form', { name: 'Join the table' });
  await join.getByLabel('Your name').fill(name);
  await join.getByRole('radio', { name: new RegExp(`Seat ${seat + 1}`) }).check();
  await join.getByRole('button', { name: 'Take the seat' }).click();
}

test('the host turns practice aids on for the table: the guest’s device says so before the game', async ({
  browser,
}, testInfo) => {
  const anne = await device(browser);
  await anne.goto(ORIGIN);
  await anne.getByRole('button', { name: 'Play online' }).click();
  const form = anne.getByRole('form', { name: 'New online table' });
  await form.getByLabel('Your name').fill('Anne');
  await form.getByLabel(/^Practice aids/).check();
  await form.getByRole('button', { name: 'Create the table' }).click();
  const code = (await anne.locator('.online-code').textContent()) ?? '';
  await expect(aidsOn(anne)).toHaveText('Practice aids on');

  const mary = await device(browser, true);
  await takeSeat(mary, code, 'Mary', 1);
  await expect(aidsOn(mary)).toHaveText('Practice aids on');
  await mary.screenshot({ path: testInfo.outputPath('aids-lobby-phone.png') });
});

test('at a table with practice aids, the player aiming sees their own chances; the other device says the aids are on', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const code = await seededTable(turnGame(), { practiceAids: true });
  const anne = await device(browser);
  await takeSeat(anne, code, 'Anne', 0);
  const mary = await device(browser, true);
  await takeSeat(mary, code, 'Mary', 1);
  for (const page of [anne, mary]) {
    await expect(board(page)).toHaveAttribute('data-phase', 'playing');
    await expect(board(page)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
    await expect(page.getByTestId('online-strip').getByTestId('status-practiceAids')).toBeVisible();
  }

  // Mary's turn, on her phone: her device works out the chances of her ship's volley as she pulls
  await mary.getByTestId('open-volley').click();
  await mary.getByTestId('fire-from-ship').click();
  const chances = mary.getByTestId('aim-chances');
  await expect(chances).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await cameraAtRest(mary);
  const box = await mary.getByTestId('lever-handle').boundingBox();
  if (!box) throw new Error('the lever handle has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await mary.mouse.move(x, y);
  await mary.mouse.down();
  await mary.mouse.move(x, y + 90, { steps: 6 });
  await expect(chances).toHaveText(/^hit \d+ %, land \d+ %$/);
  await mary.waitForFunction(() => window.__toGlory?.landingMarker.at !== null);
  await mary.screenshot({ path: testInfo.outputPath('aids-online-pulling-phone.png') });
  // pulled back to nothing: no shot
  await mary.mouse.move(x, y, { steps: 4 });
  await mary.mouse.up();
  await anne.screenshot({ path: testInfo.outputPath('aids-online-desktop.png') });
});
