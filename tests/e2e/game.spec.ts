import { expect, test } from '@playwright/test';
import { initPhysics, simulateVolley, traceHash } from '../../src/physics';
import { clickAndWait, pageState, placeKraken, setUpGame } from './support/driver';
import { planStep } from './support/planTurn';
import { quickTable } from './support/quickTable';
import { flickVolley } from './support/volley';

const SEED = 20261130;
/** A generous bound: the planned game takes about a hundred clicks. */
const MAX_STEPS = 1500;

test('a seeded two-player game is played through the interface to its end', async ({ page }) => {
  test.setTimeout(900_000);
  // about a hundred moves: reduced motion shows each at once (glide.spec watches a move play out)
  await quickTable(page);
  await setUpGame(page, SEED);
  await placeKraken(page);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-physics-ready', 'true');

  const seen = { manoeuvre: false, explore: false, ability: false, volleys: 0, turns: 0 };
  let screenshotTaken = false;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const handOff = page.getByRole('button', { name: /tap when ready/ });
    if (await handOff.isVisible()) await handOff.click();
    const state = await pageState(page);
    if (state.phase.kind === 'ended') break;
    const turn = state.turn;
    if (!turn) throw new Error('a game in play has a turn');
    const player = state.players[turn.seat];

    // Each player's first turn shows off the once-per-turn moves: a volley, and Anne's ability.
    if (seen.turns < 2 && !turn.volleyUsed && !turn.manoeuvre && !turn.ability) {
      const banner = await flickVolley(page, 'ship', 160);
      expect(banner).toMatch(/coin/);
      // the player saw exactly the volley that was scored, and Node flies it the same way (P6)
      const shown = await page.evaluate(() => window.__toGlory?.lastTraceHash());
      const input = await page.evaluate(() => window.__toGlory?.lastVolleyInput());
      if (!input) throw new Error('no volley input on the page');
      await initPhysics();
      expect(shown).toBe(traceHash(simulateVolley(input)));
      seen.volleys += 1;
      await page.getByTestId('close-volley').click();
      continue;
    }
    if (player?.captain === 'helmsman' && !turn.abilityUsed && !player.cursed && !turn.manoeuvre) {
      await clickAndWait(page, 'start-ability');
      seen.ability = true;
      continue;
    }

    if (seen.turns === 2 && !screenshotTaken) {
      await page.screenshot({ path: 'test-results/screenshots/board.png' });
      screenshotTaken = true;
    }
    const step = planStep(state);
    if (step.kind === 'endTurn') {
      await clickAndWait(page, 'end-turn');
      seen.turns += 1;
      continue;
    }
    if (step.action.type === 'explore') seen.explore = true;
    await clickAndWait(page, step.testId);
    if ((await pageState(page)).turn?.manoeuvre) seen.manoeuvre = true;
  }

  const final = await pageState(page);
  expect(final.phase.kind).toBe('ended');
  expect(seen).toMatchObject({ explore: true, ability: true, volleys: 2 });
  expect(seen.manoeuvre, 'some move had to go on (M3)').toBe(true);
  await expect(page.getByTestId('winner')).toBeVisible();
  const scores = page.getByTestId('final-scores');
  await expect(scores).toContainText('Anne');
  await expect(scores).toContainText('Mary');
});
