/**
 * `npx tsx scripts/boardScreens.ts [outDir] [WxH,...]`: a new game at each size (touch below 1200 px
 * wide), screenshots at the Kraken placement, the first turn and Whole table, each with the share of
 * the board window the board fills, read from the canvas pixels. Run `npm run build:test` first.
 */
import { chromium, type Page } from '@playwright/test';
import { boardPixels } from '../tests/e2e/support/boardPixels';
import { withPreview } from './support/preview';

const PORT = Number(process.env.E2E_PORT ?? 4176);
const args = process.argv.slice(2);
const OUT = args.find((arg) => !/^\d+x\d+/.test(arg)) ?? 'test-results/board';
const SIZES = (
  args.find((arg) => /^\d+x\d+/.test(arg)) ??
  '320x568,360x740,390x844,430x932,844x390,820x1180,1180x820,1280x800,2560x1440'
)
  .split(',')
  .map((size) => size.split('x').map(Number) as [number, number]);

/** Waits until the table stops drawing (fast graphics draw only on change: the camera's glide is over). */
async function settled(page: Page) {
  let last = -1;
  for (let tries = 0; tries < 60; tries++) {
    await page.waitForTimeout(400);
    const now = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
    if (now === last && now > 0) return;
    last = now;
  }
}

async function shoot(page: Page, name: string) {
  await settled(page);
  let pixels = await boardPixels(page);
  // a canvas being redrawn after a resize or a lost context reads as empty for a moment
  for (let tries = 0; tries < 10 && pixels.empty > 0.99; tries++) {
    await page.waitForTimeout(300);
    pixels = await boardPixels(page);
  }
  const path = `${OUT}/${name}.png`;
  await page.screenshot({ path });
  const share = (value: number) => `${Math.round(value * 100)}%`;
  console.log(
    `${name}: board ${share(pixels.board)}, table ${share(pixels.table)}, empty ${share(pixels.empty)}` +
      ` of the ${Math.round(pixels.window.width)}×${Math.round(pixels.window.height)} board window → ${path}`,
  );
}

await withPreview(PORT, 'test', async (url) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  for (const [width, height] of SIZES) {
    const touch = width < 1200;
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Seed').fill('5');
    await page.getByRole('button', { name: 'Set sail' }).click();
    await page.locator('.game-screen[data-table-ready="true"]').waitFor({ timeout: 60_000 });
    await shoot(page, `placement-${width}x${height}`);
    const spot = await page.evaluate(() => {
      const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
      return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
    });
    const point = spot ? await page.evaluate((hex) => window.__toGlory?.hexScreen(hex as never), spot) : null;
    if (!point) throw new Error('no Kraken spot on screen');
    await page.mouse.click(point.x, point.y);
    await page.locator('.game-screen[data-phase="playing"]').waitFor({ timeout: 120_000 });
    // the first turn may open behind a hand-off cover
    const ready = page.getByRole('button', { name: /tap when ready/ });
    const board = page.locator('.hud:not([inert])');
    await ready.or(board).first().waitFor();
    if (await ready.isVisible()) await ready.click();
    await shoot(page, `turn-${width}x${height}`);
    await page.keyboard.press('t');
    await shoot(page, `whole-${width}x${height}`);
    await context.close();
  }
  await browser.close();
});
