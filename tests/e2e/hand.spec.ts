import { expect, type Page, test } from '@playwright/test';
import { CUBE_SIZE_CM } from '../../src/physics/cubeSpec';
import { piecePose } from '../../src/physics/pieceSpecs';
import { FREE_DECK } from '../../src/physics/shipSpec';
import { toWorld, type Vec3 } from '../../src/physics/vec';
import { emptySeaLayout, pieceWorld } from '../../src/table/sandboxLayout';

/** Height the hand carries a cube at by default (the panel's first choice), cm. */
const CARRY_CM = 4;

async function liveCubes(page: Page): Promise<readonly Vec3[]> {
  return page.evaluate(() => window.__toGloryLab?.hand().cubes ?? []);
}

async function screenOf(page: Page, point: Vec3): Promise<{ x: number; y: number }> {
  const screen = await page.evaluate(([x, y, z]) => window.__toGlory?.project(x, y, z) ?? null, point);
  if (!screen) throw new Error(`world point ${point.join(', ')} is not on screen`);
  return screen;
}

test('hand mode: a cube picked from the cup and dropped onto a deck is recorded and scored as landed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Practice volleys (sandbox)' }).click();
  await expect(page.locator('.sandbox-screen')).toHaveAttribute('data-physics-ready', 'true', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Empty sea' }).click();
  await page.getByTestId('hand-toggle').click();
  await expect(page.getByTestId('hand-toggle')).toHaveAttribute('aria-pressed', 'true');

  // the three cubes lie in the firing ship's cup in live physics
  await expect.poll(async () => (await liveCubes(page)).length, { timeout: 60_000 }).toBe(3);
  const [cube] = await liveCubes(page);
  if (!cube) throw new Error('no live cube');

  // the middle of the blue ship's free deck, at the height the hand carries a cube
  const blue = emptySeaLayout().pieces.find((piece) => piece.id === 'blue');
  if (!blue) throw new Error('no blue ship');
  const { x, z, yaw } = pieceWorld(blue);
  const pose = piecePose(x, z, yaw);
  const deck = toWorld(pose.position, pose.rotation, [(FREE_DECK.minX + FREE_DECK.maxX) / 2, CARRY_CM, 0.3]);

  const from = await screenOf(page, cube);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const to = await screenOf(page, deck);
  await page.mouse.move(to.x, to.y, { steps: 6 });
  // held still over the deck until the live cube is there: let go, it drops (no throw)
  await expect
    .poll(async () => {
      const held = (await liveCubes(page))[0];
      return held ? Math.hypot(held[0] - deck[0], held[2] - deck[2]) : 99;
    })
    .toBeLessThan(CUBE_SIZE_CM);
  await page.mouse.up();

  const result = page.getByTestId('hand-result');
  await expect(result).toHaveAttribute('data-award', 'landed');
  await expect(result).toContainText('this cube landed: 2 coins');
  await expect(result).toContainText('landed on blue (deck)');
  const drops = await page.evaluate(() => window.__toGloryLab?.hand().drops ?? []);
  expect(drops).toEqual([{ n: 1, award: 'landed' }]);
  // the live cube came down on the deck as well
  await expect
    .poll(async () => {
      const lying = (await liveCubes(page))[0];
      return lying ? Math.hypot(lying[0] - deck[0], lying[2] - deck[2]) < 2 && lying[1] < 2 : false;
    })
    .toBe(true);
});
