/**
 * A tap on the home menu while the title picture is being made (printed, never asserted): the page is
 * opened, and from the moment the title's backdrop starts its picture (its canvas appears) until the
 * picture is drawn, the Rules button is clicked again and again (Escape closes the rules between
 * clicks). Each click's delay to the next paint is the Event Timing API's duration of its pointerdown
 * (from the input to the frame that shows its answer); the longest main-thread task of that time is
 * printed too, and the same figures for clicks once the picture is drawn. Fancy and fast graphics, at
 * 1280×800. Needs the test build (`npm run build:test`).
 */
import { chromium, type Page } from '@playwright/test';
import { withPreview } from '../support/preview';

const PORT = Number(process.env.BENCH_PORT ?? 4175);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Clicks after the picture is drawn, for the figures without a picture being made. */
const SETTLED_CLICKS = 4;

interface Seen {
  /** When the title's canvas was put in the page, ms (performance.now). */
  canvasAt: number | null;
  /** Each pointerdown's duration to the next paint and its wait before its handlers ran, ms. */
  taps: { duration: number; wait: number; at: number }[];
  longTasks: { start: number; duration: number }[];
}

/** Records, from the page's first script, every pointerdown's timing and every long task. */
function watch(page: Page) {
  return page.addInitScript(() => {
    const seen: Seen = { canvasAt: null, taps: [], longTasks: [] };
    (window as unknown as { __titleTap: Seen }).__titleTap = seen;
    new MutationObserver(() => {
      if (seen.canvasAt === null && document.querySelector('.title-backdrop canvas'))
        seen.canvasAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.name === 'pointerdown')
          seen.taps.push({
            duration: entry.duration,
            wait: entry.processingStart - entry.startTime,
            at: entry.startTime,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { __titleTap: Seen }).__titleTap);

async function clickRules(page: Page) {
  await page.getByRole('button', { name: 'Rules' }).click({ timeout: 60_000 });
  await page.getByRole('dialog', { name: 'Rules of the sea' }).waitFor({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Rules of the sea' }).waitFor({ state: 'hidden', timeout: 60_000 });
}

async function measure(url: string, graphics: 'fancy' | 'fast') {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript((mode) => {
      localStorage.setItem(
        'to-glory:settings',
        JSON.stringify({ state: { graphics: mode, thresholdPreset: 'Default' }, version: 3 }),
      );
    }, graphics);
    await watch(page);
    await page.goto(url);
    // clicked from the menu's first paint on: the picture is made at the page's first idle moment
    await page.getByRole('button', { name: 'Rules' }).waitFor({ timeout: 60_000 });
    let during = 0;
    while ((await page.locator('.title-backdrop').getAttribute('data-drawn')) !== 'true') {
      await clickRules(page);
      during += 1;
    }
    const drawnAt = await page.evaluate(() => performance.now());
    for (let click = 0; click < SETTLED_CLICKS; click++) await clickRules(page);
    const seen = await seenOf(page);
    const startedAt = seen.canvasAt ?? drawnAt;
    const making = (at: number) => at >= startedAt && at <= drawnAt;
    const report = (label: string, taps: Seen['taps'], tasks: Seen['longTasks']) => {
      const longest = (values: number[]) => (values.length > 0 ? Math.max(...values) : 0);
      console.log(
        `${graphics}, ${label}: ${taps.length} taps timed (of the clicks), longest tap to paint ${longest(
          taps.map((tap) => tap.duration),
        ).toFixed(
          0,
        )} ms (input waited ${longest(taps.map((tap) => tap.wait)).toFixed(0)} ms); longest task ${longest(
          tasks.map((task) => task.duration),
        ).toFixed(0)} ms`,
      );
    };
    console.log(
      `${graphics}: the picture took ${(drawnAt - startedAt).toFixed(0)} ms from its canvas, ${during} clicks from the menu's paint to the picture`,
    );
    report(
      'while the title is made',
      seen.taps.filter((tap) => making(tap.at)),
      seen.longTasks.filter((task) => task.start + task.duration >= startedAt && task.start <= drawnAt),
    );
    report(
      'once it is drawn',
      seen.taps.filter((tap) => tap.at > drawnAt),
      seen.longTasks.filter((task) => task.start > drawnAt),
    );
  } finally {
    await browser.close();
  }
}

export async function runBench() {
  await withPreview(PORT, 'test', async (url) => {
    for (const graphics of ['fast', 'fancy'] as const) await measure(url, graphics);
  });
}
