import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Port of the preview server; set E2E_PORT to run two checkouts' suites side by side. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** Touch devices, drawn at one device pixel per CSS pixel: software WebGL pays for every pixel. */
const touch = { hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;

/** The camera-limit walk is long under software WebGL (minutes): the desktop covers it. */
const LIMITS = /zoomed and panned to the limit/;
/** The tablet on its side lays out as the desktop does (a side panel, 1180 against 1280 wide), so the
 * phone and the desktop cover the rest; it runs the checks of size and of touch (each 1–3 minutes of
 * software WebGL). Its panels' share at a turn is not among them: the standing tablet's check turns
 * the device on its side, so it reads 1180×820 too (the same device, measured once, not twice). */
const TABLET_CHECKS = /board fills the board window|nothing scrolls sideways/;
/** The lesson walked by touch: on the phone, and on the small phone and the tablets for its layout. */
const LESSON_WALK = /lesson walked by touch/;
/** The two extra sizes run the checks that depend on size: the board's pixels and the panels' share. */
const SIZE_CHECKS =
  /board fills the board window|nothing scrolls sideways|leave the board most of the screen/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // a ceiling, not a measure: two workers on a busy 2-core machine stretch the longest tests
  timeout: 300_000,
  expect: { timeout: 20_000 },
  // two browsers at once: software WebGL leaves a core idle while a test waits on the page (measured:
  // the saves spec took 5.0 min on one worker, 3.5 on two, on this 2-core machine)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /\.touch\.spec\.ts$/,
    },
    {
      // a phone in portrait: the layout, and a first round played by touch alone
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, ...touch },
      testMatch: /\/(layout\.spec|board\.spec|.*\.touch\.spec)\.ts$/,
      grepInvert: LIMITS,
    },
    {
      // a tablet on its side, lying on the table
      name: 'tablet',
      use: { viewport: { width: 1180, height: 820 }, ...touch },
      testMatch: /\/(layout|board|lesson\.touch)\.spec\.ts$/,
      grep: [TABLET_CHECKS, LESSON_WALK],
    },
    {
      // a small phone in portrait: the narrowest board window
      name: 'small-phone',
      use: { viewport: { width: 360, height: 740 }, ...touch },
      testMatch: /\/(layout|board|lesson\.touch)\.spec\.ts$/,
      grep: [SIZE_CHECKS, LESSON_WALK],
    },
    {
      // a tablet standing up
      name: 'portrait-tablet',
      use: { viewport: { width: 820, height: 1180 }, ...touch },
      testMatch: /\/(layout|board|lesson\.touch)\.spec\.ts$/,
      grep: [SIZE_CHECKS, LESSON_WALK],
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --mode test --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
