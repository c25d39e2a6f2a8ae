/**
 * Practice-aid figures (printed, never asserted): the wall time of the aim preview the game asks the
 * captain worker for when a person starts a volley (PREVIEW_STRENGTHS × PREVIEW_SAMPLES volleys of the
 * seat's scene), per source on the first turns of a few seeded games, on this thread with a fresh
 * estimator each time (no memo: what a pose never seen costs), median and extremes; then, in headless
 * Chromium against the test build (`vite build --mode test` first), the main thread's longest task
 * while a person aims with the aids on and with them off, and their ratio. BENCH_RUNS sets the runs,
 * BENCH_AIMING_ONLY=1 skips the per-pose times, BENCH_BASELINE_DIR (an older test build kept with
 * `vite build --mode test --outDir <dir>`) alternates its runs with this build's, for a before/after
 * under the same load.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { aimPreview } from '../../src/captains/aim';
import { SamplingEstimator } from '../../src/captains/aimEstimator';
import { quantile } from '../../src/captains/arenaSummary';
import type { VolleySource } from '../../src/engine/ids';
import { setUpGame } from '../../src/engine/sim/setUpGame';
import { initPhysics } from '../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../src/physics/thresholds';
import { encodeSave } from '../../src/store/saves/saveFile';
import { PREVIEW_SAMPLES, PREVIEW_STRENGTHS } from '../../src/store/volley/aimPreviewStore';
import { volleyInputFor } from '../../src/table/volleyInputFor';
import { withPreview } from '../support/preview';

const SEEDS = [424242, 31, 7, 99, 2026];
const SOURCES: VolleySource[] = ['ship', 'tower', 'kraken'];
const PORT = Number(process.env.BENCH_PORT ?? 4175);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Runs of each (aids on, aids off), alternated so that a change in the machine's load hits both alike. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * A test build kept from before a change (`vite build --mode test --outDir <dir>`): its runs are
 * alternated with the current build's, so that both meet the same load.
 */
const BASELINE = process.env.BENCH_BASELINE_DIR;

function firstTurn(seed: number) {
  return setUpGame({
    names: ['Anne', 'Mary'],
    seed,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });
}

export async function runBench(): Promise<void> {
  await initPhysics();
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (process.env.BENCH_AIMING_ONLY !== '1') poseFigures();
  if (BASELINE) {
    await withPreview(PORT, 'test', (url) =>
      withPreview(PORT + 1, 'test', (baseline) => aimingFigures(url, baseline), BASELINE),
    );
  } else await withPreview(PORT, 'test', (url) => aimingFigures(url, null));
}

/** The aim preview's wall time per pose on this thread (skipped with BENCH_AIMING_ONLY=1). */
function poseFigures(): void {
  const times: number[] = [];
  for (const seed of SEEDS) {
    const game = firstTurn(seed);
    for (const source of SOURCES) {
      const input = volleyInputFor(game, source, 0, 0);
      const started = performance.now();
      aimPreview(input, DEFAULT_THRESHOLDS, new SamplingEstimator(), {
        strengths: PREVIEW_STRENGTHS,
        samples: PREVIEW_SAMPLES,
      });
      times.push(performance.now() - started);
    }
  }
  console.log(
    `aim preview of a pose (${PREVIEW_STRENGTHS.length} strengths × ${PREVIEW_SAMPLES} samples), ${times.length} poses: ` +
      `median ${quantile(times, 0.5).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms wall`,
  );
}

/**
 * Anne's first turn (seed 424242, fast graphics, 1280×800): from the tap on "Fire from your ship" until
 * the camera rests at the lever (and, with the aids on, their answer has come), the longest task the
 * browser reports on the main thread (software WebGL waits there for each frame's pixels).
 */
async function aimOnce(url: string, aids: boolean): Promise<{ longest: number; answer: number | null }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const save = encodeSave(firstTurn(424242), [], new Date(0), undefined, undefined, null, aids);
    await page.addInitScript((text) => {
      localStorage.setItem('to-glory:save', text);
      localStorage.setItem(
        'to-glory:settings',
        JSON.stringify({ state: { graphics: 'fast', thresholdPreset: 'Default' }, version: 1 }),
      );
    }, save);
    await page.goto(url);
    await page.getByRole('button', { name: 'Resume game' }).click({ timeout: 120_000 });
    await page.locator('.game-screen[data-physics-ready="true"]').waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: /tap when ready/ }).click({ timeout: 120_000 });
    await page.locator('.game-screen[data-table-ready="true"]').waitFor({ timeout: 120_000 });
    await cameraAtRest(page);
    await page.getByTestId('open-volley').click({ timeout: 120_000 });
    await cameraAtRest(page);
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { __aimTasks: number[] }).__aimTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.getByTestId('fire-from-ship').click({ timeout: 120_000 });
    await page.getByTestId('lever-handle').waitFor({ timeout: 120_000 });
    if (aids) {
      await page.waitForFunction(() => window.__toGlory?.practiceAid().status === 'ready', undefined, {
        timeout: 120_000,
      });
    }
    // the glide the aim asks for has begun (the canvas says so in the frame that starts it) and ended
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await cameraAtRest(page);
    const tasks = await page.evaluate(() => (window as unknown as { __aimTasks: number[] }).__aimTasks);
    const answer = aids ? ((await page.evaluate(() => window.__toGlory?.practiceAid().ms)) ?? null) : null;
    return { longest: Math.max(0, ...tasks), answer };
  } finally {
    await browser.close();
  }
}

async function cameraAtRest(page: Page) {
  await page.locator('canvas[data-camera-at-rest="true"]').first().waitFor({ timeout: 120_000 });
}

async function aimingFigures(url: string, baseline: string | null) {
  const builds = baseline
    ? [
        { name: 'this build', url },
        { name: 'baseline build', url: baseline },
      ]
    : [{ name: 'this build', url }];
  const figures = builds.map(() => ({ on: [] as number[], off: [] as number[], answers: [] as number[] }));
  for (let run = 0; run < RUNS; run++) {
    for (const [index, build] of builds.entries()) {
      const figure = figures[index];
      if (!figure) continue;
      const aided = await aimOnce(build.url, true);
      figure.on.push(aided.longest);
      if (aided.answer !== null) figure.answers.push(aided.answer);
      figure.off.push((await aimOnce(build.url, false)).longest);
    }
  }
  const list = (values: number[]) => values.map((value) => value.toFixed(0)).join('/');
  for (const [index, build] of builds.entries()) {
    const { on, off, answers } = figures[index] ?? { on: [], off: [], answers: [] };
    const ratio = quantile(on, 0.5) / Math.max(1, quantile(off, 0.5));
    console.log(
      `${build.name}: longest main-thread task while aiming (fire to camera at rest), ${RUNS} runs each: ` +
        `aids on median ${quantile(on, 0.5).toFixed(0)} ms (${list(on)}), ` +
        `aids off median ${quantile(off, 0.5).toFixed(0)} ms (${list(off)}), on/off ${ratio.toFixed(2)}; ` +
        `the aids' answer median ${quantile(answers, 0.5).toFixed(0)} ms (${list(answers)})`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
