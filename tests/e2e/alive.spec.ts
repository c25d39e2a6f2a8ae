import { expect, type Page, test } from '@playwright/test';
import { actionFor, execute, type GameState } from '../../src/engine';
import type { MotionSample } from '../build/scene/testProbe';
import { place, startedGame } from '../unit/engine/fixtures';
import { pageState } from './support/driver';
import { openWithGame } from './support/games';
import { flickVolley } from './support/volley';

/** The beats play this many times slower: software WebGL draws a frame in a few hundred ms. */
const SLOW_MOTION = 12;
/** A volley's beats are caught by screenshots, slower still on a busy machine (a coin flight takes 29 s). */
const VOLLEY_SLOW_MOTION = 24;

/** Red beside island H, whose pile gives a Jolly Roger and then a card: one explore curses and draws. */
function curseThenCard(): GameState {
  const state = place(startedGame(), { ships: { red: [4, 3, 0] } });
  const pile = state.islands.H;
  const roger = pile.find((id) => state.tokens[id]?.kind === 'jollyRoger');
  const card = pile.find((id) => state.tokens[id]?.kind === 'card');
  if (!roger || !card) throw new Error('island H lacks a Jolly Roger or a card');
  state.islands.H = [roger, card, ...pile.filter((id) => id !== roger && id !== card)];
  return state;
}

/**
 * Anne (red) has sailed once, so her captain stands on space 1 of her card; then red is set two spaces
 * from blue, broadside on: a pull of 45 px (a fifth of full strength) throws the cubes onto blue's stern
 * and knocks its captain off (a pull of 40–51 px does, found headless with src/table/fire for this
 * state's seed; a knock-off pays 3 coins).
 */
function broadside(): GameState {
  const started = startedGame();
  const sailed = execute(started, actionFor(started, { type: 'moveShip', path: ['forward'] }));
  if (!sailed.ok) throw new Error(sailed.reason);
  return place(sailed.state, { ships: { red: [4, 3, 0], blue: [6, 3, 3] } });
}

/** Waits for a drawn frame of this motion well under way (t 0.2–0.8), and answers it. */
async function midMotion(page: Page, kind: MotionSample['kind']) {
  const handle = await page
    .waitForFunction(
      (wanted) =>
        (window.__toGlory?.motions ?? []).findLast((s) => s.kind === wanted && s.t > 0.2 && s.t < 0.8) ??
        null,
      kind,
      { timeout: 30_000, polling: 20 },
    )
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => ({
        samples: window.__toGlory?.motions.slice(-6),
        playback: window.__toGlory?.playback(),
      }));
      throw new Error(`${error.message}; the page drew ${JSON.stringify(seen)}`);
    });
  return (await handle.jsonValue()) as MotionSample;
}

test('an explore plays onto the table: the captain card turns cursed, then the card flies to the hold', async ({
  page,
}) => {
  await page.addInitScript((factor) => {
    (globalThis as { __toGlorySlowMotion?: number }).__toGlorySlowMotion = factor;
  }, SLOW_MOTION);
  await openWithGame(page, curseThenCard());
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });

  await page.getByTestId('explore-H').click();
  // the engine has cursed Anne and dealt her a card at once; the table plays it in order
  await expect.poll(async () => (await pageState(page)).players[0]?.cards.length).toBe(1);

  const curse = await midMotion(page, 'curse');
  await page.screenshot({ path: '/tmp/alive2-curse-desktop.png' });
  expect(curse).toMatchObject({ ship: 'red', shownCursed: false, shownCards: 0, playing: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = await midMotion(page, 'card');
  await page.screenshot({ path: '/tmp/alive2-card-phone.png' });
  // the panels wait for the table: the card is not in the shown hold while it flies, the curse is shown
  expect(card).toMatchObject({ ship: 'red', shownCursed: true, shownCards: 0, playing: true });

  // reduced motion switched on cuts the rest short: the same cards and curse, shown at once
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByTestId('reduced-motion').selectOption('on');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-settled', 'true', { timeout: 10_000 });
  const shown = (await page.evaluate(() => window.__toGlory?.shownState())) as GameState;
  expect(shown.players[0]).toMatchObject({ cursed: true, cards: [expect.objectContaining({ from: 'H' })] });
});

test('a volley plays onto the table: coins fly from the supply to the hold, the captain hit falls and stands again at its turn', async ({
  page,
}) => {
  await page.addInitScript((factor) => {
    (globalThis as { __toGlorySlowMotion?: number }).__toGlorySlowMotion = factor;
  }, VOLLEY_SLOW_MOTION);
  await openWithGame(page, broadside());
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });

  const banner = await flickVolley(page, 'ship', 45);
  expect(banner).toMatch(/overboard/i);
  const engine = await pageState(page);
  expect(engine.players[0]?.coins).toBe(3);
  expect(engine.players[1]?.captainAt).toBe('down');

  // the coins are in the air: not yet in the shown hold, and the table is still playing
  const coins = await midMotion(page, 'coins');
  await page.screenshot({ path: '/tmp/alive3-coins-desktop.png' });
  expect(coins).toMatchObject({ ship: 'red', shownCoins: 0, playing: true });
  // still so after the screenshot: it caught them in flight
  expect((await shownPlayers(page))[0]?.coins).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const fall = await midMotion(page, 'fall');
  await page.screenshot({ path: '/tmp/alive3-fall-phone.png' });
  // the coins landed before the captain falls: the shown hold has them now
  // the coins landed before the captain fell; it is shown down only once its fall has played (read at
  // the caught frame: a screenshot in software WebGL can outlast the rest of the motion)
  expect(fall).toMatchObject({ ship: 'blue', playing: true, shownCaptainAt: 'stern' });
  expect((await shownPlayers(page))[0]?.coins).toBe(3);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-settled', 'true', { timeout: 30_000 });
  expect((await shownPlayers(page))[1]?.captainAt).toBe('down');

  // blue's turn: the screen is passed to Bart, and only once he looks does his captain get up on its stern
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('end-turn').click();
  const ready = page.getByRole('button', { name: /Bart: tap when ready/ });
  await expect(ready).toBeVisible();
  expect(await page.evaluate(() => window.__toGlory?.motions.some((s) => s.kind === 'stand'))).toBe(false);
  expect((await shownPlayers(page))[1]?.captainAt).toBe('down');
  await ready.click();
  const stand = await midMotion(page, 'stand');
  await page.screenshot({ path: '/tmp/alive3-stand-desktop.png' });
  expect(stand).toMatchObject({ ship: 'blue', playing: true, shownCaptainAt: 'down' });
  await expect(page.locator('.game-screen')).toHaveAttribute('data-settled', 'true', { timeout: 30_000 });
  expect((await shownPlayers(page))[1]?.captainAt).toBe('stern');
});

async function shownPlayers(page: Page) {
  return ((await page.evaluate(() => window.__toGlory?.shownState())) as GameState).players;
}
