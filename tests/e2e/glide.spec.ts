import { expect, type Page, test } from '@playwright/test';
import { type GameState, getMap } from '../../src/engine';
import { hexWorld } from '../../src/physics/boardLayout';
import type { GlideSample } from '../build/scene/testProbe';
import { pageState } from './support/driver';
import { openWithGame, turnGame } from './support/games';

/** The glides play this many times slower: software WebGL draws a frame in a few hundred ms. */
const SLOW_MOTION = 80;

async function openSlowly(page: Page) {
  await page.addInitScript((factor) => {
    (globalThis as { __toGlorySlowMotion?: number }).__toGlorySlowMotion = factor;
  }, SLOW_MOTION);
  await openAtTurn(page);
}

async function openAtTurn(page: Page) {
  await openWithGame(page, turnGame());
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
}

/** The active ship's space before and after its move. */
function shipPlaces(before: GameState, after: GameState) {
  const ship = 'blue' as const;
  const from = before.ships[ship];
  const to = after.ships[ship];
  if (!from || !to) throw new Error('the blue ship is not on the board');
  expect(to.hex).not.toBe(from.hex);
  return { ship, from, to };
}

/**
 * Waits for a frame of the ship's glide well under way (t between 0.2 and 0.8) and answers it, with what
 * the shown state held at that frame.
 */
async function midGlide(page: Page, ship: string) {
  const handle = await page
    .waitForFunction(
      (piece) => {
        const hooks = window.__toGlory;
        // a frame drawn well into the glide (each sample says what the shown state held at that frame)
        return (hooks?.glides ?? []).find((s) => s.piece === piece && s.t > 0.2 && s.t < 0.8) ?? null;
      },
      ship,
      { timeout: 60_000, polling: 20 },
    )
    .catch(async (error: Error) => {
      // say what the page drew instead
      const seen = await page.evaluate(() => ({
        samples: window.__toGlory?.glides.slice(-8),
        frames: window.__toGlory?.frames.count,
        playback: window.__toGlory?.playback(),
      }));
      throw new Error(`${error.message}; the page drew ${JSON.stringify(seen)}`);
    });
  return (await handle.jsonValue()) as GlideSample;
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a ship glides from space to space, and the panels wait for it', async ({ page }) => {
      await openSlowly(page);
      const before = await pageState(page);
      // phones keep the actions in the bottom sheet's tab; either way the Forward control moves the ship
      const forward = page.getByTestId('ship-forward').first();
      if (!(await forward.isVisible())) await page.getByRole('tab', { name: /actions/i }).click();
      await forward.click();
      await expect.poll(async () => (await pageState(page)).turn?.actionsUsed).toBe(1);
      const after = await pageState(page);
      const { ship, from, to } = shipPlaces(before, after);

      const sample = await midGlide(page, ship);
      await page.screenshot({ path: `/tmp/alive-glide-${size.name}.png` });
      // between the two spaces, on the line from one to the other: off the first, not yet on the second
      const map = getMap(after.mapId);
      const a = hexWorld(map, from.hex);
      const b = hexWorld(map, to.hex);
      const span = Math.hypot(b.x - a.x, b.z - a.z);
      const fromStart = Math.hypot(sample.x - a.x, sample.z - a.z);
      const toEnd = Math.hypot(b.x - sample.x, b.z - sample.z);
      expect(fromStart).toBeGreaterThan(span * 0.05);
      expect(toEnd).toBeGreaterThan(span * 0.05);
      expect(fromStart + toEnd).toBeCloseTo(span, 3);
      // the table has not caught up yet: the shown state still has the ship where it was
      expect(sample.shownHex).toBe(from.hex);
      expect(sample.playing).toBe(true);

      // once played, the table shows the engine's state
      await expect(page.locator('.game-screen')).toHaveAttribute('data-settled', 'true', {
        timeout: 120_000,
      });
      const settled = (await page.evaluate(() => window.__toGlory?.shownState())) as GameState;
      expect(settled.ships[ship]).toEqual(to);
    });
  });
}

/** Presses one of the ship's controls (on a phone in the sheet's Actions tab) and waits until the table has played it. */
async function shipControl(page: Page, testId: string) {
  const control = page.getByTestId(testId).first();
  if (!(await control.isVisible())) await page.getByRole('tab', { name: /actions/i }).click();
  const used = (await pageState(page)).turn?.actionsUsed ?? 0;
  await control.click();
  await expect.poll(async () => (await pageState(page)).turn?.actionsUsed).toBeGreaterThan(used);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-settled', 'true', { timeout: 60_000 });
}

test.describe('at full speed', () => {
  // a small window keeps software rendering's frames near the 150–300 ms of a slow device even on a busy
  // machine (its cost follows the pixels); at a frame a second and slower a glide is stretched only so far
  test.use({ viewport: { width: 720, height: 450 } });

  test('on this machine’s slow frames, a sail is drawn on its way, never in one jump', async ({ page }) => {
    await openAtTurn(page);
    // the turn's first move: the table's first frames told it how far apart its frames come
    await shipControl(page, 'ship-forward');
    const samples = (await page.evaluate(() => window.__toGlory?.glides ?? [])).filter(
      (s) => s.piece === 'blue',
    );
    const ts = samples.map((s) => s.t);
    const gaps = samples.slice(1).map((s, index) => Math.round(s.at - (samples[index] as GlideSample).at));
    console.log(
      `a one-space sail at full speed, drawn at t = ${ts.map((t) => t.toFixed(2)).join(', ')}; frames ${gaps.join(', ')} ms apart`,
    );
    // the largest step from one drawn frame to the next, from the start to the end
    const steps = [0, ...ts, 1].map((t, index, all) => (index === 0 ? 0 : t - (all[index - 1] as number)));
    expect(
      Math.max(...steps),
      `the largest part of the way between two frames: ${ts.join(', ')}`,
    ).toBeLessThanOrEqual(0.6);
  });
});
