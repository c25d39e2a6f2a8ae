import { expect, test } from '@playwright/test';

// Fancy graphics under software WebGL draw a frame every 100–400 ms here: the table must step down to
// fast by itself, and say so.

test('fancy graphics on slow frames step down to fast by themselves, and say so', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({ state: { graphics: 'fancy', thresholdPreset: 'Default' }, version: 1 }),
    ),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  const table = page.locator('.table-canvas');
  // the first frames are fancy ones: the step down is the watch's doing, not the renderer's choice
  await expect(table).toHaveAttribute('data-graphics', 'fancy', { timeout: 60_000 });
  await expect(table).toHaveAttribute('data-graphics', 'fast', { timeout: 60_000 });
  const note = page.locator('.stepped-down-note');
  await expect(note).toHaveRole('status');
  await expect(note).toContainText('Fast graphics');
  await expect(note.getByRole('button', { name: 'OK' })).toBeVisible();
  // in the HUD's flow, so the sandbox's bar is not drawn over it: its words are on top where they stand
  const words = await note.locator('p').boundingBox();
  if (!words) throw new Error('the note has no words on screen');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.stepped-down-note') !== null,
    { x: words.x + 4, y: words.y + words.height / 2 },
  );
  expect(onTop, 'the note is on top of whatever lies under it').toBe(true);
});
