/**
 * Load figures (printed, never asserted), before and after in the same run: the shipped build of the
 * baseline commit (BENCH_LOAD_BASELINE, default the commit before issue 19) and of the working tree,
 * each served by a small static server that logs every file it sends.
 * - bytes by file, gzip (the larger files; the rest summed);
 * - the home page: what a first visit fetches before anything is clicked (service worker blocked);
 * - a first visit that starts a game: every file fetched, by the page and by the service worker's
 *   precache, from opening the home page to the table being ready (gzip, each file counted once);
 * - Set sail → table ready on a 390×844 phone with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate),
 *   from a fresh profile, median of 3 (BENCH_LOAD_RUNS), baseline and current alternating; also on the
 *   page's own clock, from the press to the attribute (the driver's polling left out).
 * Builds with `vite build` into .bench/ (baseline) and dist/ (current) unless BENCH_LOAD_NO_BUILD is set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';

const BASELINE_REF = 'c927494';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Visits per build (BENCH_LOAD_RUNS; 3 unless set): a busy machine needs more for a steady median. */
const RUNS = Number(process.env.BENCH_LOAD_RUNS) || 3;
const THROTTLE = 4;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.glb': 'model/gltf-binary',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

interface Served {
  server: Server;
  url: string;
  /** Paths sent since the last reset, in order (repeats kept). */
  log: string[];
}

function serve(dir: string, port: number): Promise<Served> {
  const log: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    log.push(file.slice(dir.length + 1));
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${port}/`, log })),
  );
}

const gzipCache = new Map<string, number>();
function gzipOf(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function sumGzip(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of new Set(files)) total += gzipOf(join(dir, file));
  return total;
}

function build(dir: string): void {
  if (process.env.BENCH_LOAD_NO_BUILD && existsSync(join(dir, 'dist/index.html'))) return;
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
}

/** The commit from which "table ready" waits for the board to be drawn. */
const BOARD_DRAWN_READY = '87a494e';

function isAncestor(ancestor: string, commit: string): boolean {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', ancestor, commit]);
    return true;
  } catch {
    return false;
  }
}

function baselineDir(): string | null {
  const ref = process.env.BENCH_LOAD_BASELINE ?? BASELINE_REF;
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
    const dir = resolve('.bench', `app-${sha}`);
    if (!existsSync(join(dir, 'package.json'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`]);
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    }
    return dir;
  } catch (error) {
    console.log(`  (no baseline: ${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

function filesBySize(dist: string): void {
  const assets = join(dist, 'assets');
  const rows = readdirSync(assets).map((file) => ({ file, gzip: gzipOf(join(assets, file)) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const shown = rows.slice(0, 10);
  for (const row of shown) console.log(`    ${kib(row.gzip).padStart(9)}  ${row.file}`);
  const rest = rows.slice(shown.length);
  console.log(
    `    ${kib(rest.reduce((sum, row) => sum + row.gzip, 0)).padStart(9)}  ${rest.length} more files`,
  );
}

/** Files a first visit to the home page fetches, service worker blocked. */
async function homeFiles(browser: Browser, served: Served): Promise<string[]> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  served.log.length = 0;
  await page.goto(served.url);
  await serverQuiet(served);
  const files = [...served.log];
  await context.close();
  return files;
}

/**
 * Installed in the page: the time of the last press (Set sail's, once it is pressed), of the moment
 * the game screen says its table is ready, and of the next animation frame (the frame that drew the
 * board has then been put on screen: in software WebGL its readback alone takes a large part of a
 * second), on the page's own clock, so the figures do not include the time the test driver takes to
 * notice (it polls every 500 ms). A string, not a function: the bench's runner names functions with a
 * helper the page does not have.
 */
const WATCH_READY = `
  const times = { pressed: NaN, ready: NaN, onScreen: NaN };
  window.__benchReady = times;
  addEventListener('pointerdown', () => (times.pressed = performance.now()), { capture: true });
  new MutationObserver(() => {
    if (Number.isNaN(times.ready) && document.querySelector('.game-screen[data-table-ready="true"]')) {
      times.ready = performance.now();
      requestAnimationFrame(() => (times.onScreen = performance.now()));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-table-ready'] });
`;

/**
 * One first visit that starts a game: the files fetched, the Set sail → table ready time as the driver
 * sees it, and as the page saw it, ms (NaN, with the reason printed, when the table is not ready
 * within the limit: the bench never fails).
 */
async function firstGame(
  browser: Browser,
  served: Served,
): Promise<{ files: string[]; ms: number; inPage: number; onScreen: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_READY });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  served.log.length = 0;
  await page.goto(served.url);
  await page.getByRole('button', { name: 'New game' }).click();
  const sail = page.getByRole('button', { name: 'Set sail' });
  await sail.waitFor();
  const started = Date.now();
  await sail.click();
  const ms = await page
    .locator('.game-screen[data-table-ready="true"]')
    .waitFor({ timeout: 240_000 })
    .then(
      () => Date.now() - started,
      (error: Error) => {
        console.log(`  (${served.url}: table not ready: ${error.message.split('\n')[0]})`);
        return Number.NaN;
      },
    );
  // the next frame's time, unless the table never became ready
  if (!Number.isNaN(ms))
    await page
      .waitForFunction(
        () =>
          !Number.isNaN((window as unknown as { __benchReady: { onScreen: number } }).__benchReady.onScreen),
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => undefined);
  const { inPage, onScreen } = await page.evaluate(() => {
    const times = (
      window as unknown as { __benchReady: { pressed: number; ready: number; onScreen: number } }
    ).__benchReady;
    return { inPage: times.ready - times.pressed, onScreen: times.onScreen - times.pressed };
  });
  // let the service worker finish its precache, so its files are counted too
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 120_000 })
    .catch(() => undefined);
  await serverQuiet(served);
  const files = [...served.log];
  await context.close();
  return { files, ms, inPage, onScreen };
}

/**
 * Waits until the server has sent nothing for a second (a minute at most). Not the page's
 * 'networkidle': Chromium keeps a blob: request of the page open for good (a worker's script), so the
 * page never goes idle, and the files counted are the server's anyway.
 */
async function serverQuiet(served: Served): Promise<void> {
  const until = Date.now() + 60_000;
  let seen = -1;
  while (served.log.length !== seen && Date.now() < until) {
    seen = served.log.length;
    await new Promise((done) => setTimeout(done, 1_000));
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function runBench(): Promise<void> {
  const builds: { name: string; dist: string; port: number; readyBeforeBoard?: boolean }[] = [];
  const base = baselineDir();
  if (base) {
    build(base);
    const sha = base.split('app-')[1] ?? '';
    builds.push({
      name: `baseline ${sha}`,
      dist: join(base, 'dist'),
      port: 4291,
      readyBeforeBoard: !isAncestor(BOARD_DRAWN_READY, sha),
    });
  }
  build(resolve('.'));
  builds.push({ name: 'current', dist: resolve('dist'), port: 4292 });

  const servers = await Promise.all(builds.map((b) => serve(b.dist, b.port)));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const times: number[][] = builds.map(() => []);
    const inPageTimes: number[][] = builds.map(() => []);
    const onScreenTimes: number[][] = builds.map(() => []);
    const fetched: Set<string>[] = builds.map(() => new Set());
    for (let run = 0; run < RUNS; run++) {
      for (const [index, served] of servers.entries()) {
        const { files, ms, inPage, onScreen } = await firstGame(browser, served);
        times[index]?.push(ms);
        inPageTimes[index]?.push(inPage);
        onScreenTimes[index]?.push(onScreen);
        for (const file of files) fetched[index]?.add(file);
      }
    }
    for (const [index, b] of builds.entries()) {
      const served = servers[index] as Served;
      console.log(`${b.name}:`);
      filesBySize(b.dist);
      const home = await homeFiles(browser, served);
      console.log(`  home page: ${kib(sumGzip(b.dist, home))} gzip (${new Set(home).size} files)`);
      const first = fetched[index] as Set<string>;
      console.log(
        `  first visit that starts a game, service worker's precache included: ${kib(sumGzip(b.dist, first))} gzip ` +
          `(${first.size} files)`,
      );
      const seconds = (runs: number[]) =>
        `median ${(median(runs) / 1000).toFixed(2)} s (${runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`;
      console.log(
        `  Set sail → table ready, 390×844, CPU ×${THROTTLE}: ${seconds(times[index] as number[])}; ` +
          `on the page's clock (press to the attribute, without the driver's polling): ` +
          `${seconds(inPageTimes[index] as number[])}; press to the board on screen (the next frame): ` +
          seconds(onScreenTimes[index] as number[]),
      );
      if (b.readyBeforeBoard)
        console.log(
          `  (a build before ${BOARD_DRAWN_READY}: its table was "ready" before the board was drawn, so its ` +
            "times stop sooner than the current build's and are not comparable)",
        );
    }
  } finally {
    await browser.close();
    for (const served of servers) served.server.close();
  }
}
