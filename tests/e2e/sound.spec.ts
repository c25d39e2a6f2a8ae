import { expect, test } from '@playwright/test';
import { placeKraken, setUpGame } from './support/driver';
import { flickVolley } from './support/volley';

test('a volley is heard: the strike and a knock per contact are scheduled as the cubes fly; mute is remembered', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({ state: { graphics: 'fast', motion: 'off', thresholdPreset: 'Default' }, version: 2 }),
    ),
  );
  await setUpGame(page, 424242);
  await placeKraken(page);
  const screen = page.locator('.game-screen');
  await expect(screen).toHaveAttribute('data-phase', 'playing');
  await expect(screen).toHaveAttribute('data-physics-ready', 'true');
  const handOff = page.getByRole('button', { name: /tap when ready/ });
  if (await handOff.isVisible()) await handOff.click();
  // the clicks so far were gestures: the audio context is made
  expect(await page.evaluate(() => window.__toGlorySound?.unlocked())).toBe(true);
  const before = await page.evaluate(() => window.__toGlorySound?.scheduled.length ?? -1);

  await flickVolley(page, 'ship', 160);
  await page.waitForFunction(() => window.__toGlory?.volleyStage() !== 'flying');
  const sounds = await page.evaluate((from) => window.__toGlorySound?.scheduled.slice(from) ?? [], before);
  const kinds = sounds.map((sound) => sound.kind);
  expect(kinds[0], kinds.join(',')).toBe('strike');
  expect(kinds.filter((kind) => kind === 'knock').length, kinds.join(',')).toBeGreaterThan(1);
  // scheduled in the order of the trace, each on the audio clock
  const times = sounds.map((sound) => sound.time ?? -1);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  for (const sound of sounds) expect(Number.isFinite(sound.at)).toBe(true);
  console.log(
    `sound: ${sounds.length} cues; scheduled behind their trace time: max ${Math.max(...sounds.map((s) => s.late)).toFixed(3)} s`,
  );

  // mute from the menu, remembered over a reload
  await page.getByTestId('game-menu').click();
  await page.getByTestId('sound-mute').check();
  await expect(page.getByTestId('sound-volume')).toBeDisabled();
  await page.reload();
  await page.getByTestId('game-menu').click();
  await expect(page.getByTestId('sound-mute')).toBeChecked();
});
