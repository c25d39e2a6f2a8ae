import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { OLDER_TAB_NOTICE } from '../../src/store/game/gameStore';
import { encodeSave } from '../../src/store/saves/saveFile';
import { clickAndWait, placeKraken, setUpGame } from './support/driver';
import { keptReplay, playedGame } from './support/keptReplay';

/** Sizes the History page, the replay viewer and the end screen's statistics are looked at (LOOK=1). */
const LOOK_SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1180, height: 820 },
  { width: 1280, height: 800 },
] as const;

/** With LOOK=1, a screenshot of this screen at each size, in /tmp/look-<name>-<w>x<h>.png. */
async function look(page: Page, name: string) {
  if (!process.env.LOOK) return;
  const before = page.viewportSize();
  for (const size of LOOK_SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/look-${name}-${size.width}x${size.height}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const SETTINGS = JSON.stringify({
  state: { graphics: 'fast', reducedMotion: true, thresholdPreset: 'Default' },
  version: 1,
});

test('a game played to its end is kept with its statistics, replays action by action, and opens from a file in another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const played = await playedGame(3);
  const record = { id: 'e2e-game', initial: played.initial, actions: played.actions.slice(0, -1) };
  const save = encodeSave(played.beforeEnd, [], new Date(), ['person', 'person'], undefined, record);
  await page.addInitScript(
    ({ text, settings }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('to-glory:save', text);
      localStorage.setItem('to-glory:settings', settings);
    },
    { text: save, settings: SETTINGS },
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await clickAndWait(page, 'end-turn');
  const end = page.getByRole('dialog', { name: /wins|Shared victory/ });
  const stats = end.getByTestId('end-stats');
  await expect(stats).toBeVisible();
  // the figures are the game's: volleys fired by each, read from the kept actions
  const fired = [0, 1].map(
    (seat) =>
      played.actions.filter(({ action }) => action.type === 'resolveVolley' && action.seat === seat).length,
  );
  const volleyRow = stats.getByRole('row', { name: /Volleys fired/ });
  await expect(volleyRow).toHaveText(`Volleys fired${fired[0]}${fired[1]}`);
  await expect(stats.getByTestId('points-chart').locator('svg').first()).toBeVisible();
  await look(page, 'end-stats');

  await end.getByRole('button', { name: 'Back to the harbour' }).click();
  await page.getByTestId('open-history').click();
  const entry = page.getByTestId('history-game');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Anne');
  await expect(page.getByTestId('name-records')).toContainText('Anne');
  await look(page, 'history');

  // the kept game as a file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByTestId('export-replay').click(),
  ]);
  const file = readFileSync((await download.path()) ?? '', 'utf8');
  expect(JSON.parse(file).record.actions).toHaveLength(played.actions.length);

  await entry.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-index')).toHaveText('0');
  await page.getByTestId('step-forward').click();
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('replay-index')).toHaveText('2');
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('replay-index')).toHaveText('1');
  await expect(page.getByTestId('replay-events')).toContainText('will go first');
  // a volley flown again from its input, its trace hash checked against the recorded one
  const volleyAt = played.actions.findIndex((kept) => kept.volley) + 1;
  await page.locator('.replay-scrub input').fill(String(volleyAt));
  await expect(page.getByTestId('replay-index')).toHaveText(String(volleyAt));
  await expect(page.getByTestId('flight-check')).toHaveText(/Flown again exactly as recorded/, {
    timeout: 30_000,
  });
  await look(page, 'replay');

  // another browser (its own storage) opens the file and flies the same volley the same
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.addInitScript((settings) => localStorage.setItem('to-glory:settings', settings), SETTINGS);
  await second.goto('/');
  await second.getByTestId('open-history').click();
  await second.getByTestId('import-replay').setInputFiles({
    name: 'replay.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  await expect(second.getByTestId('replay')).toBeVisible();
  await second.locator('.replay-scrub input').fill(String(volleyAt));
  await expect(second.getByTestId('flight-check')).toHaveText(/Flown again exactly as recorded/, {
    timeout: 30_000,
  });
  await other.close();
});

test('a replay file that was tampered with is refused in words, and a mismatched volley is said', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const played = await playedGame(3);
  const kept = keptReplay(played);
  const volleyAt = played.actions.findIndex((action) => action.volley);
  const tampered = structuredClone(kept);
  if (tampered.record.kind !== 'actions') throw new Error('fixture');
  const volley = tampered.record.actions[volleyAt]?.volley;
  if (!volley) throw new Error('fixture: no volley');
  volley.hash = '0123456789abcdef';
  await page.addInitScript((settings) => localStorage.setItem('to-glory:settings', settings), SETTINGS);
  await page.goto('/');
  await page.getByTestId('open-history').click();
  await page.getByTestId('import-replay').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...kept, record: { ...kept.record, initial: null } })),
  });
  await expect(page.getByRole('alert')).toContainText('Replay refused. This replay is damaged:');
  await page.getByTestId('import-replay').setInputFiles({
    name: 'odd.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tampered)),
  });
  await page.locator('.replay-scrub input').fill(String(volleyAt + 1));
  await expect(page.getByTestId('flight-check')).toHaveText(
    /flew differently from the recorded one: .* recorded 0123456789abcdef/,
    { timeout: 30_000 },
  );
});

test('two tabs of one game: the older tab is told and stops saving, so the newer one loses no move', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await setUpGame(page, 5);
  const second = await context.newPage();
  await second.goto('/');
  await expect(page.getByTestId('notice')).toHaveText(OLDER_TAB_NOTICE);
  const saved = () => second.evaluate(() => localStorage.getItem('to-glory:save'));
  const before = await saved();
  await placeKraken(page);
  await expect(page.getByTestId('notice')).toHaveText(OLDER_TAB_NOTICE);
  expect(await saved()).toBe(before);
  expect(JSON.parse(before ?? '{}').game.phase.kind).toBe('placeKraken');
});
