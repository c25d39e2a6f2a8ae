import { expect, type Page, test } from '@playwright/test';
import { pageState, revision, setUpGame } from './support/driver';

/** Presses a key and waits for the game store to change. */
async function pressAndWait(page: Page, key: string) {
  const before = await revision(page);
  await page.keyboard.press(key);
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
}

test('keyboard alone: the Kraken placed, a move, a turn, a Space volley with the meter rising, N ends the turn', async ({
  page,
}) => {
  await setUpGame(page, 777);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });

  // S2: arrows move a cursor over the allowed spaces, R turns the facing, Enter places
  const cursor = page.getByTestId('kraken-cursor');
  // the keys listen once the table is drawn: press until the cursor shows
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(cursor).toContainText('Cursor:', { timeout: 1_000 });
  }).toPass();
  const first = await cursor.textContent();
  await page.keyboard.press('ArrowUp');
  await expect(cursor).not.toHaveText(first ?? '');
  await page.keyboard.press('r');
  await expect(page.getByRole('radio', { name: 'east', exact: true })).toBeChecked();
  await pressAndWait(page, 'Enter');
  expect((await pageState(page)).kraken).not.toBeNull();

  // the hand-off takes the focus; Enter on it starts the turn
  const ready = page.getByRole('button', { name: /tap when ready/ });
  await expect(ready).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ready).toBeHidden();

  const start = await pageState(page);
  const ship = start.players[start.turn?.seat ?? 0]?.ship ?? 'red';
  await pressAndWait(page, 'w');
  const sailed = await pageState(page);
  expect(sailed.ships[ship]?.hex).not.toBe(start.ships[ship]?.hex);
  await pressAndWait(page, 'd');
  expect((await pageState(page)).ships[ship]?.facing).not.toBe(sailed.ships[ship]?.facing);

  // F opens the volley with the focus on the choices; Space held charges the meter, released fires
  await page.keyboard.press('f');
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('aiming')).toBeFocused();
  const meter = page.getByTestId('power-meter');
  const reading = async () => Number(await meter.getAttribute('aria-valuenow'));
  await page.keyboard.down(' ');
  // read as soon as it moves (the full hold takes a little over a second): it must go on rising
  await expect.poll(reading, { intervals: [50] }).toBeGreaterThan(0);
  const early = await reading();
  expect(early, 'the meter is read before it is full').toBeLessThan(100);
  await expect.poll(reading, { intervals: [50] }).toBeGreaterThan(early);
  await page.keyboard.up(' ');
  await expect(page.getByTestId('close-volley')).toBeFocused({ timeout: 60_000 });
  await page.keyboard.press('Enter');
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);

  // N ends the turn, as the End turn button says; not while a field has the focus
  await expect(page.getByTestId('end-turn')).toHaveAttribute('aria-keyshortcuts', 'N');
  await expect(page.getByTestId('end-turn')).toHaveText('End turn (N)');
  await page.getByLabel('Move the Kraken to').focus();
  const beforeField = await revision(page);
  await page.keyboard.press('n');
  await page.waitForTimeout(300);
  expect(await revision(page), 'N pressed in a field changes nothing').toBe(beforeField);
  expect((await pageState(page)).turn?.seat).toBe(start.turn?.seat);
  // off the field (onto the next control), N is the table's again
  await page.keyboard.press('Tab');
  await pressAndWait(page, 'n');
  await expect(page.getByRole('button', { name: /tap when ready/ })).toBeFocused();
  expect((await pageState(page)).turn?.seat).not.toBe(start.turn?.seat);
});
