import { expect, test } from '@playwright/test';
import { animationFrames } from './support/animationFrames';
import { setUpGame } from './support/driver';
import { quickTable } from './support/quickTable';

// In fast graphics the table is drawn only when something changes, and on a slow phone each frame is
// half a second of software rendering. The islands' letters used to arrive from troika's worker after
// the board's first frame (one more frame), and the screen's re-render as the table became ready gave
// every piece and marker fresh handlers, which the renderer takes for a change (another frame).

test('once the table is ready it draws no frame until something changes: its first frame has everything', async ({
  page,
}) => {
  await quickTable(page);
  // the frame count at the moment the table says it is ready, read in the page (the test's polling is late)
  await page.addInitScript(() => {
    const at = { readyFrames: -1 };
    (window as unknown as { __still: typeof at }).__still = at;
    new MutationObserver(() => {
      if (at.readyFrames < 0 && document.querySelector('.game-screen[data-table-ready="true"]'))
        at.readyFrames = window.__toGlory?.frames.count ?? -1;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-table-ready'] });
  });
  await setUpGame(page, 11);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const atReady = await page.evaluate(
    () => (window as unknown as { __still: { readyFrames: number } }).__still.readyFrames,
  );
  expect(atReady, 'frames drawn by the time the table was ready').toBeGreaterThan(0);
  // nothing is touched: the Kraken's spaces glow, the letters stand over the islands. The renderer
  // draws on the browser's animation frame after a change: offered 120 of them, it takes none
  await animationFrames(page, 120);
  const later = await page.evaluate(() => window.__toGlory?.frames.count ?? -1);
  expect(later - atReady, 'frames drawn after the ready one while nothing changed').toBe(0);
});
