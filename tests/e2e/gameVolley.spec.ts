import { expect, test } from '@playwright/test';
import { placeKraken, setUpGame } from './support/driver';

test('a Space volley in the game: the meter rises during the hold, the log tells the result once the cubes are down', async ({
  page,
}) => {
  // fast graphics: the frames (and so the meter's steps) come often enough on a software renderer
  await page.addInitScript(() =>
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({
        state: { graphics: 'fast', reducedMotion: false, thresholdPreset: 'Default' },
        version: 1,
      }),
    ),
  );
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

  // the meter's readings, sampled in the page every frame during the hold
  await page.evaluate(() => {
    const readings: number[] = [];
    (window as unknown as { meterReadings: number[] }).meterReadings = readings;
    const started = performance.now();
    const sample = () => {
      const meter = document.querySelector('[data-testid="power-meter"]');
      readings.push(Number(meter?.getAttribute('aria-valuenow') ?? -1));
      if (performance.now() - started < 60_000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.keyboard.down(' ');
  // a full charge takes 1.4 s of holding (longer here, where frames are slow)
  const meter = page.getByTestId('power-meter');
  await expect(meter).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const readings = await page.evaluate(
    () => (window as unknown as { meterReadings: number[] }).meterReadings,
  );
  // it followed the hold frame by frame: values between empty and full, never falling
  const charging = readings.filter((value) => value > 0);
  expect(
    charging.some((value) => value < 100),
    `readings: ${readings.join(',')}`,
  ).toBe(true);
  expect(charging).toEqual([...charging].sort((x, y) => x - y));
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
