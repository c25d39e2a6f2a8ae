import { expect, type Page, test } from '@playwright/test';
import type { GameState } from '../../src/engine';
import type { MotionSample } from '../../src/store/testHooks';
import { place, startedGame } from '../unit/engine/fixtures';
import { pageState } from './support/driver';
import { openWithGame } from './support/games';

/** The beats play this many times slower: software WebGL draws a frame in a few hundred ms. */
const SLOW_MOTION = 12;

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
