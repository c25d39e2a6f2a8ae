import { expect, type Locator, test } from '@playwright/test';
import { clickHex, tableSettled } from './support/driver';
import { atStep, changedSince, coachStep, revision, voyageStep } from './support/lessonWalk';
import { quickTable } from './support/quickTable';

test.beforeEach(({ page }) => quickTable(page));

test('phone: the lesson walked by touch from the welcome to the volley, with a screenshot of each step', async ({
  page,
}, info) => {
  const shots = info.outputPath('lesson');
  const tapAndWait = async (target: Locator) => {
    const before = await revision(page);
    await target.tap();
    await changedSince(page, before);
  };
  const next = () => page.getByRole('button', { name: 'Next' }).tap();
  await page.goto('/');
  await page.getByRole('button', { name: 'Learn to play' }).tap();

  await atStep(page, 'welcome', shots);
  await next();
  await atStep(page, 'kraken', shots);
  const spot = await page.evaluate(() => {
    const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
    return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
  });
  if (!spot) throw new Error('no glowing space for the Kraken');
  await tableSettled(page, spot);
  await clickHex(page, spot, true);
  const ready = page.getByRole('button', { name: /tap when ready/ });
  await expect(ready.or(page.locator('[data-step="sail"]'))).toBeVisible();
  if (await ready.isVisible()) await ready.tap();

  await atStep(page, 'sail', shots);
  await tapAndWait(page.getByTestId('ship-forward'));
  await atStep(page, 'mustGoOn', shots);
  await next();
  await atStep(page, 'turn', shots);
  await tapAndWait(page.getByTestId('ship-left'));

  await atStep(page, 'explore', shots);
  while ((await coachStep(page)) === 'explore') {
    const button = await voyageStep(page);
    await tapAndWait(page.getByTestId(button));
    if (button === 'end-turn') await expect(page.getByTestId('end-turn')).toBeEnabled({ timeout: 120_000 });
  }
  await atStep(page, 'treasure', shots);
  await next();
  await atStep(page, 'curse', shots);
  await next();
  await atStep(page, 'volley', shots);
  await page.getByTestId('open-volley').tap();
  await expect(page.getByTestId('fire-from-ship')).toBeVisible();
});
