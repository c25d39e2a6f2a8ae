import { expect, type Page, test } from '@playwright/test';
import { cameraAtRest } from './support/camera';
import { openFirstTurn } from './support/games';

/** Where the tower's foot is drawn, CSS px. */
const towerOnScreen = (page: Page) => page.evaluate(() => window.__toGlory?.project(0, 0, 0) ?? null);

/**
 * Aims from Anne's ship (in the north-west corner, facing south-east: the tower ahead of it across the
 * board) and measures the framing, then cancels and sees the camera come back.
 */
async function aimWithoutAids(page: Page, where: string, shot: string) {
  await openFirstTurn(page, false);
  await expect(page.getByTestId('status-practiceAids')).toHaveCount(0);
  await cameraAtRest(page);
  const before = await towerOnScreen(page);

  await page.getByTestId('open-volley').click();
  await page.getByTestId('fire-from-ship').click();
  const handle = page.getByTestId('lever-handle');
  await expect(handle).toBeVisible();
  await cameraAtRest(page);
  // no aid is asked for: nothing of the hidden preview shows
  await expect(page.getByTestId('aim-chances')).toHaveCount(0);

  const tower = await towerOnScreen(page);
  const free = await page.locator('.board-window').boundingBox();
  const lever = await handle.boundingBox();
  if (!tower || !free || !lever) throw new Error('no tower, board window or lever on screen');
  const inside = (at: { x: number; y: number }) =>
    at.x >= free.x && at.x <= free.x + free.width && at.y >= free.y && at.y <= free.y + free.height;
  const leverAt = { x: lever.x + lever.width / 2, y: lever.y + lever.height / 2 };
  const words = `${where}: tower at (${Math.round(tower.x)}, ${Math.round(tower.y)}), lever at (${Math.round(leverAt.x)}, ${Math.round(leverAt.y)}), board window (${Math.round(free.x)}, ${Math.round(free.y)}) ${Math.round(free.width)}×${Math.round(free.height)}`;
  console.log(`aim camera without aids, ${words}`);
  await page.screenshot({ path: shot });
  expect(inside(tower), words).toBe(true);
  expect(inside(leverAt), words).toBe(true);

  // put away: the camera goes back to the turn's framing
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(handle).toHaveCount(0);
  await cameraAtRest(page);
  const after = await towerOnScreen(page);
  if (!before || !after) throw new Error('the tower is not on screen');
  expect(
    Math.hypot(after.x - before.x, after.y - before.y),
    `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
  ).toBeLessThan(2);
}

test('without practice aids the aim camera frames the lever and the piece in reach along the aim, inside the free window, and returns after', async ({
  page,
}, testInfo) => {
  await aimWithoutAids(page, 'desktop 1280×800', testInfo.outputPath('aiming.png'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  test('without practice aids the aim camera frames the lever and the tower ahead inside the free window', async ({
    page,
  }, testInfo) => {
    await aimWithoutAids(page, 'phone 390×844', testInfo.outputPath('aiming-phone.png'));
  });
});
