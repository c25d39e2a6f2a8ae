import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { cameraAtRest } from './support/camera';
import { setUpGame } from './support/driver';

/** The mean colour of a small square of the screen round a point. */
async function colourAt(page: Page, point: { x: number; y: number }) {
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: point.x - 4, y: point.y - 4, width: 8, height: 8 } }),
  );
  const sum = [0, 0, 0];
  for (let i = 0; i < png.data.length; i += 4)
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (png.data[i + c] ?? 0);
  return sum.map((value) => value / (png.data.length / 4));
}

test('at the Kraken placement the allowed spaces pulse', async ({ page }) => {
  await setUpGame(page, 5);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await cameraAtRest(page);
  // an allowed space near the middle of the board window (clear of every panel)
  const spot = await page.evaluate(() => {
    const hooks = window.__toGlory;
    const area = document.querySelector('.board-window')?.getBoundingClientRect();
    if (!hooks || !area) return null;
    const middle = { x: area.left + area.width / 2, y: area.top + area.height / 2 };
    const points = (hooks.legal() as { type: string; hex?: string }[]).flatMap((action) => {
      const point = action.type === 'placeKraken' && action.hex ? hooks.hexScreen(action.hex as never) : null;
      return point ? [point] : [];
    });
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - middle.x, p.y - middle.y);
    return points.sort((a, b) => distance(a) - distance(b))[0] ?? null;
  });
  if (!spot) throw new Error('no allowed space on screen');
  await page.screenshot({ path: '/tmp/feel-shots/kraken-placement.png' });
  // the glow breathes: its colour at one allowed space moves by a good step while the page draws on
  const first = await colourAt(page, spot);
  await expect
    .poll(
      async () => {
        const now = await colourAt(page, spot);
        return Math.max(...now.map((value, c) => Math.abs(value - (first[c] ?? 0))));
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(20);
});
