/**
 * `npx tsx scripts/screenshot.ts`: renders docs/screenshot.png (the README's picture) from the built app
 * with fancy graphics, a seeded game a few moves in. Run `npx vite build` first.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { type Action, execute, type GameState } from '../src/engine';
import { setUpGame } from '../src/engine/sim/setUpGame';
import { encodeSave } from '../src/store/saveFile';

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
  const moves: Action[] = [
    { type: 'moveShip', path: ['forward'] },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
    { type: 'moveShip', path: ['forward'] },
    { type: 'endTurn' },
  ];
  for (const action of moves) {
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
