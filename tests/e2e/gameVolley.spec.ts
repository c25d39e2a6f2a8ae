import { expect, test } from '@playwright/test';
import { placeKraken, setUpGame } from './support/driver';

test('a Space volley in the game: the meter rises during the hold, the log tells the result once the cubes are down', async ({
  page,
}) => {
  await setUpGame(page, 424242);
  await placeKraken(page);
  const screen = page.locator('.game-screen');
  await expect(screen).toHaveAttribute('data-phase', 'playing');
  await expect(screen).toHaveAttribute('data-physics-ready', 'true');
  const handOff = page.getByRole('button', { name: /tap when ready/ });
  if (await handOff.isVisible()) await handOff.click();

  await page.getByTestId('open-volley').click();
  await page.getByTestId('fire-from-ship').click();
  await expect(page.getByTestId('lever-handle')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const meter = page.getByTestId('power-meter');
  const reading = async () => Number(await meter.getAttribute('aria-valuenow'));
  await page.keyboard.down(' ');
  // the meter follows the hold frame by frame: it rises, and keeps rising, before the key is let go
  await expect.poll(reading).toBeGreaterThan(15);
  const early = await reading();
  await expect.poll(reading).toBeGreaterThan(early + 10);
  await page.keyboard.up(' ');

  const log = page.getByTestId('game-log');
  await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'flying');
  // the engine has resolved the volley, but the cubes are still in the air: the log holds it back
  await expect(log).not.toContainText('fires from');
  await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'result', undefined, {
    timeout: 60_000,
  });
  await expect(log).toContainText('fires from their ship');
});
