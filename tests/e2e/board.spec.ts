import { expect, type Page, test } from '@playwright/test';
import { standardMap } from '../../src/engine/maps/standard';
import { boardExtent, hexWorld } from '../../src/physics/boardLayout';
import { boardPixels } from './support/boardPixels';
import { placeKraken, setUpGame } from './support/driver';
import { openWithGame, turnGame } from './support/games';
import { quickTable } from './support/quickTable';

// Runs in every project: on each size the board, read from the canvas's own pixels, fills the part
// of the screen no panel covers. Before the fit (the camera far back in a narrow window, the fog
// swallowing the board) a portrait phone read 0 % board at the placement and at Whole table.

/** The least share of the board window the board fills, by what the camera frames. */
const WHOLE_BOARD_SHARE = 0.55;
/** A turn frames the ship and its moves at a tap-friendly scale: beside a home corner some table shows
 * (820×1180 reads 42 % since the panels shrank and the window grew); the navy void read 0 %. */
const TURN_SHARE = 0.38;
/** Panned and zoomed to the limit, still this much board. */
const LIMIT_SHARE = 0.12;

/** Waits until the table stops drawing: in fast graphics a frame is drawn only when something moves. */
async function tableStill(page: Page) {
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
        const still = now === last && now > 0;
        last = now;
        return still;
      },
      { intervals: [500], timeout: 60_000 },
    )
    .toBe(true);
}

/** The board's share of the board window once the table is still (a redraw can read empty for a moment). */
async function boardShare(page: Page, what: string) {
  await tableStill(page);
  let pixels = await boardPixels(page);
  for (let tries = 0; tries < 5 && pixels.empty > 0.99; tries++) {
    await tableStill(page);
    pixels = await boardPixels(page);
  }
  const share = (value: number) => `${Math.round(value * 100)} %`;
  test.info().annotations.push({
    type: 'board pixels',
    description: `${what}: board ${share(pixels.board)}, table ${share(pixels.table)}, empty ${share(pixels.empty)} of ${Math.round(pixels.window.width)}×${Math.round(pixels.window.height)}`,
  });
  return pixels.board;
}

/** Passes the hand-off cover if the turn opens behind one. */
async function passHandOff(page: Page) {
  const ready = page.getByRole('button', { name: /tap when ready/ });
  await expect(ready.or(page.locator('.hud:not([inert])')).first()).toBeVisible();
  if (await ready.isVisible()) await ready.click();
  await expect(page.locator('.hud:not([inert])')).toBeVisible();
}

test('the board fills the board window at the Kraken placement, at a turn and at Whole table', async ({
  page,
}) => {
  await quickTable(page);
  await setUpGame(page, 5);
  expect(await boardShare(page, 'placement'), 'board share at the Kraken placement').toBeGreaterThan(
    WHOLE_BOARD_SHARE,
  );

  await placeKraken(page);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  await passHandOff(page);
  expect(await boardShare(page, 'turn'), 'board share at the first turn').toBeGreaterThan(TURN_SHARE);

  await page.keyboard.press('t');
  await expect(page.getByTestId('whole-table')).toHaveAttribute('aria-pressed', 'true');
  expect(await boardShare(page, 'Whole table'), 'board share at Whole table').toBeGreaterThan(
    WHOLE_BOARD_SHARE,
  );
  // and the whole board lies inside the board window: its four corners are on screen there
  const extent = boardExtent(standardMap);
  const corners = [
    [extent.minX, extent.minZ],
    [extent.maxX, extent.minZ],
    [extent.maxX, extent.maxZ],
    [extent.minX, extent.maxZ],
  ] as const;
  const place = await page.evaluate((points) => {
    const area = document.querySelector('.board-window')?.getBoundingClientRect();
    return {
      area: area ? { left: area.left, top: area.top, right: area.right, bottom: area.bottom } : null,
      corners: points.map(([x, z]) => window.__toGlory?.project(x, 0, z) ?? null),
    };
  }, corners);
  if (!place.area) throw new Error('no board window');
  for (const [index, corner] of place.corners.entries()) {
    expect(corner, `board corner ${index} in front of the camera`).not.toBeNull();
    if (!corner) continue;
    const inside =
      corner.x >= place.area.left - 1 &&
      corner.x <= place.area.right + 1 &&
      corner.y >= place.area.top - 1 &&
      corner.y <= place.area.bottom + 1;
    expect(
      inside,
      `board corner ${index} at ${Math.round(corner.x)},${Math.round(corner.y)} in the board window`,
    ).toBe(true);
  }
});

/** Where a table point shows on screen (null: behind the camera). */
async function screenAt(page: Page, at: { x: number; z: number }) {
  return page.evaluate(({ x, z }) => window.__toGlory?.project(x, 0, z) ?? null, at);
}

async function press(page: Page, key: string, times: number) {
  for (let count = 0; count < times; count++) await page.keyboard.press(key);
}

test('zoomed and panned to the limit with the camera keys, some of the board stays in view', async ({
  page,
}) => {
  const game = turnGame();
  const ship = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const pose = ship ? game.ships[ship] : undefined;
  if (!pose) throw new Error('the fixture has an active ship');
  const at = hexWorld(standardMap, pose.hex);
  await openWithGame(page, game, true);
  await page.getByRole('button', { name: 'Resume game' }).click();
  await passHandOff(page);
  await tableStill(page);
  const framed = await screenAt(page, at);

  // all the way in at the ship, then on past the board's edge (few key presses: slow software frames)
  await press(page, '+', 14);
  await tableStill(page);
  // the keys moved the camera: the ship is no longer where the turn framed it
  expect(await screenAt(page, at), 'the ship on screen after zooming in').not.toEqual(framed);
  await press(page, 'l', 30);
  await press(page, 'i', 30);
  expect(await boardShare(page, 'zoomed in, panned past the edge'), 'board share').toBeGreaterThan(
    LIMIT_SHARE,
  );

  await press(page, '-', 14);
  await press(page, 'o', 3);
  await tableStill(page);
  expect(await boardShare(page, 'zoomed out, turned'), 'board share').toBeGreaterThan(LIMIT_SHARE);
});
