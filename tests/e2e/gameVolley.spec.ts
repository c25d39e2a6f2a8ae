import { expect, test } from '@playwright/test';
import { firstTurnGame, openFirstTurn, openWithGame } from './support/games';
import { keepNews, newsHeard } from './support/news';

test('a Space volley in the game: the meter rises during the hold, the log tells the result once the cubes are down', async ({
  page,
}) => {
  // a game seeded at its first turn (the setup screen and the Kraken placement are not the point here:
  // game.spec plays through them), fast graphics: the frames (and so the meter's steps) come often
  // enough on a software renderer
  await openWithGame(page, firstTurnGame());
  await page.getByRole('button', { name: 'Resume game' }).click();
  const screen = page.locator('.game-screen');
  await expect(screen).toHaveAttribute('data-phase', 'playing');
  await expect(screen).toHaveAttribute('data-physics-ready', 'true');
  // a game of two people resumes behind the hand-off
  await page.getByRole('button', { name: /tap when ready/ }).click();

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
  // every text the live region takes, kept in the page: a coin's beat may follow the volley's at once
  await keepNews(page);
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
  // nor has the live region told it: a screen reader hears the result only once the cubes are down
  expect((await newsHeard(page)).join(' ')).not.toContain('fires from');
  await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'result', undefined, {
    timeout: 60_000,
  });
  await expect(log).toContainText('fires from their ship');
  // the live region says what was hit and where each cube lies, the ships by their players' names
  const where =
    /(Anne|Mary) fires from their ship and .+ \(worth \d coins?\)\. (The|A|All three|Both|Two|Three) cubes? (landed on (Anne|Mary)’s ship|in the sea|on island|off the board|at the edge|still rolling)/;
  await expect
    .poll(async () => (await newsHeard(page)).find((text) => where.test(text)) ?? '')
    .toMatch(where);
  // and it is in the accessibility tree while it lasts: a polite region, not hidden from assistive technology
  const news = page.getByTestId('board-news');
  await expect(news).toHaveAttribute('aria-live', 'polite');
  expect(await news.ariaSnapshot()).toMatch(/^- paragraph: \S/);
});

test('a slow replay follows its cubes: where they come down is in the middle of the board window', async ({
  page,
}) => {
  await openFirstTurn(page, false);
  await page.getByTestId('open-volley').click();
  await page.getByTestId('fire-from-ship').click();
  // a strong pull, so the cubes fly well away from the lever the replay's side view is centred on
  const aiming = page.getByRole('region', { name: 'Aim the volley' });
  await aiming.getByText('Type a strength').click();
  await aiming.getByRole('spinbutton', { name: 'Strength (%)' }).fill('70');
  await aiming.getByRole('button', { name: 'Fire at 70%' }).click();
  await page.getByTestId('replay-volley').click({ timeout: 60_000 });
  await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'flying');
  await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'result', undefined, {
    timeout: 120_000,
  });
  const followed = await page.evaluate(() => window.__toGlory?.followedCubes ?? []);
  const board = await page.locator('.board-window').boundingBox();
  if (!board) throw new Error('no board window');
  // the camera eases after the cubes, so the last frames (the cubes at rest) are the ones it has caught up with
  const last = followed.slice(-3);
  expect(followed.length, 'frames of the replay that followed the cubes').toBeGreaterThan(5);
  for (const point of last) {
    expect(point, 'the cubes in front of the camera').not.toBeNull();
    const off = {
      x: Math.abs((point?.x ?? 0) - (board.x + board.width / 2)) / board.width,
      y: Math.abs((point?.y ?? 0) - (board.y + board.height / 2)) / board.height,
    };
    expect(off.x, `across, as a share of the window: ${JSON.stringify(last)}`).toBeLessThan(0.15);
    expect(off.y, `down, as a share of the window: ${JSON.stringify(last)}`).toBeLessThan(0.15);
  }
});
