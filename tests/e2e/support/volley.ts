import { expect, type Page } from '@playwright/test';
import { cameraAtRest } from './camera';
import { revision } from './driver';

/** Fires a volley the way a player does: choose the source, press the lever's free end, pull back, let go. */
export async function flickVolley(page: Page, source: 'ship' | 'kraken' | 'tower', pullPx: number) {
  await page.getByTestId('open-volley').click();
  await page.getByTestId(`fire-from-${source}`).click();
  const handle = page.getByTestId('lever-handle');
  await expect(handle).toBeVisible();
  // the camera glides to the lever: wait until it has arrived
  await cameraAtRest(page);
  const box = await handle.boundingBox();
  if (!box) throw new Error('the lever handle has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const before = await revision(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + pullPx / 2, { steps: 4 });
  await expect(page.getByTestId('power-meter')).not.toHaveAttribute('aria-valuenow', '0');
  await page.mouse.move(x, y + pullPx, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  const banner = page.getByTestId('volley-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  return (await banner.textContent()) ?? '';
}
