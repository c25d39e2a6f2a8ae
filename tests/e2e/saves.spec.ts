import { expect, test } from '@playwright/test';
import { actionFor, execute } from '../../src/engine';
import { setUpGame as setUpEngineGame } from '../../src/engine/sim/setUpGame';
import { encodeSave } from '../../src/store/saveFile';
import { startDevServer } from './support/devServer';
import { clickAndWait, pageState, placeKraken, setUpGame } from './support/driver';

async function startAndSail(page: import('@playwright/test').Page) {
  await setUpGame(page, 777);
  await placeKraken(page);
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await clickAndWait(page, 'ship-forward');
  await clickAndWait(page, 'ship-left');
}

test('reloading mid-game resumes the very same state', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.reload();
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  expect(await pageState(page)).toEqual(before);
});

test('a corrupted save is reported and the last good save is kept', async ({ page }) => {
  await startAndSail(page);
  const lastGood = await page.evaluate(() => localStorage.getItem('to-glory:save:previous'));
  expect(lastGood).not.toBeNull();
  // someone edits the coins in the current save by hand
  await page.evaluate(() => {
    const text = localStorage.getItem('to-glory:save') ?? '';
    localStorage.setItem('to-glory:save', text.replace('"coins":0', '"coins":40'));
  });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('edited or damaged');
  await expect(page.getByRole('alert')).toContainText('last good save was restored');
  await page.getByRole('button', { name: 'Resume game' }).click();
  const restored = await pageState(page);
  expect(restored).toEqual(JSON.parse(lastGood ?? '{}').game);
});

test('importing a broken file names the problem and changes nothing', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.getByTestId('import-save').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{"format":"to-glory-save","version":99,"savedAt":"x","checksum":"0","game":{},"log":[]}',
    ),
  });
  await expect(page.getByTestId('notice')).toContainText('newer version');
  expect(await pageState(page)).toEqual(before);
  const saved = await page.evaluate(() => localStorage.getItem('to-glory:save'));
  expect(JSON.parse(saved ?? '{}').game).toEqual(before);
});

test('the table survives a lost WebGL context with the game untouched', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const gl = canvas?.getContext('webgl2');
    const lose = gl?.getExtension('WEBGL_lose_context');
    if (!lose) throw new Error('WEBGL_lose_context unavailable');
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = lose;
    lose.loseContext();
  });
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-context-lost', 'true');
  // the fast graphics draw on demand: the fresh canvas draws when it mounts, not continuously
  const framesBefore = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
  await page.evaluate(() => (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext());
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-generation', '1');
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-context-lost', 'false');
  await page.waitForFunction((count) => (window.__toGlory?.frames.count ?? 0) > count, framesBefore);
  expect(await pageState(page)).toEqual(before);
});

test('under npm start too, an edited save is refused with a notice and the last good one restored', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // two saves as a game leaves them: the one before the last action, and the last one, edited by hand
  const start = setUpEngineGame({
    names: ['Anne', 'Mary'],
    seed: 5,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'yellow' },
    ],
  });
  const sailed = execute(start, actionFor(start, { type: 'moveShip', path: ['forward'] }));
  if (!sailed.ok) throw new Error(sailed.reason);
  const good = encodeSave(start, [], new Date('2026-12-01T09:00:00Z'));
  const edited = encodeSave(sailed.state, [], new Date('2026-12-01T09:01:00Z')).replace(
    '"coins":0',
    '"coins":40',
  );
  expect(edited).toContain('"coins":40');
  await page.addInitScript(
    ({ current, previous }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('to-glory:save', current);
      localStorage.setItem('to-glory:save:previous', previous);
    },
    { current: edited, previous: good },
  );
  const dev = await startDevServer();
  try {
    await page.goto(dev.url);
    await expect(page.getByRole('alert')).toContainText('edited or damaged', { timeout: 60_000 });
    await expect(page.getByRole('alert')).toContainText('last good save was restored');
    expect(await page.evaluate(() => localStorage.getItem('to-glory:save'))).toBe(good);
  } finally {
    dev.stop();
  }
});
