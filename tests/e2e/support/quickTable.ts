import type { Page } from '@playwright/test';

/** Fast graphics (drawn only on change) and reduced motion (the camera jumps): few frames to wait for. */
export async function quickTable(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({
        state: { graphics: 'fast', reducedMotion: true, thresholdPreset: 'Default' },
        version: 1,
      }),
    ),
  );
}
