import { expect, type Page } from '@playwright/test';

/** Waits until the table's camera has arrived where its last focus sent it (the canvas says so). */
export async function cameraAtRest(page: Page) {
  await expect(page.locator('canvas[data-camera-at-rest]').first()).toHaveAttribute(
    'data-camera-at-rest',
    'true',
    { timeout: 30_000 },
  );
}
