import { type Browser, expect, type Page } from '@playwright/test';
import { HandClock } from '../unit/server/handClock';
import { coveredFraction } from './support/coverage';
import { test } from './support/deviceTest';
import { placeKraken } from './support/driver';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';

/**
 * A game server of this spec, on its own port: E2E_ONLINE_PORT + 5 (online.spec takes the first ones),
 * or E2E_CLOCK_PORT.
 */
const PORT = Number(process.env.E2E_CLOCK_PORT ?? Number(process.env.E2E_ONLINE_PORT ?? 2611) + 5);
/** The server's time, moved by hand: a turn runs out when the test says, not after two minutes. */
const clock = new HandClock(Date.UTC(2026, 11, 5, 12));
const ORIGIN = onlineServer(PORT, clock);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A device of its own (its own storage), with quick graphics; a phone is touch at 390 × 844. */
async function device(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } : { viewport: DESKTOP },
  );
  const page = await context.newPage();
  await quickTable(page);
  return page;
}

const board = (page: Page) => page.locator('.game-screen');
const countdown = (page: Page) => page.getByTestId('online-strip').getByTestId('countdown');

test('the host chooses a real-time clock; both devices show it run, warn when little is left, and name the computer playing for a player whose time ran out', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const anne = await device(browser);
  await anne.goto(ORIGIN);
  await anne.getByRole('button', { name: 'Play online' }).click();
  const form = anne.getByRole('form', { name: 'New online table' });
  await form.getByLabel('Your name').fill('Anne');
  await form.getByLabel('Time limit').selectOption('realTime');
  await expect(form.getByLabel('Minutes a turn')).toHaveValue('2');
  await expect(form.getByLabel('Seconds added for each action')).toHaveValue('10');
  await form.getByLabel('When time runs out').selectOption('deckhand');
  await form.getByRole('button', { name: 'Create the table' }).click();
  const code = (await anne.locator('.online-code').textContent()) ?? '';

  const bob = await device(browser, true);
  await bob.goto(`${ORIGIN}/?table=${code}`);
  const join = bob.getByRole('form', { name: 'Join the table' });
  await join.getByLabel('Your name').fill('Bob');
  await join.getByRole('button', { name: 'Take the seat' }).click();
  await anne.getByRole('button', { name: 'Start the game' }).click();
  // the host's clock runs from the first choice, on both devices' table panels
  await expect(anne.getByTestId('countdown')).toContainText('Your clock');
  await expect(bob.getByTestId('countdown')).toContainText('Anne’s clock');
  await anne.getByRole('group', { name: 'Who goes first?' }).getByRole('button', { name: 'Anne' }).click();
  await expect(board(anne)).toHaveAttribute('data-phase', 'placeKraken');
  await placeKraken(anne);
  await anne
    .getByRole('form', { name: 'Choose your captain' })
    .getByRole('button', { name: 'Take them' })
    .click();
  await bob
    .getByRole('form', { name: 'Choose your captain' })
    .getByRole('button', { name: 'Take them' })
    .click();
  for (const page of [anne, bob]) {
    await expect(board(page)).toHaveAttribute('data-phase', 'playing');
    await expect(board(page)).toHaveAttribute('data-table-ready', 'true', { timeout: 120_000 });
  }
  await expect(countdown(anne)).toHaveText(/^Your clock [12]:\d\d$/);
  await expect(countdown(bob)).toHaveText(/^Anne’s clock [12]:\d\d$/);

  // 119 s of the turn pass on the server; Anne's action adds 10 s: 11 s left, under the warning's 12 s
  clock.advance(119_000);
  await anne.getByTestId('ship-left').click();
  for (const page of [anne, bob]) {
    await expect(countdown(page)).toHaveClass(/low/);
    await expect(countdown(page)).toContainText('little time left');
  }
  await expect(countdown(anne).locator('[aria-live]')).toHaveText(/^You have (1[01]|[0-9]) seconds? left$/);
  await expect(countdown(bob).locator('[aria-live]')).toHaveText(/^Anne has (1[01]|[0-9]) seconds? left$/);
  await anne.screenshot({ path: info.outputPath('clock-desktop-low.png') });
  await bob.screenshot({ path: info.outputPath('clock-phone-low.png') });
  // the strip (the clock in it) stands beside the board window the camera frames, never over it, in a
  // line or two
  for (const page of [anne, bob]) {
    info.annotations.push({ type: 'covered', description: `${await coveredFraction(page)} with the strip` });
    const strip = await page.getByTestId('online-strip').boundingBox();
    expect(strip?.height, 'the strip’s height, px').toBeLessThanOrEqual(80);
    const overlap = await page.evaluate(() => {
      const strip = document.querySelector('.online-strip')?.getBoundingClientRect();
      const board = document.querySelector('.board-window')?.getBoundingClientRect();
      if (!strip || !board) return null;
      const across = Math.min(strip.right, board.right) - Math.max(strip.left, board.left);
      const down = Math.min(strip.bottom, board.bottom) - Math.max(strip.top, board.top);
      return Math.max(0, across) * Math.max(0, down);
    });
    expect(overlap, 'px² of the board window under the strip').toBe(0);
  }

  // Anne's time runs out: a Deckhand plays for her, and both devices say so; she takes her seat back
  clock.advance(30_000);
  const standIn = (page: Page) => page.getByTestId('online-strip').getByTestId('stand-in');
  await expect(standIn(bob)).toHaveText('A computer (Deckhand) plays for Anne while Anne is away');
  await expect(standIn(anne)).toContainText('A computer (Deckhand) plays for you');
  await expect(anne.locator('.online-strip > p[role="status"]')).toHaveText('A computer plays your turn');
  await anne.screenshot({ path: info.outputPath('clock-desktop-stand-in.png') });
  await bob.screenshot({ path: info.outputPath('clock-phone-stand-in.png') });
  await standIn(anne).getByRole('button', { name: 'I’m back' }).click();
  for (const page of [anne, bob]) await expect(standIn(page)).toHaveCount(0);
});
