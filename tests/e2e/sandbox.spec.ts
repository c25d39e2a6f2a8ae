import { expect, type Page, test } from '@playwright/test';
import { cameraAtRest } from './support/camera';
import { coveredFraction } from './support/coverage';
import { startDevServer } from './support/devServer';
import { expectReachable, sidewaysOverflow } from './support/fits';

type LabVolley = { n: number; hash: string; seed: number; strength: number; best: string; by: string };

async function labVolleys(page: Page): Promise<LabVolley[]> {
  return page.evaluate(() => window.__toGloryLab?.sandbox().volleys ?? []);
}

/** Waits until the session holds `count` volleys and returns the newest. */
async function volleyNumber(page: Page, count: number): Promise<LabVolley> {
  await page.waitForFunction((n) => (window.__toGloryLab?.sandbox().volleys.length ?? 0) >= n, count);
  return (await labVolleys(page))[count - 1] as LabVolley;
}

async function openSandbox(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Empty sea' }).click();
}

test('pieces placed from the list, a keyboard flick, the scoring, and repeat exactly', async ({ page }) => {
  await openSandbox(page);

  // place the Kraken from the piece list (the keyboard twin of drag-and-drop) and turn it
  const kraken = page.getByTestId('piece-kraken');
  await kraken.getByRole('checkbox').first().check();
  await page.getByLabel('Column of Kraken').selectOption('9');
  await page.getByLabel('Row of Kraken').selectOption('5');
  await page.getByLabel('Facing of Kraken').selectOption('3');
  const placed = await page.evaluate(
    () => window.__toGloryLab?.sandbox().layout as { pieces: { id: string }[] },
  );
  expect(placed.pieces.map((piece) => piece.id)).toEqual(['red', 'blue', 'kraken']);

  // a ship onto another ship's space is refused with the reason
  await page.getByLabel('Column of Blue ship').selectOption('4');
  await expect(page.getByTestId('sandbox-message')).toContainText('taken by red');

  // the flick from the keyboard: hold Space, let go
  // at rest the meter shows the strength Fire would use (40 %); only a charge climbing from zero
  // passes 60 %, so the release below comes after a real hold (a quick release cancels)
  const meterPercent = async () =>
    Number(await page.getByTestId('power-meter').getAttribute('aria-valuenow'));
  expect(await meterPercent()).toBe(40);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.down(' ');
  await expect.poll(meterPercent).toBeGreaterThan(60);
  await page.keyboard.up(' ');
  const flicked = await volleyNumber(page, 1);
  expect(flicked.by).toBe('flick');
  const card = page.getByTestId('score-card');
  await expect(card).toBeVisible();
  // the result in words first; the impulses and thresholds under "Details"
  await expect(card.getByTestId('result-headline')).toHaveText(
    /^(Splash! Nothing hit|Hit the|Landed on the|Captain overboard!)/,
  );
  // where each cube lies in the game's own sentence (the spoken one below), not the card's old words; a
  // cube far from every landmark is named by its column and row (the flick's strength varies with the hold)
  const where = card.getByTestId('result-where');
  await expect(where).toHaveText(/^(The cube|A cube|Both cubes|All three cubes|Two cubes|Three cubes) .+\.$/);
  await expect(where).not.toHaveText(/beside .*, to its/);
  await expect(card.locator('.score-lines li[data-award]').first()).toBeHidden();
  await card.getByText('Details').click();
  await expect(card.locator('.score-lines li[data-award]')).toHaveCount(3);
  await expect(card).toContainText(/Cube 1: (hit|landed|no hit)/);
  // and spoken once the cubes are at rest
  await expect(page.getByTestId('volley-said')).toHaveText(
    /(Nothing hit|coins?)\. (The|A|All three|Both|Two|Three) cubes? .+\.$/,
  );
  // the card shows what is spoken: the headline, then the same sentence of where the cubes lie
  await expect(page.getByTestId('volley-said')).toContainText(
    `${await card.getByTestId('result-headline').textContent()}. ${await where.textContent()}`,
  );
  await expect(page.getByTestId('trace-hash')).toHaveText(flicked.hash);
  // the replay bar's time follows the table's clock as the volley plays
  const playedSeconds = async () =>
    Number.parseFloat((await page.locator('.playback-bar output').textContent()) ?? '');
  await expect.poll(playedSeconds).toBeGreaterThan(0);

  // the strength and seed shown can be typed back in
  await page.getByTestId('strength').fill('0.4');
  await page.getByTestId('seed').fill('2');
  await page.getByTestId('fire').click();
  const typed = await volleyNumber(page, 2);
  expect(typed).toMatchObject({ seed: 2, strength: 0.4, by: 'typed' });

  await page.getByTestId('repeat').click();
  const repeated = await volleyNumber(page, 3);
  expect(repeated.hash).toBe(typed.hash);

  await page.getByTestId('vary').click();
  const varied = await volleyNumber(page, 4);
  expect(varied.seed).not.toBe(typed.seed);
  await expect(page.getByLabel('Session statistics')).toContainText('4 volleys');
  await expect(page.getByTestId('session-chart').locator('svg').first()).toBeVisible();

  // R resets captains and cubes
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('r');
  await expect(page.getByTestId('sandbox-message')).toHaveText('Captains and cubes reset.');
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-playing', 'false');
});

test('a layout saves to a file and loads back; a broken file is refused and changes nothing', async ({
  page,
}) => {
  await openSandbox(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save layout' }).click(),
  ]);
  const saved = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(JSON.parse(saved)).toMatchObject({ format: 'to-glory-sandbox', board: 'emptySea', firing: 'red' });

  const layout = () => page.evaluate(() => window.__toGloryLab?.sandbox().layout);
  const before = await layout();
  const broken = { ...JSON.parse(saved), pieces: [{ ...JSON.parse(saved).pieces[0], facing: 9 }] };
  await page.getByTestId('layout-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByTestId('sandbox-message')).toHaveText(
    'Layout not loaded: pieces.0.facing: must be 0–5.',
  );
  expect(await layout()).toEqual(before);

  await page.getByRole('button', { name: 'Standard board' }).click();
  await page.getByTestId('layout-file').setInputFiles({
    name: 'saved.json',
    mimeType: 'application/json',
    buffer: Buffer.from(saved),
  });
  await expect(page.getByTestId('sandbox-message')).toHaveText('Layout loaded.');
  expect(await layout()).toEqual(before);
});

/** Screen point of a world point once the camera has arrived where it was sent. */
async function settledPoint(page: Page, x: number, y: number, z: number) {
  await cameraAtRest(page);
  const point = await page.evaluate(([a, b, c]) => window.__toGlory?.project(a, b, c) ?? null, [x, y, z] as [
    number,
    number,
    number,
  ]);
  if (!point) throw new Error('the point is not on screen');
  return point;
}

test('a piece dragged on the table lands on the space it is dropped on', async ({ page }) => {
  await openSandbox(page);
  await page.getByLabel('Camera').selectOption('top');
  // blue stands at the centre of the board; drop it one space south-west
  const from = await settledPoint(page, 0, 0.8, 0);
  const to = await settledPoint(page, -2.598, 0.1, 4.5);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel('Row of Blue ship')).toHaveValue('7');
  await expect(page.getByLabel('Column of Blue ship')).toHaveValue('6');
});

/** Enters the sandbox from home and leaves it again; returns the page errors and console errors seen. */
async function enterAndLeave(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('lever-handle')).toBeVisible();
  // the scene's teardown finishes after the commit that removed the screen, with the renderer's
  // release (its WebGL context is lost on purpose): wait for that
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const flag = window as unknown as { sceneReleased?: boolean };
    flag.sceneReleased = false;
    canvas?.addEventListener('webglcontextlost', () => {
      flag.sceneReleased = true;
    });
  });
  await page.getByRole('button', { name: '← Home' }).click();
  await expect(page.getByRole('button', { name: 'Practice volleys (sandbox)' })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { sceneReleased?: boolean }).sceneReleased === true);
  return errors;
}

test('entering and leaving the sandbox logs no error', async ({ page }) => {
  expect(await enterAndLeave(page, '/')).toEqual([]);
});

test('under npm start (StrictMode, development React) entering and leaving the sandbox logs no error', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dev = await startDevServer();
  try {
    expect(await enterAndLeave(page, dev.url)).toEqual([]);
  } finally {
    dev.stop();
  }
});

// the sandbox on phones (this spec runs in the desktop project: each size sets its own viewport)
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('the sandbox fits the screen: nothing sideways, every key control reachable, the table in sight', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).tap();
      await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
        timeout: 60_000,
      });
      // the lever's handle follows the camera, which glides in from its start: judged once it is there
      await expect
        .poll(() => sidewaysOverflow(page), { message: 'what sticks out sideways', timeout: 30_000 })
        .toEqual([]);
      for (const name of [
        '← Home',
        'Standard board',
        'Empty sea',
        'Save layout',
        'Load layout…',
        'Tune the scoring →',
      ])
        await expectReachable(page.getByRole('button', { name, exact: true }), name);
      await page.getByRole('button', { name: 'Empty sea' }).tap();
      // the volley panel: fire, then repeat exactly
      await page.getByTestId('lab-tab-volley').tap();
      await expectReachable(page.getByTestId('fire'), 'Fire');
      await page.getByTestId('strength').fill('0.5');
      await page.getByTestId('fire').tap();
      await page.waitForFunction(() => (window.__toGloryLab?.sandbox().volleys.length ?? 0) === 1);
      await expectReachable(page.getByTestId('repeat'), 'Repeat exactly');
      await page.getByTestId('repeat').tap();
      await page.waitForFunction(() => (window.__toGloryLab?.sandbox().volleys.length ?? 0) === 2);
      expect(await sidewaysOverflow(page), 'what sticks out sideways after two volleys').toEqual([]);
      // the pieces in their own tab; the panels leave the table most of the screen
      await page.getByTestId('lab-tab-pieces').tap();
      await expectReachable(page.getByTestId('piece-kraken').getByRole('checkbox').first(), 'the Kraken box');
      await page.getByTestId('lab-tab-view').tap();
      await expectReachable(page.getByTestId('replay'), 'Replay');
      await page.getByTestId('lab-tab-view').tap();
      // on an upright phone the table grows into the closed sheet's room once the renderer has resized
      await expect
        .poll(() => coveredFraction(page), { message: 'share of the screen over the table, sheet closed' })
        .toBeLessThanOrEqual(0.4);
    });
  });
}
