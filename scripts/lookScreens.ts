/**
 * `npx tsx scripts/lookScreens.ts [outDir] [--quick]`: the look of the table for the README and the
 * note: a turn (fancy and fast graphics), a volley in flight and the end screen, at a phone, a
 * tablet and a desktop; --quick takes only the desktop turn. Run `npm run build:test` first (it
 * reads the test hooks). Screens land in docs/ unless told.
 */
import { chromium, type Page } from '@playwright/test';
import { encodeSave } from '../src/store/saves/saveFile';
import { endingGame, turnGame } from '../tests/e2e/support/games';
import { preloadGame, withPreview } from './support/preview';

const PORT = Number(process.env.E2E_PORT ?? 4177);
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const OUT = args.find((arg) => !arg.startsWith('--')) ?? 'docs';
/** `--skip=turn-fancy-tablet,…`: shots already taken; `--only=tablet,desktop`: just those sizes. */
const SKIP =
  args
    .find((arg) => arg.startsWith('--skip='))
    ?.slice('--skip='.length)
    .split(',') ?? [];
const ONLY =
  args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? null;
const SIZES = (
  QUICK
    ? [['desktop', 1280, 800]]
    : [
        ['phone', 390, 844],
        ['tablet', 1180, 820],
        ['desktop', 1280, 800],
      ]
) as [string, number, number][];

/** Fires from the ship as a player does (press the lever's end, pull back, let go) and returns at the release. */
async function flick(page: Page, pullPx: number) {
  await page.getByTestId('open-volley').click({ noWaitAfter: true, timeout: 90_000 });
  await page.getByTestId('fire-from-ship').click({ noWaitAfter: true, timeout: 90_000 });
  const handle = page.getByTestId('lever-handle');
  await handle.waitFor();
  await page.waitForTimeout(2500); // the camera glides to the lever
  const box = await handle.boundingBox();
  if (!box) throw new Error('the lever handle has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + pullPx, { steps: 8 });
  await page.mouse.up();
}

async function openGame(page: Page, url: string) {
  await page.goto(url);
  // fancy frames under software WebGL keep the page busy: clicks get minutes
  await page.getByRole('button', { name: 'Resume game' }).click({ timeout: 120_000 });
  await page.getByRole('button', { name: /tap when ready/ }).click({ timeout: 120_000 });
  await page
    .locator('.game-screen[data-table-ready="true"], .game-screen[data-physics-ready="true"]')
    .first()
    .waitFor({ state: 'attached', timeout: 240_000 });
  await page.waitForTimeout(3000);
}

await withPreview(PORT, 'test', async (url) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  for (const [label, width, height] of SIZES.filter(([name]) => !ONLY || ONLY.includes(name))) {
    const touch = width < 1200;
    for (const graphics of (QUICK ? ['fast', 'fancy'] : ['fancy', 'fast']) as ('fancy' | 'fast')[]) {
      if (
        SKIP.includes(`turn-${graphics}-${label}`) &&
        (graphics === 'fancy' || SKIP.includes(`volley-${label}`))
      )
        continue;
      const context = await browser.newContext({
        viewport: { width, height },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      await preloadGame(page, encodeSave(turnGame(), [], new Date(0)), graphics);
      await openGame(page, url);
      if (!SKIP.includes(`turn-${graphics}-${label}`)) {
        await page.screenshot({ path: `${OUT}/look-turn-${graphics}-${label}.png`, timeout: 120_000 });
        console.log(`${OUT}/look-turn-${graphics}-${label}.png`);
      }
      if (graphics === 'fast' && !QUICK) {
        // a volley from the ship: the shot is taken while the cubes fly
        await flick(page, 120);
        await page.waitForTimeout(900);
        await page.screenshot({ path: `${OUT}/look-volley-${label}.png` });
        console.log(`${OUT}/look-volley-${label}.png`);
      }
      await context.close();
    }
    if (QUICK) continue;
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
    });
    const page = await context.newPage();
    await preloadGame(page, encodeSave(endingGame(), [], new Date(0)), 'fast');
    await openGame(page, url);
    await page.getByTestId('end-turn').click();
    await page.getByTestId('winner').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${OUT}/look-end-${label}.png`, timeout: 120_000 });
    console.log(`${OUT}/look-end-${label}.png`);
    await context.close();
  }
  await browser.close();
});
