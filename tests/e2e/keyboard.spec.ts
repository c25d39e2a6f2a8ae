import { expect, type Page, test } from '@playwright/test';
import { animationFrames } from './support/animationFrames';
import { pageState, revision, setUpGame } from './support/driver';
import { openWithGame, turnGame } from './support/games';
import { quickTable } from './support/quickTable';

/** What has the keyboard focus: never the page itself after an action (the keyboard would start over). */
async function focusKept(page: Page, after: string) {
  const focused = () => page.evaluate(() => document.activeElement?.tagName ?? 'none');
  await expect.poll(focused, { message: `the focus after ${after}` }).not.toBe('BODY');
  // and it stays there once the page has rendered what the action queued (two frames: a render, its effects)
  await animationFrames(page, 2);
  expect(await focused(), `the focus after ${after}, settled`).not.toBe('BODY');
}

// the keys are the point here, not the motion: moves and the camera show at once
test.beforeEach(({ page }) => quickTable(page));

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
  await focusKept(page, 'Set sail');

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

  // Esc backs out of "Fire from…" and out of aiming; the focus stays on the controls
  await page.keyboard.press('f');
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('fire-from-ship')).toBeHidden();
  await focusKept(page, 'Esc on the "Fire from…" choice');
  await page.keyboard.press('f');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('aiming')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('aiming')).toBeHidden();
  await focusKept(page, 'Esc while aiming');

  // F opens the volley with the focus on the choices; Space held charges the meter, released fires
  await page.keyboard.press('f');
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('aiming')).toBeFocused();
  // every reading the meter shows is kept in the page (a loaded machine answers the test slowly)
  await page.evaluate(() => {
    const meter = document.querySelector('[data-testid="power-meter"]');
    const seen: number[] = [];
    (window as unknown as { __meterSeen: number[] }).__meterSeen = seen;
    if (meter)
      new MutationObserver(() => seen.push(Number(meter.getAttribute('aria-valuenow')))).observe(meter, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
  });
  const seen = () => page.evaluate(() => (window as unknown as { __meterSeen: number[] }).__meterSeen);
  await page.keyboard.down(' ');
  // the full hold takes a little over a second: the meter must pass through values on its way up
  await expect.poll(async () => Math.max(0, ...(await seen())), { intervals: [50] }).toBe(100);
  await page.keyboard.up(' ');
  const readings = await seen();
  expect(
    readings.some((value) => value > 0 && value < 100),
    `the meter rose gradually: ${readings}`,
  ).toBe(true);
  expect(readings, 'the meter only rises while held').toEqual([...readings].sort((a, b) => a - b));
  await expect(page.getByTestId('close-volley')).toBeFocused({ timeout: 60_000 });
  await page.keyboard.press('Enter');
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);
  await focusKept(page, 'Continue on the volley');

  // the Kraken moved from the panel: the focus stays with the Kraken's controls
  const krakenTo = page.getByLabel('Move the Kraken to');
  await krakenTo.focus();
  const firstSpot = await krakenTo.locator('option').nth(1).getAttribute('value');
  await krakenTo.selectOption(firstSpot ?? '');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('kraken-move')).toBeFocused();
  await pressAndWait(page, 'Enter');
  await focusKept(page, 'Move the Kraken');

  // the captain's ability, started and finished from the keyboard
  await page.getByTestId('start-ability').focus();
  await pressAndWait(page, 'Enter');
  await focusKept(page, 'Use the ability');
  await page.getByTestId('finish-ability').focus();
  await pressAndWait(page, 'Enter');
  await focusKept(page, 'Finish the ability');

  // the Rules, opened from the menu and closed with Esc
  await page.getByTestId('game-menu').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Rules' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close the rules' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Close the rules' })).toBeHidden();
  await focusKept(page, 'closing the Rules');

  // the players' details: Esc closes them, from their own button too
  const players = page.getByRole('button', { name: /^Players:/ });
  await players.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-details')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('player-details')).toBeHidden();
  await expect(players).toBeFocused();

  // N ends the turn, as the End turn button says; not while a field has the focus
  await expect(page.getByTestId('end-turn')).toHaveAttribute('aria-keyshortcuts', 'N');
  await expect(page.getByTestId('end-turn')).toHaveText('End turn (N)');
  const field = page.getByLabel('Move the Kraken to');
  await field.focus();
  const beforeField = await revision(page);
  await page.keyboard.press('n');
  // keys are handled in order: once the Tab after it has moved the focus on, the N was handled
  await page.keyboard.press('Tab');
  await expect(field).not.toBeFocused();
  expect(await revision(page), 'N pressed in a field changes nothing').toBe(beforeField);
  expect((await pageState(page)).turn?.seat).toBe(start.turn?.seat);
  // off the field (onto the next control), N is the table's again
  await pressAndWait(page, 'n');
  await expect(page.getByRole('button', { name: /tap when ready/ })).toBeFocused();
  expect((await pageState(page)).turn?.seat).not.toBe(start.turn?.seat);
});

test('Enter on a facing option places the Kraken facing that way', async ({ page }) => {
  await setUpGame(page, 778);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const northEast = page.getByRole('radio', { name: 'north-east', exact: true });
  await northEast.focus();
  await page.keyboard.press(' ');
  await expect(northEast).toBeChecked();
  await pressAndWait(page, 'Enter');
  const kraken = (await pageState(page)).kraken;
  expect(kraken, 'the Kraken is placed').not.toBeNull();
  expect(kraken?.facing, 'facing north-east').toBe(1);
});

test('the board in words: pieces, places and moves a screen reader can play', async ({ page }) => {
  await setUpGame(page, 779);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const board = page.getByRole('region', { name: 'The board in words' });
  // in setup, each allowed space is a button that places the Kraken
  const spots = board.getByRole('button', { name: /^Place the Kraken / });
  expect(await spots.count()).toBeGreaterThan(10);
  await spots.first().focus();
  await expect(board).toBeInViewport();
  const before = await revision(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  expect((await pageState(page)).kraken).not.toBeNull();
  await page.getByRole('button', { name: /tap when ready/ }).press('Enter');

  // every piece is named with its place; the active ship's six sides are told
  await expect(
    board.getByText(/^Your ship \(\w+\): beside the \w+ home island, to its [a-z-]+, facing [a-z-]+\.$/),
  ).toHaveCount(1);
  await expect(board.getByText(/^Mary’s ship \(\w+\): /)).toHaveCount(1);
  await expect(board.getByText(/^The Kraken: .+, facing [a-z-]+\.$/)).toHaveCount(1);
  await expect(board.getByText(/^The tower: /)).toHaveCount(1);
  await expect(board.getByRole('heading', { name: 'Next to your ship' })).toBeAttached();

  // a move in words, played from its button: the ship goes where the words said, and the news tells it
  const sail = board.getByRole('button', { name: /^Sail 1 space, to / }).first();
  const words = (await sail.textContent()) ?? '';
  const start = await pageState(page);
  await sail.focus();
  const moved = await revision(page);
  await page.keyboard.press('Enter');
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, moved);
  const after = await pageState(page);
  const ship = start.players[start.turn?.seat ?? 0]?.ship ?? 'red';
  expect(after.ships[ship]?.hex).not.toBe(start.ships[ship]?.hex);
  const place = words.replace(/^Sail 1 space, to /, '').replace(/, facing [a-z-]+$/, '');
  await expect(page.getByTestId('board-news')).toContainText(`sails 1 space, to ${place}`);
  await expect(page.getByTestId('game-log')).toContainText(`sails 1 space, to ${place}`);
  await focusKept(page, 'a move played from the board in words');
});

test('while the graphics are lost, the keys fire no volley nobody can see', async ({ page }) => {
  // a turn seeded (the setup and the Kraken placement are the tests above)
  await openWithGame(page, turnGame(), true);
  await page.getByRole('button', { name: 'Resume game' }).press('Enter');
  await page.getByRole('button', { name: /tap when ready/ }).press('Enter');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await page.evaluate(() => {
    const lose = document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context');
    if (!lose) throw new Error('WEBGL_lose_context unavailable');
    lose.loseContext();
  });
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-context-lost', 'true');
  await page.locator('body').press('f');
  await expect(page.getByTestId('rejection')).toContainText('redrawn');
  await expect(page.getByTestId('fire-from-ship')).toBeHidden();
  expect((await pageState(page)).turn?.volleyUsed).toBe(false);
});

test('without a hold: [ and ] step the strength, said once it stays put, and Enter fires at it', async ({
  page,
}) => {
  await openWithGame(page, turnGame(), true);
  await page.getByRole('button', { name: 'Resume game' }).press('Enter');
  await page.getByRole('button', { name: /tap when ready/ }).press('Enter');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await page.keyboard.press('f');
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('aiming')).toBeFocused();
  const meter = page.getByTestId('power-meter');
  for (let step = 0; step < 8; step++) await page.keyboard.press(']');
  await expect(meter).toHaveAttribute('aria-valuenow', '40');
  await page.keyboard.press('[');
  await page.keyboard.press('}');
  await expect(meter).toHaveAttribute('aria-valuenow', '36');
  // a screen reader hears the strength it came to, not every step on the way
  await expect(page.getByTestId('strength-news')).toHaveText(/^36% strength/);
  expect((await pageState(page)).turn?.volleyUsed).toBe(false);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('close-volley')).toBeFocused({ timeout: 60_000 });
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);
});

test('a typed strength: the meter follows the number, and Fire lets the lever go at it', async ({ page }) => {
  await openWithGame(page, turnGame(), true);
  await page.getByRole('button', { name: 'Resume game' }).press('Enter');
  await page.getByRole('button', { name: /tap when ready/ }).press('Enter');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await page.keyboard.press('f');
  await page.keyboard.press('Enter');
  const aiming = page.getByRole('region', { name: 'Aim the volley' });
  await aiming.getByText('Type a strength').click();
  const field = aiming.getByRole('spinbutton', { name: 'Strength (%)' });
  await field.fill('45');
  await expect(page.getByTestId('power-meter')).toHaveAttribute('aria-valuenow', '45');
  await expect(page.getByTestId('strength-news')).toHaveText(/^45% strength/);
  expect((await pageState(page)).turn?.volleyUsed).toBe(false);
  await aiming.getByRole('button', { name: 'Fire at 45%' }).click();
  await expect(page.getByTestId('close-volley')).toBeVisible({ timeout: 60_000 });
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);
});
