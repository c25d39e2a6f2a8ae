/**
 * `npx tsx scripts/screenshot.ts`: renders docs/screenshot.png (the README's picture) from the built app
 * with fancy graphics, a seeded game a few moves in. Run `npx vite build` first.
 */
import { chromium } from '@playwright/test';
import { type ActionIntent, actionFor, execute, type GameState } from '../src/engine';
import { setUpGame } from '../src/engine/sim/setUpGame';
import { encodeSave } from '../src/store/saves/saveFile';
import { preloadGame, withPreview } from './support/preview';

const PORT = 4175;

/** A three-player game a few moves in. */
function sceneGame(): GameState {
  let state = setUpGame({
    names: ['Anne', 'Mary', 'Jack'],
    seed: 31,
    kraken: '4,4',
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
      { captain: 'krakenTamer', ship: 'green' },
    ],
  });
  const moves: ActionIntent[] = [
    { type: 'moveShip', path: ['forward'] },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
  ];
  for (const action of moves) {
    const result = execute(state, actionFor(state, action));
    if (result.ok) state = result.state;
  }
  return state;
}

await withPreview(PORT, 'shipped', async (url) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await preloadGame(page, encodeSave(sceneGame(), [], new Date(0)), 'fancy');
  await page.goto(url);
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await page.waitForTimeout(5000);
  await page.screenshot({ path: 'docs/screenshot.png' });
  await browser.close();
  console.log('wrote docs/screenshot.png');
});
