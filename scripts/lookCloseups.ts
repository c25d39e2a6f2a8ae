/**
 * `npx tsx scripts/lookCloseups.ts [outDir]`: close views of each piece in the sandbox (the ship,
 * the Kraken and the tower at their levers) and of hand mode, in fast graphics, to look at the
 * models. Run `npm run build:test` first.
 */
import { chromium } from '@playwright/test';
import { withPreview } from './support/preview';

const PORT = Number(process.env.E2E_PORT ?? 4178);
const OUT = process.argv[2] ?? 'test-results/closeups';

await withPreview(PORT, 'test', async (url) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() =>
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({
        state: { graphics: 'fast', reducedMotion: true, thresholdPreset: 'Default' },
        version: 1,
      }),
    ),
  );
  await page.goto(url);
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await page
    .locator('.sandbox-screen[data-physics-ready="true"]')
    .waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByRole('combobox').filter({ hasText: 'Behind the firer' }).selectOption('lever');
  for (const [piece, name] of [
    ['red', 'Vermilion ship'],
    ['kraken', 'Kraken'],
    ['tower', 'Tower'],
  ] as const) {
    await page.getByLabel(`${name} fires`).check();
    await page.waitForTimeout(4000);
    await page.locator('canvas').screenshot({ path: `${OUT}/closeup-${piece}.png`, timeout: 120_000 });
    console.log(`${OUT}/closeup-${piece}.png`);
  }
  await page.getByLabel('Vermilion ship fires').check();
  await page.getByRole('combobox').filter({ hasText: 'At the lever' }).selectOption('behind');
  await page.getByTestId('hand-toggle').click();
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `${OUT}/closeup-hand.png`, timeout: 120_000 });
  console.log(`${OUT}/closeup-hand.png`);
  await browser.close();
});
