/**
 * Browser figures, measured with Playwright in headless Chromium against the built app: time to the
 * first rendered frame, frame times on the idle board and during a volley, input-to-strike latency,
 * and the gzip size of the built JS. Printed, never asserted (software WebGL here is no real GPU).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { type Action, createGame, execute, type GameState, legalActions } from '../../src/engine';
import { encodeSave } from '../../src/store/saveFile';

const PORT = 4174;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A game set up and ready for its first turn, to resume straight onto the board. */
function benchGame(): GameState {
  let state = createGame({ names: ['Anne', 'Mary'], seed: 4242 });
  const apply = (action: Action) => {
    const result = execute(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  };
  apply({ type: 'chooseFirstPlayer', seat: 0 });
  const kraken = legalActions(state).find((action) => action.type === 'placeKraken');
  if (!kraken) throw new Error('no legal Kraken placement');
  apply(kraken);
  apply({ type: 'chooseCaptain', captain: 'helmsman', ship: 'red' });
  apply({ type: 'chooseCaptain', captain: 'navigator', ship: 'yellow' });
  return state;
}

function bundleFigures() {
  const dir = 'dist/assets';
  let raw = 0;
  let gzip = 0;
  let threeCopies = 0;
  let rapierCopies = 0;
  for (const file of readdirSync(dir)) {
    if (!/\.(js|wasm)$/.test(file)) continue;
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    const text = bytes.toString('latin1');
    threeCopies += text.match(/REVISION\s*=\s*"\d+"/g)?.length ?? 0;
    rapierCopies += text.match(/rawintegrationparameters_new/gi)?.length ?? 0;
  }
  console.log(`bundle: ${(raw / 1024).toFixed(0)} KiB JS+wasm, ${(gzip / 1024).toFixed(0)} KiB gzip`);
  console.log(`copies in the bundle: three ${threeCopies}, rapier ${rapierCopies}`);
}

async function frameIntervals(page: Page, seconds: number): Promise<number[]> {
  const start = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
  await page.waitForTimeout(seconds * 1000);
  return page.evaluate((from) => {
    const frames = window.__toGlory?.frames;
    if (!frames) return [];
    const fresh = frames.count - from;
    return frames.intervals.slice(-Math.max(0, Math.min(fresh, frames.intervals.length)));
  }, start);
}

export async function runBench() {
  console.log('building the app (vite build)…');
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  bundleFigures();
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const save = encodeSave(benchGame(), [], new Date(0));
    await page.addInitScript((text) => {
      if (!localStorage.getItem('to-glory:save')) localStorage.setItem('to-glory:save', text);
    }, save);
    const t0 = Date.now();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.getByRole('button', { name: 'Resume game' }).waitFor();
    const interactive = Date.now() - t0;
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Resume game' }).click();
    await page.waitForFunction(() => (window.__toGlory?.frames.count ?? 0) > 0, undefined, {
      timeout: 60_000,
    });
    const firstFrame = Date.now() - clicked;
    console.log(`start screen interactive: ${interactive} ms after navigation`);
    console.log(`first rendered frame of the board: ${firstFrame} ms after Resume`);
    await page.getByRole('button', { name: /tap when ready/ }).click();
    await page.waitForTimeout(2000);
    const idle = await frameIntervals(page, 5);
    console.log(
      `idle board: ${idle.length} frames, median ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))}`,
    );

    await page.getByTestId('open-volley').click();
    await page.getByTestId('fire-from-tower').click();
    const handle = page.getByTestId('lever-handle');
    await handle.waitFor();
    await page.waitForTimeout(1200);
    const box = await handle.boundingBox();
    if (!box) throw new Error('no lever handle');
    await page.evaluate(() => {
      window.addEventListener(
        'pointerup',
        () => ((window as unknown as { __up: number }).__up = performance.now()),
        {
          capture: true,
          once: true,
        },
      );
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 170, { steps: 6 });
    const flightStart = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
    await page.mouse.up();
    await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'flying');
    const latency = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(performance.now() - (window as unknown as { __up: number }).__up),
          ),
        ),
    );
    await page.waitForFunction(() => window.__toGlory?.volleyStage() === 'result', undefined, {
      timeout: 60_000,
    });
    const during = await page.evaluate((from) => {
      const frames = window.__toGlory?.frames;
      return frames ? frames.intervals.slice(-Math.min(frames.count - from, frames.intervals.length)) : [];
    }, flightStart);
    console.log(`input-to-strike latency (release to the first frame of the flight): ${ms(latency)}`);
    console.log(
      `during a volley: ${during.length} frames, median ${ms(percentile(during, 50))}, p95 ${ms(percentile(during, 95))}`,
    );
    await browser.close();
  } finally {
    server.kill();
  }
}
