import { expect, type Page, test } from '@playwright/test';
import { cameraAtRest } from './support/camera';
import { openFirstTurn } from './support/games';

/** Gold marker pixels within `radius` CSS px of a screen point, read from the canvas. */
function markerPixels(page: Page, at: { x: number; y: number }, radius = 24) {
  return page.evaluate(
    ({ at, radius }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.table-canvas canvas');
      if (!canvas) throw new Error('no table canvas');
      const box = canvas.getBoundingClientRect();
      const scale = canvas.width / box.width;
      const size = Math.round(2 * radius * scale);
      const left = Math.round((at.x - box.left - radius) * scale);
      const top = Math.round((at.y - box.top - radius) * scale);
      const copy = document.createElement('canvas');
      copy.width = size;
      copy.height = size;
      const context = copy.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.drawImage(canvas, left, top, size, size, 0, 0, size, size);
      const data = context.getImageData(0, 0, size, size).data;
      let gold = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        // the marker's #ffd21f, blended a little with what lies under it
        if (r > 200 && g > 160 && b < 110 && r - b > 120) gold += 1;
      }
      return gold;
    },
    { at, radius },
  );
}

/**
 * Where the landing ring is drawn (its centre, CSS px) and the board window the HUD leaves free: the
 * aim camera frames the lever and the landings inside that window, never under the players bar or the sheet.
 */
async function ringInWindow(page: Page) {
  const ring = await page.evaluate(() => {
    const at = window.__toGlory?.landingMarker.at;
    return at ? (window.__toGlory?.project(at.x, 0.06, at.z) ?? null) : null;
  });
  const free = await page.locator('.board-window').boundingBox();
  if (!ring || !free) throw new Error('no ring or no board window');
  const inside =
    ring.x >= free.x && ring.x <= free.x + free.width && ring.y >= free.y && ring.y <= free.y + free.height;
  const words = `ring at (${Math.round(ring.x)}, ${Math.round(ring.y)}) in the board window (${Math.round(free.x)}, ${Math.round(free.y)}) ${Math.round(free.width)}×${Math.round(free.height)}`;
  return { inside, words };
}

/**
 * Counts the table camera's glides from now on: each sets the canvas's data-camera-at-rest to "false"
 * as it begins (a glide cut short by the next never says "true").
 */
async function countGlides(page: Page) {
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas[data-camera-at-rest]');
    if (!canvas) throw new Error('no table canvas');
    const sets: (string | null)[] = [];
    const seen = { sets, starts: () => 0 };
    const observer = new MutationObserver((records) => {
      for (const record of records) sets.push(record.oldValue);
    });
    observer.observe(canvas, { attributeFilter: ['data-camera-at-rest'], attributeOldValue: true });
    // each record holds the value before it: the value a set wrote is the next record's old one, or the current one
    seen.starts = () => {
      for (const record of observer.takeRecords()) sets.push(record.oldValue);
      const written = [...sets.slice(1), canvas.getAttribute('data-camera-at-rest')];
      return written.filter((value) => value === 'false').length;
    };
    (window as unknown as { __glides: typeof seen }).__glides = seen;
  });
}

const glides = (page: Page) =>
  page.evaluate(() => (window as unknown as { __glides: { starts: () => number } }).__glides.starts());

/** Chooses the source and waits for the camera to stop at the lever: the moment the chances are asked. */
async function aimFrom(page: Page, source: 'ship' | 'kraken' | 'tower', opened = false) {
  if (!opened) await page.getByTestId('open-volley').click();
  const asked = Date.now();
  await page.getByTestId(`fire-from-${source}`).click();
  // the figure for the note: how long the chances take to come, from the click (not asserted)
  await expect(page.getByTestId('aim-chances')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  const shown = Date.now() - asked;
  // and from the asking to the worker's answer, as the store timed it
  const answered = await page.evaluate(() => window.__toGlory?.practiceAid().ms ?? null);
  return `${shown} ms shown (${Math.round(answered ?? -1)} ms answered)`;
}

test('practice aids: the chances beside the meter while pulling, and the landing marker on the board', async ({
  page,
}, testInfo) => {
  await openFirstTurn(page, true);
  // the table says the aids are on, to whoever is at the screen
  await expect(page.getByTestId('status-practiceAids')).toHaveText('Practice aids on');

  await page.getByTestId('open-volley').click();
  await cameraAtRest(page);
  await countGlides(page);
  const waits = [await aimFrom(page, 'ship', true)];
  const chances = page.getByTestId('aim-chances');
  await expect(chances).toHaveText('Pull to see the chances at each strength.');
  await cameraAtRest(page);
  const handle = page.getByTestId('lever-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the lever handle has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 90, { steps: 6 });
  // a 90 px pull of 220: strength 0.41, its chances beside the meter and in the meter's words
  await expect(page.getByTestId('power-meter')).toHaveAttribute('aria-valuenow', '41');
  await expect(chances).toHaveText(/^hit \d+ %, land \d+ %$/);
  await expect(page.getByTestId('power-meter')).toHaveAttribute(
    'aria-valuetext',
    /^41% strength: hit \d+ %, land \d+ %$/,
  );

  // the marker is drawn where the samples come down at this strength: ahead of the lever, on the board
  await page.waitForFunction(() => window.__toGlory?.landingMarker.at?.strength === 90 / 220);
  const marker = await page.evaluate(() => {
    const at = window.__toGlory?.landingMarker.at;
    return at ? window.__toGlory?.project(at.x, 0.06, at.z) : null;
  });
  if (!marker) throw new Error('the marker is not on screen');
  const drawn = await markerPixels(page, marker);
  const desktop = await ringInWindow(page);
  console.log(`practice aids, desktop: ${desktop.words}`);
  expect(desktop.inside, desktop.words).toBe(true);
  // one move to the lever and the landings: none first to the pieces in reach, then again as the aids come
  expect(await glides(page), 'camera glides since choosing the source').toBe(1);
  await page.screenshot({ path: testInfo.outputPath('pulling.png') });

  // pulled back to nothing: no shot, and the marker goes
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => window.__toGlory?.landingMarker.at === null);
  const hidden = await markerPixels(page, marker);
  expect(drawn, `gold pixels at the marker: ${drawn} drawn, ${hidden} hidden`).toBeGreaterThan(hidden + 20);
  expect(await page.evaluate(() => window.__toGlory?.volleyStage())).toBe('aiming');

  // other sources, each sampled afresh in the captain worker (started by now), and the ship again
  // (the worker's memo answers a pose it has sampled)
  for (const source of ['tower', 'kraken', 'ship'] as const) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    waits.push(await aimFrom(page, source));
  }
  console.log(
    `practice aids: chances after choosing the source: ${waits.join('; ')} (the first starts the worker)`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

  test('the chances and the marker fit beside the lever and the meter', async ({ page }, testInfo) => {
    await openFirstTurn(page, true);
    await aimFrom(page, 'ship');
    await cameraAtRest(page);
    const box = await page.getByTestId('lever-handle').boundingBox();
    if (!box) throw new Error('the lever handle has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 90, { steps: 6 });
    await expect(page.getByTestId('aim-chances')).toHaveText(/^hit \d+ %, land \d+ %$/);
    await expect(page.getByTestId('aim-chances')).toBeInViewport();
    await page.waitForFunction(() => window.__toGlory?.landingMarker.at !== null);
    const phone = await ringInWindow(page);
    console.log(`practice aids, phone: ${phone.words}`);
    expect(phone.inside, phone.words).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('phone-pulling.png') });
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.up();
  });
});
