/**
 * `npx tsx scripts/layoutScreens.ts [outDir] [--computer | --four]`: screenshots of a turn at the six
 * sizes the layout holds (phones, tablets, desktops), from the built app in fast graphics; with
 * `--computer`, of a computer captain's turn (Mary played by a Captain), its turn bar showing; with
 * `--four`, of the first turn of a four-player game (long names in the players bar). Run
 * `npm run build:test` first: it reads the test hooks, which only the test build has.
 */
import { chromium, type Page } from '@playwright/test';
import { encodeSave } from '../src/store/saves/saveFile';
import { coveredFraction } from '../tests/e2e/support/coverage';
import { fourPlayerGame, turnGame } from '../tests/e2e/support/games';
import { preloadGame, withPreview } from './support/preview';

const PORT = Number(process.env.E2E_PORT ?? 4176);
const args = process.argv.slice(2);
const COMPUTER = args.includes('--computer');
const LABS = args.includes('--labs');
const FOUR = !COMPUTER && args.includes('--four');
const OUT = args.find((arg) => !arg.startsWith('--')) ?? 'test-results/screens';
const SIZES = [
  [360, 740],
  [390, 844],
  [844, 390],
  [820, 1180],
  [1180, 820],
  [1280, 800],
  [1920, 1080],
] as const;

await withPreview(PORT, 'test', async (url) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  for (const [width, height] of SIZES) {
    const touch = width < 1200;
    const context = await browser.newContext({
      viewport: { width, height },
      hasTouch: touch,
      isMobile: touch,
    });
    const page = await context.newPage();
    if (LABS) {
      await labScreens(page, url, `${OUT}/%s-${width}x${height}.png`);
      await context.close();
      continue;
    }
    const seats = COMPUTER ? (['person', 'captain'] as const) : undefined;
    await preloadGame(
      page,
      encodeSave(FOUR ? fourPlayerGame() : turnGame(), [], new Date(0), seats && [...seats]),
      'fast',
    );
    await page.goto(url);
    await page.getByRole('button', { name: 'Resume game' }).click();
    // a computer's turn needs no hand-off: one person at the table
    if (COMPUTER) await page.getByTestId('computer-turn').waitFor();
    else await page.getByRole('button', { name: /tap when ready/ }).click();
    await page
      .locator('.game-screen[data-table-ready="true"], .game-screen[data-physics-ready="true"]')
      .waitFor();
    // the camera glides to the turn's framing: wait until a board point stops moving on screen
    let last = '';
    for (let tries = 0; tries < 40; tries++) {
      await page.waitForTimeout(250);
      const now = JSON.stringify(await page.evaluate(() => window.__toGlory?.project(0, 0, 0)));
      if (now === last && now !== 'null') break;
      last = now;
    }
    const path = `${OUT}/${COMPUTER ? 'computer' : FOUR ? 'four' : 'turn'}-${width}x${height}.png`;
    await page.screenshot({ path });
    const covered = Math.round((await coveredFraction(page)) * 100);
    console.log('wrote', path, `(panels cover ${covered} % of the screen)`);
    await context.close();
  }
  await browser.close();
});

/** The sandbox (an empty sea, after a volley) and the tuning page, with the panels' share of the screen. */
async function labScreens(page: Page, url: string, path: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await page.locator('.sandbox-screen[data-physics-ready="true"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Empty sea' }).click();
  // narrow screens keep the volley panel in a tab: fire from it, then close it to see the table
  const tab = page.getByTestId('lab-tab-volley');
  const narrow = await tab.isVisible();
  if (narrow) await tab.click();
  await page.getByTestId('fire').click();
  await page.waitForFunction(() => (window.__toGloryLab?.sandbox().volleys.length ?? 0) === 1);
  if (narrow) {
    await page.screenshot({ path: path.replace('%s', 'sandbox-volley-tab') });
    await tab.click();
  }
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.replace('%s', 'sandbox') });
  const covered = Math.round((await coveredFraction(page)) * 100);
  console.log('wrote', path.replace('%s', 'sandbox'), `(panels cover ${covered} % of the screen)`);
  await page.getByRole('button', { name: 'Tune the scoring →' }).click();
  await page.getByRole('button', { name: 'Back to Default' }).waitFor();
  await page.screenshot({ path: path.replace('%s', 'tuning'), fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log('wrote', path.replace('%s', 'tuning'), `(page ${wide} px wide)`);
}
