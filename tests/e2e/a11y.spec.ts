import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clickAndWait, tableSettled } from './support/driver';
import { endingGame, openWithGame, turnGame } from './support/games';

/** Serious and critical axe violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('home, setup, sandbox and tuning screens have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  expect(await violations(page), 'home').toEqual([]);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByLabel('Name of seat 1')).toBeVisible();
  expect(await violations(page), 'setup').toEqual([]);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
    timeout: 60_000,
  });
  expect(await violations(page), 'sandbox').toEqual([]);
  await page.getByRole('button', { name: 'Tune the scoring →' }).click();
  await expect(page.locator('.tuning-screen')).toBeVisible();
  expect(await violations(page), 'tuning').toEqual([]);
});

test('hand-off, turn and volley screens have no serious accessibility violations', async ({ page }) => {
  await openWithGame(page, turnGame());
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page.getByTestId('hand-off')).toBeVisible();
  expect(await violations(page), 'hand-off').toEqual([]);
  await page.getByRole('button', { name: /tap when ready/ }).click();
  const state = await page.evaluate(
    () => window.__toGlory?.state() as { ships: Record<string, { hex: string }> },
  );
  await tableSettled(page, state.ships.blue?.hex ?? '0,0');
  expect(await violations(page), 'turn').toEqual([]);
  // the board in words, shown as a panel while one of its moves has the focus
  const words = page.getByRole('region', { name: 'The board in words' });
  await words.getByRole('button').first().focus();
  await expect(words).toBeInViewport();
  expect(await violations(page), 'the board in words').toEqual([]);
  await page.getByTestId('open-volley').click();
  await expect(page.getByTestId('fire-from-ship')).toBeFocused();
  expect(await violations(page), 'volley: choosing').toEqual([]);
  await page.getByTestId('fire-from-ship').click();
  await expect(page.getByTestId('power-meter')).toBeVisible();
  expect(await violations(page), 'volley: aiming').toEqual([]);
});

test('the end screen celebrates the winner without serious accessibility violations', async ({ page }) => {
  await openWithGame(page, endingGame());
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await clickAndWait(page, 'end-turn');
  await expect(page.getByTestId('winner')).toContainText(/wins!|Shared victory/);
  await expect(page.getByRole('button', { name: 'Back to the harbour' })).toBeFocused();
  expect(await violations(page), 'end').toEqual([]);
});
