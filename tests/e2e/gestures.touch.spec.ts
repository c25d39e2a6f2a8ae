import { type CDPSession, expect, type Page, test } from '@playwright/test';
import type { HexKey } from '../../src/engine';
import { moveTargetsOf } from '../../src/store/game/gameSelectors';
import { pageState, revision, settledHexPoint, tableSettled, topAt } from './support/driver';
import { openWithGame, turnGame } from './support/games';
import { quickTable } from './support/quickTable';

// Real multi-touch through the browser's own touch pipeline (CDP): a pinch, a twist or a pan never
// taps, selects, moves, places or fires; one finger still does each.

interface Finger {
  id: number;
  x: number;
  y: number;
}

/** The fingers on the screen now: a new id lands, a missing one lifts; none at all ends the touch. */
async function touch(cdp: CDPSession, fingers: Finger[], type: 'touchStart' | 'touchMove' = 'touchMove') {
  if (fingers.length === 0) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return;
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: fingers.map(({ id, x, y }) => ({ id, x, y, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** Two animation frames: whatever the last touch set off has run. */
async function frames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Finger 1 lands on `at` and stays; finger 2 lands beside it and moves in or out (a pinch or a
 * spread about the first finger); finger 2 lifts, then finger 1: the last lift is a lone finger's.
 * (Screen middle of the 390×844 phone project.)
 */
async function pinchFrom(cdp: CDPSession, at: { x: number; y: number }, from: number, to: number) {
  const one = { id: 1, ...at };
  await touch(cdp, [one], 'touchStart');
  // finger 2 lands towards the middle of the screen, so it stays on the table
  const towards = Math.atan2(422 - at.y, 195 - at.x);
  const two = (gap: number) => ({
    id: 2,
    x: at.x + gap * Math.cos(towards),
    y: at.y + gap * Math.sin(towards),
  });
  await touch(cdp, [one, two(from)], 'touchStart');
  for (let step = 1; step <= 6; step++) await touch(cdp, [one, two(from + ((to - from) * step) / 6)]);
  await touch(cdp, [one]);
  await touch(cdp, []);
}

/** One finger down at `at`, `steps` moves by (dx, dy) in all, up: a tap when it does not move. */
async function oneFinger(cdp: CDPSession, at: { x: number; y: number }, dx = 0, dy = 0, steps = 6) {
  await touch(cdp, [{ id: 1, ...at }], 'touchStart');
  if (dx !== 0 || dy !== 0)
    for (let step = 1; step <= steps; step++)
      await touch(cdp, [{ id: 1, x: at.x + (dx * step) / steps, y: at.y + (dy * step) / steps }]);
  await touch(cdp, []);
}

/** Resumes the saved game at Mary's turn (the test save) and lifts the hand-off cover. */
async function resumeTurn(page: Page) {
  await openWithGame(page, turnGame(), true);
  await page.getByRole('button', { name: 'Resume game' }).tap();
  await page.getByRole('button', { name: /tap when ready/ }).tap();
  const state = await pageState(page);
  const ship = state.turn ? state.players[state.turn.seat]?.ship : undefined;
  const hex = ship ? state.ships[ship]?.hex : undefined;
  if (!ship || !hex) throw new Error('no ship in play');
  await tableSettled(page, hex);
  return { ship, hex };
}

/** The lever's free end on screen once the camera has stopped gliding to it. */
async function settledLever(page: Page) {
  const lever = page.getByTestId('lever-handle');
  await expect(lever).toBeVisible();
  let box = await lever.boundingBox();
  for (let tries = 0; tries < 40; tries++) {
    await page.waitForFunction(() => true, null, { polling: 150 });
    const next = await lever.boundingBox();
    if (box && next && Math.abs(next.x - box.x) < 0.5 && Math.abs(next.y - box.y) < 0.5)
      return { x: next.x + next.width / 2, y: next.y + next.height / 2 };
    box = next;
  }
  throw new Error('the lever never settled');
}

test('a spread at the Kraken placement places nothing; a one-finger tap places it', async ({ page }) => {
  await quickTable(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).tap();
  await page.getByText('More options').tap();
  await page.getByLabel('Seed').fill('4242');
  await page.getByRole('button', { name: 'Set sail' }).tap();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');
  const spots = await page.evaluate(() => {
    const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
    return legal.filter((action) => action.type === 'placeKraken').map((action) => action.hex);
  });
  const spot = spots[0];
  if (!spot) throw new Error('no legal Kraken spot');
  const cdp = await page.context().newCDPSession(page);
  const at = await tableSettled(page, spot);
  // most of the board glows: the second finger lands on another glowing space near the first
  const others = await page.evaluate(
    (hexes) => hexes.map((hex) => window.__toGlory?.hexScreen(hex as never) ?? null),
    spots.slice(1),
  );
  const beside = others
    .filter((point): point is { x: number; y: number } => point !== null)
    .map((point) => ({ point, gap: Math.hypot(point.x - at.x, point.y - at.y) }))
    .filter(({ point, gap }) => gap >= 45 && point.x > 10 && point.x < 380 && point.y > 120 && point.y < 600)
    .sort((a, b) => a.gap - b.gap)[0];
  if (!beside) throw new Error('no second glowing space beside the first');
  expect(await topAt(page, beside.point), 'the second finger lands on the table').toBe('table');

  const before = await revision(page);
  const one = { id: 1, ...at };
  const along = { x: (beside.point.x - at.x) / beside.gap, y: (beside.point.y - at.y) / beside.gap };
  const two = (out: number) => ({
    id: 2,
    x: beside.point.x + along.x * out,
    y: beside.point.y + along.y * out,
  });
  await touch(cdp, [one], 'touchStart');
  await touch(cdp, [one, two(0)], 'touchStart');
  for (let step = 1; step <= 6; step++) await touch(cdp, [one, two(step * 15)]);
  await touch(cdp, [one]);
  await touch(cdp, []);
  await frames(page);
  expect(await revision(page), 'a spread with both fingers on glowing spaces').toBe(before);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');

  // the spread zoomed the table: tap the same space where it now is
  const again = await settledHexPoint(page, spot);
  await oneFinger(cdp, again);
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  expect((await pageState(page)).kraken?.hex).toBe(spot);
});

test('a pinch or a pan from a glowing space sails nothing, a pinch on the Kraken selects nothing; one finger sails and selects', async ({
  page,
}) => {
  await quickTable(page);
  const { ship, hex } = await resumeTurn(page);
  const cdp = await page.context().newCDPSession(page);
  const state = await pageState(page);
  const target = moveTargetsOf(state, { kind: 'ship', ship })[0];
  if (!target) throw new Error('the ship has nowhere to sail');
  const before = await revision(page);

  // a pinch whose first finger rests on the glowing space
  await pinchFrom(cdp, await settledHexPoint(page, target.hex), 160, 50);
  await frames(page);
  expect(await revision(page), 'a pinch from a glowing space').toBe(before);

  // a pan that starts on it
  await oneFinger(cdp, await settledHexPoint(page, target.hex), 0, 90);
  await frames(page);
  expect(await revision(page), 'a pan from a glowing space').toBe(before);
  expect((await pageState(page)).ships[ship]?.hex).toBe(hex);

  // one finger: a tap on the glowing space sails there
  await oneFinger(cdp, await settledHexPoint(page, target.hex));
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  expect((await pageState(page)).ships[ship]?.hex).not.toBe(hex);

  // a pinch that starts on the Kraken leaves the ship selected (its turn handles stay)
  const kraken = state.kraken?.hex;
  if (!kraken) throw new Error('no Kraken on the board');
  const shipHandle = page.getByRole('button', { name: 'Turn ship left', exact: true });
  await expect(shipHandle).toBeVisible();
  // the whole table, so the Kraken is in sight on a phone
  await page.getByRole('button', { name: /Whole table/ }).tap();
  // the canvas can still say "at rest" from the last framing until the new glide has begun: wait on
  // what the tap is for, the Kraken coming into sight, not on the first rest after it
  const krakenSeen = () =>
    settledHexPoint(page, kraken).then(
      (point) => topAt(page, point),
      (error: Error) => error.message,
    );
  await expect.poll(krakenSeen, { message: 'the Kraken is in sight', timeout: 30_000 }).toBe('table');
  const onTable = await settledHexPoint(page, kraken);
  // pinching in zooms out towards the fingers: the Kraken stays in sight for the tap after
  await pinchFrom(cdp, onTable, 170, 50);
  await frames(page);
  await expect(shipHandle).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn Kraken left', exact: true })).toHaveCount(0);

  // and a tap on the Kraken selects it
  const again = await settledHexPoint(page, kraken as HexKey);
  expect(await topAt(page, again), 'the Kraken is still in sight').toBe('table');
  await oneFinger(cdp, again);
  await expect(page.getByRole('button', { name: 'Turn Kraken left', exact: true })).toBeVisible();
});

test('a twist that starts on the lever fires nothing and spends no shot; a one-finger pull fires', async ({
  page,
}) => {
  await quickTable(page);
  await resumeTurn(page);
  const cdp = await page.context().newCDPSession(page);
  await page.getByTestId('open-volley').tap();
  await page.getByTestId('fire-from-ship').tap();
  const at = await settledLever(page);
  const before = await revision(page);

  // finger 1 on the lever's end, finger 2 lands beside it, both turn a quarter about their middle
  const centre = { x: at.x - 60, y: at.y };
  const around = (id: number, start: number, turn: number) => ({
    id,
    x: centre.x + 60 * Math.cos(start + turn),
    y: centre.y + 60 * Math.sin(start + turn),
  });
  await touch(cdp, [around(1, 0, 0)], 'touchStart');
  await touch(cdp, [around(1, 0, 0), around(2, Math.PI, 0)], 'touchStart');
  for (let step = 1; step <= 8; step++) {
    const turn = (Math.PI / 2) * (step / 8);
    await touch(cdp, [around(1, 0, turn), around(2, Math.PI, turn)]);
  }
  await touch(cdp, [around(1, 0, Math.PI / 2)]);
  await touch(cdp, []);
  await frames(page);
  expect(await revision(page), 'a twist from the lever').toBe(before);
  expect(await page.evaluate(() => window.__toGlory?.volleyStage())).toBe('aiming');
  expect((await pageState(page)).turn?.volleyUsed).toBe(false);
  await expect(page.getByTestId('power-meter')).toHaveAttribute('aria-valuenow', '0');

  // a pull that a second finger joins halfway is dropped too
  const pullAt = await settledLever(page);
  await touch(cdp, [{ id: 1, ...pullAt }], 'touchStart');
  for (let step = 1; step <= 4; step++) await touch(cdp, [{ id: 1, x: pullAt.x, y: pullAt.y + step * 20 }]);
  await expect(page.getByTestId('power-meter')).not.toHaveAttribute('aria-valuenow', '0');
  const held = { id: 1, x: pullAt.x, y: pullAt.y + 80 };
  await touch(cdp, [held, { id: 2, x: 40, y: pullAt.y - 120 }], 'touchStart');
  await expect(page.getByTestId('power-meter')).toHaveAttribute('aria-valuenow', '0');
  await touch(cdp, [held]);
  await touch(cdp, [{ id: 1, x: pullAt.x, y: pullAt.y + 170 }]);
  await touch(cdp, []);
  await frames(page);
  expect(await revision(page), 'a pull joined by a second finger').toBe(before);
  expect((await pageState(page)).turn?.volleyUsed).toBe(false);

  // one finger pulling back from the lever fires
  await oneFinger(cdp, await settledLever(page), 0, 170, 8);
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  await expect(page.getByTestId('volley-banner')).toBeVisible({ timeout: 60_000 });
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);
});
