import { expect, type Locator, test } from '@playwright/test';
import type { GameState, HexKey } from '../../src/engine';
import { moveTargetsOf } from '../../src/store/gameSelectors';
import { horizontalOverflow, pageState, tableSettled, topAt } from './support/driver';
import { openWithGame, turnGame } from './support/games';

// Runs in every project (desktop, phone, tablet): the layout must hold at each size.
test('nothing scrolls sideways, and no panel covers the active ship or its moves', async ({ page }, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  await openWithGame(page, turnGame());
  expect(await horizontalOverflow(page), 'home screen overflow, px').toBeLessThanOrEqual(0);
  await press(page.getByRole('button', { name: 'New game' }));
  await expect(page.getByLabel('Name of seat 1')).toBeVisible();
  expect(await horizontalOverflow(page), 'setup screen overflow, px').toBeLessThanOrEqual(0);
  await press(page.getByRole('button', { name: 'Back' }));
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));

  const state = (await pageState(page)) as GameState;
  const seat = state.turn?.seat ?? 0;
  const ship = state.players[seat]?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) throw new Error('the fixture has an active ship');
  const targets = moveTargetsOf(state, { kind: 'ship', ship }).map((target) => target.hex);
  expect(targets.length, 'the fixture ship can move').toBeGreaterThan(0);
  await tableSettled(page, pose.hex);
  expect(await horizontalOverflow(page), 'game screen overflow, px').toBeLessThanOrEqual(0);

  for (const hex of [pose.hex, ...targets] as HexKey[]) {
    const point = await page.evaluate((key) => window.__toGlory?.hexScreen(key as HexKey) ?? null, hex);
    if (!point) throw new Error(`hex ${hex} is behind the camera`);
    expect(await topAt(page, point), `what is on top of hex ${hex} at ${point.x},${point.y}`).toBe('table');
  }

  if (touch) {
    // every control a finger can reach is at least 44 × 44 CSS px
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.hud button, .turn-handle')]
        .filter((element) => element.offsetParent !== null)
        .map((element) => ({
          name: element.textContent?.trim() || element.ariaLabel,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  }
});
