import { expect, test } from '@playwright/test';
import { openWithGame, turnGame } from './support/games';
import { flickVolley } from './support/volley';

test('a volley is heard: the strike and a knock per contact are scheduled as the cubes fly; mute is kept', async ({
  page,
}) => {
  await openWithGame(page, turnGame());
  await page.getByRole('button', { name: 'Resume game' }).click();
  const screen = page.locator('.game-screen');
  await expect(screen).toHaveAttribute('data-phase', 'playing');
  await expect(screen).toHaveAttribute('data-physics-ready', 'true', { timeout: 60_000 });
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

  // mute from the menu, kept with the settings
  await page.getByTestId('game-menu').click();
  await page.getByTestId('sound-mute').check();
  await expect(page.getByTestId('sound-volume')).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('to-glory:settings') ?? '{}'));
  expect(stored).toMatchObject({ version: 3, state: { muted: true, volume: 0.7 } });
});
