import { expect, test } from '@playwright/test';
import { atStep, changedSince, coachStep, revision, voyageStep } from './support/lessonWalk';
import { quickTable } from './support/quickTable';

/** The desktop's keys for the buttons the voyage presses. */
const KEYS: Record<string, string> = {
  'ship-forward': 'w',
  'ship-left': 'a',
  'ship-right': 'd',
  'end-turn': 'n',
};

test.beforeEach(({ page }) => quickTable(page));

test('the lesson walked by keyboard from the welcome to the ability, with a screenshot of each step', async ({
  page,
}, info) => {
  const shots = info.outputPath('lesson');
  const key = async (name: string) => {
    const before = await revision(page);
    await page.keyboard.press(name);
    await changedSince(page, before);
  };
  const next = async () => {
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
  };
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn to play' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });

  await atStep(page, 'welcome', shots);
  await next();

  await atStep(page, 'kraken', shots);
  const cursor = page.getByTestId('kraken-cursor');
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(cursor).toContainText('Cursor:', { timeout: 1_000 });
  }).toPass();
  await key('Enter');
  // a hand-off may stand between the placing and the first turn
  const ready = page.getByRole('button', { name: /tap when ready/ });
  await expect(ready.or(page.locator('[data-step="sail"]'))).toBeVisible();
  if (await ready.isVisible()) await ready.press('Enter');

  await atStep(page, 'sail', shots);
  await key('w');
  await atStep(page, 'mustGoOn', shots);
  await next();
  await atStep(page, 'turn', shots);
  await key('a');

  await atStep(page, 'explore', shots);
  while ((await coachStep(page)) === 'explore') {
    const button = await voyageStep(page);
    if (button.startsWith('explore')) await key('e');
    else if (KEYS[button]) await key(KEYS[button]);
    else {
      const before = await revision(page);
      await page.getByTestId(button).focus();
      await page.keyboard.press('Enter');
      await changedSince(page, before);
    }
    // the Deckhand's turn: wait for the controls to come back
    if (button === 'end-turn') await expect(page.getByTestId('end-turn')).toBeEnabled({ timeout: 120_000 });
  }
  await atStep(page, 'treasure', shots);
  await next();
  await atStep(page, 'curse', shots);
  await next();

  await atStep(page, 'volley', shots);
  await page.keyboard.press('f');
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('aiming')).toBeFocused();
  await page.keyboard.down(' ');
  await expect(page.getByTestId('power-meter')).not.toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.up(' ');
  await expect(page.getByTestId('volley-banner')).toBeVisible({ timeout: 60_000 });
  await atStep(page, 'ability', shots);
  await page.getByTestId('close-volley').focus();
  await page.keyboard.press('Enter');

  // the walk stops here: with this deal the learner drew a Jolly Roger while exploring, and a cursed
  // captain cannot pass the ability step (ending turns does not lift a curse) while the Deckhand plays
  // on and wins; the last three steps wait for the lesson to lead past that
  await expect(page.getByTestId('volley-banner')).toBeHidden();
});
