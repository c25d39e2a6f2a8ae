import { expect, type Page } from '@playwright/test';
import type { GameState } from '../../../src/engine';
import { cameraAtRest } from './camera';

/** Reads the game state the page holds (through the read-only test hooks). */
export async function pageState(page: Page): Promise<GameState> {
  return (await page.evaluate(() => window.__toGlory?.state())) as GameState;
}

export async function revision(page: Page): Promise<number> {
  return page.evaluate(() => window.__toGlory?.revision ?? 0);
}

/** Clicks a control and waits until the game store has changed. */
export async function clickAndWait(page: Page, testId: string) {
  const before = await revision(page);
  await page.getByTestId(testId).click();
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
}

/** Sets up a seeded two-player game through the setup screen. */
export async function setUpGame(page: Page, seed: number) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Name of seat 1').fill('Anne');
  await page.getByLabel('Name of seat 2').fill('Mary');
  await page.getByLabel('Captain of seat 1').selectOption('helmsman');
  await page.getByLabel('Captain of seat 2').selectOption('navigator');
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill(String(seed));
  await page.getByRole('button', { name: 'Set sail' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');
}

/** Screen position of a hex once the table is drawn and the camera has arrived where it was sent. */
export async function settledHexPoint(page: Page, hex: string) {
  // the sandbox has no game screen; the game's board shows once the table says it is ready
  if ((await page.locator('.game-screen').count()) > 0)
    await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', {
      timeout: 60_000,
    });
  await cameraAtRest(page);
  const point = await page.evaluate((key) => window.__toGlory?.hexScreen(key as never) ?? null, hex);
  if (!point) throw new Error(`the hex ${hex} is not on screen`);
  return point;
}

/**
 * Presses a hex on the 3D board (a glowing marker) with a click, or with a tap when `touch`, and waits
 * for the game to change; presses again only if the game has not changed since the first press (a
 * busy machine can take long to answer one, and a second press would act on the next state).
 */
export async function clickHex(page: Page, hex: string, touch = false) {
  const before = await revision(page);
  const changed = () =>
    page
      .waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before, {
        timeout: 15_000,
      })
      .then(() => true)
      .catch(() => false);
  for (let tries = 0; tries < 4; tries++) {
    const point = await settledHexPoint(page, hex);
    if ((await revision(page)) > before) return;
    if (touch) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
    if (await changed()) return;
  }
  throw new Error(`pressing hex ${hex} changed nothing`);
}

/** Places the Kraken by clicking a glowing space on the 3D board. */
export async function placeKraken(page: Page) {
  const spot = await page.evaluate(() => {
    const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
    return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
  });
  if (!spot) throw new Error('no legal Kraken spot');
  await clickHex(page, spot);
}

/** Waits until the 3D table is drawn (models and physics loaded) and the camera has settled on a hex. */
export async function tableSettled(page: Page, hex: string) {
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  return settledHexPoint(page, hex);
}

/** What is on top at a screen point: 'table' for the bare canvas, else a description of what covers it. */
export async function topAt(page: Page, point: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return 'off screen';
    const element = document.elementFromPoint(x, y);
    if (!element) return 'nothing';
    if (element.tagName === 'CANVAS') return 'table';
    if (element.closest('.turn-handles')) return `turn handle ${element.ariaLabel ?? ''}`;
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} in ${
      element.closest('section, aside, header, nav, div[class]')?.className ?? '?'
    }`;
  }, point);
}

/** The page is no wider than the viewport (nothing scrolls sideways). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
