import { expect, type Page, test } from '@playwright/test';
import { initPhysics } from '../../src/physics';
import { sweepInput, sweepVolley, thresholdVariants } from '../../src/physics/sweep';
import { formatSweepSummary } from '../../src/physics/sweepSummary';
import { DEFAULT_THRESHOLDS } from '../../src/physics/thresholds';

import { expectReachable, sidewaysOverflow } from './support/fits';

const BORDERLINE = { strength: '0.12', seed: '1' };

/** Fires one volley on the empty sea: red at blue three spaces ahead; with these a short cube bounces into blue's hull, a borderline hit. */
async function fireBorderlineVolley(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Empty sea' }).click();
  await page.getByTestId('strength').fill(BORDERLINE.strength);
  await page.getByTestId('seed').fill(BORDERLINE.seed);
  await page.getByTestId('fire').click();
  await page.waitForFunction(() => (window.__toGloryLab?.sandbox().volleys.length ?? 0) === 1);
  await page.getByRole('button', { name: 'Tune the scoring →' }).click();
}

test('the tuner finds the threshold that decides a recorded volley, moves it, and sees the outcome change', async ({
  page,
}) => {
  await fireBorderlineVolley(page);
  const recorded = page.getByTestId('recorded-s1');
  await expect(recorded).toHaveText(/^Sandbox #1 · red at 0.12: /);
  await expect(recorded).toHaveAttribute('data-changed', 'false');
  await recorded.click();

  // the closest flip comes first; "Try" moves that threshold just past it
  const deciding = page.getByTestId('deciding');
  await expect(deciding.locator('h4')).toHaveText(/^Decided most narrowly by /);
  const decider = deciding.locator('tr.decider');
  const field = await decider.getAttribute('data-field');
  await decider.getByRole('button', { name: 'Try' }).first().click();
  await expect(page.getByTestId(`threshold-${field}`)).toHaveClass(/moved/);
  await expect(recorded).toHaveAttribute('data-changed', 'true');
  await expect(recorded).toContainText(' → ');
  await expect(page.getByTestId('recorded-counts')).toContainText('1 changed');

  // typing a value works the same way, and the reference brings the outcome back
  await page.getByRole('button', { name: 'Back to Default' }).click();
  await expect(recorded).toHaveAttribute('data-changed', 'false');
  await page.getByLabel('Hit impulse (g·cm/s)').fill('100');
  await page.getByLabel('Rest speed (cm/s)').fill('1');
  await expect(page.getByTestId('threshold-hitImpulse')).toHaveClass(/moved/);
  await page.getByRole('button', { name: 'Back to Default' }).click();
  await expect(page.getByTestId('threshold-hitImpulse')).not.toHaveClass(/moved/);
});

test('presets: a broken file names its bad field and changes nothing; a saved one is used by the game', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tune the scoring' }).click();
  const options = page.getByLabel('Load a preset').locator('option');
  await expect(options.first()).toHaveText('Default');
  const before = await options.allTextContents();
  await page.getByTestId('preset-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ name: 'Broken', thresholds: { hitImpulse: 'hard' } })),
  });
  await expect(page.getByTestId('preset-message')).toContainText('hitImpulse');
  await expect(page.getByTestId('preset-message')).toContainText('must be a number');
  expect(await options.allTextContents()).toEqual(before);

  await page.getByLabel('Time cap (s)').fill('3');
  await page.getByLabel('Preset name').fill('Quick');
  await page.getByRole('button', { name: 'Save these as' }).click();
  await page.getByLabel('Load a preset').selectOption('Quick');
  await expect(page.getByTestId('game-preset')).toHaveText('Quick');
  await page.getByRole('button', { name: 'Restore default' }).click();
  await expect(page.getByTestId('game-preset')).toHaveText('Default');
});

test('a small batch runs in workers, plots, and matches npm run tune for the same seed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tune the scoring' }).click();
  await page.getByTestId('batch-count').fill('16');
  await page.getByTestId('batch-seed').fill('7');
  await page.getByTestId('batch-run').click();
  await expect(page.getByTestId('batch-status')).toContainText('Done: 16 volleys', { timeout: 90_000 });
  await expect(page.getByTestId('plot-shares').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('plot-sensitivity').locator('svg').first()).toBeVisible();

  // the same sweep in Node, as `npm run tune -- --volleys 16 --seed 7` computes it
  await initPhysics();
  const base = { ...DEFAULT_THRESHOLDS };
  const variants = thresholdVariants(base);
  const rows = Array.from({ length: 16 }, (_, i) => sweepVolley(sweepInput(7, i), i, base, variants));
  const summary = await page.evaluate(() => window.__toGloryLab?.batch().summary);
  expect(summary).toBe(formatSweepSummary(rows, variants));

  // a batch volley replays from the worker that holds its trace
  await page.getByTestId('recorded-b3').click();
  await expect(page.getByTestId('replay-panel').getByTestId('score-card')).toBeVisible();
  await expect(page.getByTestId('deciding')).toBeVisible();
});

test('a threshold field keeps what is typed, checks it on Enter, and "Back to Default" clears its message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tune the scoring' }).click();
  const field = page.getByLabel('Hit impulse (g·cm/s)');
  const working = () =>
    page.evaluate(() => {
      const thresholds = window.__toGloryLab?.tuning().thresholds as { hitImpulse: number } | undefined;
      return thresholds?.hitImpulse ?? null;
    });
  await expect(field).toBeVisible();
  await expect.poll(working).not.toBeNull();
  const defaultValue = await working();

  // typed key by key: "1" alone is below the bounds, but nothing is checked before Enter
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type('16');
  await expect(field).toHaveValue('16');
  expect(await working()).toBe(defaultValue);
  await field.press('Enter');
  await expect.poll(working).toBe(16);
  await expect(page.getByTestId('threshold-hitImpulse')).toHaveClass(/moved/);

  // out of bounds: refused, the text stays with the bounds message, the value in force is unchanged
  await field.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await field.press('Enter');
  const problem = page.getByTestId('threshold-problem-hitImpulse');
  await expect(problem).toHaveText('Hit impulse must be between 4 and 100 g·cm/s.');
  await expect(field).toHaveValue('2');
  expect(await working()).toBe(16);

  // back to the reference: the value and the field return, the message goes
  await page.getByRole('button', { name: 'Back to Default' }).click();
  await expect(problem).toHaveCount(0);
  await expect(field).toHaveValue(String(defaultValue));
  expect(await working()).toBe(defaultValue);

  // a refused value typed again and "Back to Default" with nothing else moved clears it as well
  await field.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await field.press('Enter');
  await expect(problem).toBeVisible();
  await page.getByRole('button', { name: 'Back to Default' }).click();
  await expect(problem).toHaveCount(0);
  await expect(field).toHaveValue(String(defaultValue));
});

// the tuning page on phones (this spec runs in the desktop project: each size sets its own viewport)
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('the tuning page fits the screen: nothing sideways, its key controls reachable', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Tune the scoring' }).tap();
      await expect(page.getByRole('button', { name: 'Back to Default' })).toBeVisible();
      expect(await sidewaysOverflow(page), 'what sticks out sideways').toEqual([]);
      for (const name of ['← Home', 'Sandbox →', 'Back to Default', 'Save these as'])
        await expectReachable(page.getByRole('button', { name, exact: true }), name);
      await expectReachable(page.getByTestId('batch-run'), 'Run the batch');
      await expectReachable(page.getByTestId('threshold-hitImpulse'), 'a threshold');
    });
  });
}
