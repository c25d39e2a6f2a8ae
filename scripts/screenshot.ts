/**
 * `npx tsx scripts/screenshot.ts`: renders docs/screenshot.png (the README's picture) from the built app
 * with fancy graphics, a seeded game a few moves in. Run `npx vite build` first.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { type Action, createGame, execute, type GameState, legalActions } from '../src/engine';
import { encodeSave } from '../src/store/saveFile';

const PORT = 4175;

function sceneGame(): GameState {
  let state = createGame({ names: ['Anne', 'Mary', 'Jack'], seed: 31 });
  const apply = (action: Action) => {
    const result = execute(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  };
  apply({ type: 'chooseFirstPlayer', seat: 0 });
  const kraken = legalActions(state).find((action) => action.type === 'placeKraken' && action.hex === '4,4');
  apply(kraken ?? (legalActions(state)[0] as Action));
  apply({ type: 'chooseCaptain', captain: 'helmsman', ship: 'red' });
  apply({ type: 'chooseCaptain', captain: 'navigator', ship: 'blue' });
  apply({ type: 'chooseCaptain', captain: 'krakenTamer', ship: 'green' });
  for (const action of [
    { type: 'moveShip', path: ['forward'] },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
  ] as Action[]) {
    const result = execute(state, action);
    if (result.ok) state = result.state;
  }
  return state;
}

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
  },
);
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const save = encodeSave(sceneGame(), [], new Date(0));
  await page.addInitScript((text) => {
    localStorage.setItem('to-glory:save', text);
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({
        state: { graphics: 'fancy', reducedMotion: false, thresholdPreset: 'Default' },
        version: 1,
      }),
    );
  }, save);
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await page.waitForTimeout(5000);
  await page.screenshot({ path: 'docs/screenshot.png' });
  await browser.close();
  console.log('wrote docs/screenshot.png');
} finally {
  server.kill();
}
