import { expect, type Page, test } from '@playwright/test';
import type { GameState, HexKey } from '../../src/engine';
import { moveTargetsOf } from '../../src/store/game/gameSelectors';
import { cameraAtRest } from './support/camera';
import { clickHex, pageState, revision, tableSettled } from './support/driver';
import { quickTable } from './support/quickTable';
import { touchDrag } from './support/touchDrag';

/** Taps a control and waits for the game to change. */
async function tapAndWait(page: Page, testId: string) {
  const before = await revision(page);
  await page.getByTestId(testId).tap();
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
}

/** The ship of the seat in play sails to one of its glowing spaces, then leaves any manoeuvre the short way. */
async function sailByTouch(page: Page) {
  const state = await pageState(page);
  const ship = state.turn ? state.players[state.turn.seat]?.ship : undefined;
  if (!ship) throw new Error('no ship in play');
  const target = moveTargetsOf(state, { kind: 'ship', ship })[0];
  if (!target) throw new Error('the ship has nowhere to sail');
  await clickHex(page, target.hex, true);
  if ((await pageState(page)).turn?.manoeuvre) await tapAndWait(page, 'shortest-finish');
}

test('phone: a whole first round of a two-player game by touch alone, with a flick volley and the hand-offs', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await quickTable(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).tap();
  await page.getByText('More options').tap();
  await page.getByLabel('Seed').fill('4242');
  await page.getByRole('button', { name: 'Set sail' }).tap();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');

  // S2 by a tap on a glowing space; the hand-off that appears under the finger must stay up
  const spot = await page.evaluate(() => {
    const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
    return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
  });
  if (!spot) throw new Error('no legal Kraken spot');
  await tableSettled(page, spot);
  await clickHex(page, spot, true);
  const handOff = page.getByTestId('hand-off');
  await expect(handOff).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(handOff, 'the placing tap did not press the ready button').toBeVisible();
  await page.getByRole('button', { name: /tap when ready/ }).tap();

  const cdp = await page.context().newCDPSession(page);
  const first = (await pageState(page)) as GameState;
  const firstSeat = first.turn?.seat ?? 0;

  // first player: a flick volley from the ship, a sail, a turn by the handle, end of turn
  await page.getByTestId('open-volley').tap();
  await page.getByTestId('fire-from-ship').tap();
  const lever = page.getByTestId('lever-handle');
  await expect(lever).toBeVisible();
  // the camera glides to frame the lever and what lies along its aim: take the handle's box once it has arrived
  await cameraAtRest(page);
  const box = await lever.boundingBox();
  if (!box) throw new Error('the lever handle has no box');
  const before = await revision(page);
  await touchDrag(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 170);
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before);
  await expect(page.getByTestId('volley-banner')).toBeVisible({ timeout: 60_000 });
  expect((await pageState(page)).turn?.volleyUsed).toBe(true);
  await page.getByTestId('close-volley').tap();

  await sailByTouch(page);
  const facing = (await pageState(page)).ships[first.players[firstSeat]?.ship ?? 'red']?.facing;
  // the round handle over the ship (the action panel's button is named "Turn ship left (A)")
  const turnLeft = page.getByRole('button', { name: 'Turn ship left', exact: true });
  await expect(turnLeft).toBeEnabled();
  const beforeTurn = await revision(page);
  await turnLeft.tap();
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, beforeTurn);
  const after = (await pageState(page)).ships[first.players[firstSeat]?.ship ?? 'red']?.facing;
  expect(after).not.toBe(facing);
  await tapAndWait(page, 'end-turn');

  // hand-off to the second player, who sails and ends the round
  await expect(handOff).toBeVisible();
  await page.getByRole('button', { name: /tap when ready/ }).tap();
  await expect(handOff).toBeHidden();
  const second = await pageState(page);
  expect(second.turn?.seat).not.toBe(firstSeat);
  const secondShip = second.turn ? second.players[second.turn.seat]?.ship : undefined;
  const secondPose = secondShip ? second.ships[secondShip] : undefined;
  if (secondPose) await tableSettled(page, secondPose.hex as HexKey);
  await sailByTouch(page);
  await tapAndWait(page, 'end-turn');

  const next = await pageState(page);
  expect(next.turn).toMatchObject({ round: 2, seat: firstSeat });
  await expect(handOff).toBeVisible();
});
