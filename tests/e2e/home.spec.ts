import { expect, type Page, test } from '@playwright/test';

/**
 * The home screen's title scene: drawn from the table's pieces behind the menu, after the menu's
 * first paint, never in the way of a tap, and gone (its WebGL context with it) once a game starts.
 */

/** Records, from the page's first script, when the menu's first button and the title's canvas appear. */
async function watchArrivals(page: Page) {
  await page.addInitScript(() => {
    const seen: { button: number | null; canvas: number | null } = { button: null, canvas: null };
    (window as unknown as { __titleArrivals: typeof seen }).__titleArrivals = seen;
    new MutationObserver(() => {
      if (seen.button === null && document.querySelector('.home-menu button'))
        seen.button = performance.now();
      if (seen.canvas === null && document.querySelector('.title-backdrop canvas'))
        seen.canvas = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Distinct colours (coarsely binned) and the share of pixels unlike the clear colour, on a grid over the title canvas. */
async function titlePixels(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.title-backdrop canvas');
    if (!canvas) throw new Error('no title canvas');
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const bins = new Set<number>();
    let unlikeClear = 0;
    let samples = 0;
    const step = Math.max(1, Math.floor(Math.min(copy.width, copy.height) / 60));
    for (let y = 0; y < copy.height; y += step) {
      for (let x = 0; x < copy.width; x += step) {
        const i = (y * copy.width + x) * 4;
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        bins.add((r >> 4) * 256 + (g >> 4) * 16 + (b >> 4));
        // the clear colour is the night behind the table, #0b1c29
        if (Math.abs(r - 0x0b) + Math.abs(g - 0x1c) + Math.abs(b - 0x29) > 30) unlikeClear++;
        samples++;
      }
    }
    return { colours: bins.size, drawnShare: unlikeClear / samples };
  });
}

async function expectTitleScene(page: Page) {
  await expect(page.locator('.title-backdrop')).toHaveAttribute('data-drawn', 'true', { timeout: 120_000 });
  await expect(page.locator('.title-backdrop canvas')).toHaveCount(1);
  const pixels = await titlePixels(page);
  // the sea, the table, the pieces: many colours, most of the picture drawn over the clear colour
  expect(pixels.colours).toBeGreaterThan(40);
  expect(pixels.drawnShare).toBeGreaterThan(0.5);
  // decorative: hidden from assistive technology, and no tap lands on it
  await expect(page.locator('.title-backdrop')).toHaveAttribute('aria-hidden', 'true');
  const quick = page.getByRole('button', { name: 'Quick game' });
  const box = await quick.boundingBox();
  if (!box) throw new Error('no Quick game button');
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(topmost).toBe('Quick game');
}

async function checkHome(page: Page) {
  await watchArrivals(page);
  await page.goto('/');
  await expectTitleScene(page);
  // the menu was on the page before the title's canvas was made
  const arrivals = await page.evaluate(
    () =>
      (window as unknown as { __titleArrivals: { button: number | null; canvas: number | null } })
        .__titleArrivals,
  );
  expect(arrivals.button).not.toBeNull();
  expect(arrivals.canvas).not.toBeNull();
  expect(arrivals.button ?? Number.POSITIVE_INFINITY).toBeLessThan(arrivals.canvas ?? 0);

  // a button over the picture works: the rules open and close
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules of the sea' });
  await expect(rules).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // a quick game: the title's canvas is gone, the table's is the only one
  await page.getByRole('button', { name: 'Quick game' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', {
    timeout: 120_000,
  });
  await expect(page.locator('.title-backdrop')).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(page.locator('.table-canvas canvas')).toHaveCount(1);

  // back home: the picture comes back, drawn again
  await page.getByTestId('game-menu').click();
  await page.getByRole('button', { name: 'Harbour' }).click();
  await expect(page.locator('.table-canvas')).toHaveCount(0);
  await expectTitleScene(page);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the home shows the title scene behind a working menu; a quick game leaves one canvas', async ({
    page,
  }) => {
    await checkHome(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  test('the home shows the title scene behind a working menu; a quick game leaves one canvas', async ({
    page,
  }) => {
    await checkHome(page);
  });
});

/** A hash of the title canvas's pixels, for telling whether the picture moved. */
async function titleHash(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.title-backdrop canvas');
    if (!canvas) throw new Error('no title canvas');
    const copy = document.createElement('canvas');
    copy.width = 96;
    copy.height = 96;
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(canvas, 0, 0, 96, 96);
    let hash = 0;
    for (const value of context.getImageData(0, 0, 96, 96).data) hash = (hash * 31 + value) | 0;
    return hash;
  });
}

/** Waits for the browser to paint this many frames (a count of frames, not a time). */
async function paintedFrames(page: Page, count: number) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((done) => {
        let left = frames;
        const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

function withSettings(page: Page, settings: { graphics: 'fancy'; motion: 'on' | 'off' }) {
  return page.addInitScript((stored) => {
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({ state: { ...stored, thresholdPreset: 'Default' }, version: 3 }),
    );
  }, settings);
}

test.describe('the title scene in fancy graphics', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test('drifts when motion is allowed', async ({ page }) => {
    await withSettings(page, { graphics: 'fancy', motion: 'off' });
    await page.goto('/');
    await expect(page.locator('.title-backdrop')).toHaveAttribute('data-drawn', 'true', { timeout: 120_000 });
    const first = await titleHash(page);
    await expect.poll(() => titleHash(page), { timeout: 60_000 }).not.toBe(first);
  });

  test('is one still picture with reduced motion', async ({ page }) => {
    await withSettings(page, { graphics: 'fancy', motion: 'on' });
    await page.goto('/');
    await expect(page.locator('.title-backdrop')).toHaveAttribute('data-drawn', 'true', { timeout: 120_000 });
    // the first frames may still be settling the environment's light: compare two later pictures
    await paintedFrames(page, 10);
    const settled = await titleHash(page);
    await paintedFrames(page, 30);
    expect(await titleHash(page)).toBe(settled);
  });
});
