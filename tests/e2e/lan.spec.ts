import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { LAN_WORDS } from '../../src/ui/lanInfo';
import { decodeQrPng, decodeQrTerminal } from './support/qrDecode';

/**
 * `npm start -- --lan` as a player starts it, bound to loopback alone (HOST=127.0.0.1 stands in for the
 * computer's network address; nothing else is ever bound), serving the test build on 2850 with its game
 * server on 2851. The browser opens it by a name that is no loopback address (lan.test, resolved to
 * 127.0.0.1 by the browser itself), so that its secure context comes from https alone, as on a tablet.
 */
const PORT = 2850;
const ADDRESS = `https://127.0.0.1:${PORT}/`;
const LAN_PAGE = `https://lan.test:${PORT}/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESOLVE_LAN = '--host-resolver-rules=MAP lan.test 127.0.0.1';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let printed = '';
let certificateDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  certificateDir = mkdtempSync(join(tmpdir(), 'to-glory-lan-'));
  server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--lan', '--no-build', '--mode', 'test'],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(PORT),
        GAME_SERVER_PORT: String(PORT + 1),
        DATA_DIR: 'memory://',
        CERT_DIR: certificateDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  // up once it has printed the game server's line, which comes after the LAN server listens
  await expect
    .poll(() => (server.exitCode === null ? printed.includes('Tables:') : `exited: ${printed}`), {
      timeout: 150_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(certificateDir, { recursive: true, force: true });
});

async function launch(args: string[]): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [RESOLVE_LAN, ...args] });
}

/** Opens the LAN page as a player does: the certificate warning, then Advanced and Proceed. */
async function acceptWarning(page: Page) {
  await expect(page.goto(LAN_PAGE)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  await page.locator('#details-button').click();
  await page.locator('#proceed-link').click();
  await expect(page.getByRole('heading', { name: 'To Glory!' })).toBeVisible();
}

test('the terminal prints the LAN address, a QR code of it, the certificate warning and what works', () => {
  expect(printed).toContain(`open ${ADDRESS} or scan`);
  expect(decodeQrTerminal(printed)).toBe(ADDRESS);
  for (const words of Object.values(LAN_WORDS)) expect(printed).toContain(words);
});

test('past the certificate warning: the same address and QR code on the home page, a secure context, tables online; no service worker', async () => {
  test.setTimeout(120_000);
  const browser = await launch([]);
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await acceptWarning(page);

    const lan = page.getByTestId('lan-address');
    await expect(lan).toBeVisible();
    await expect(lan.locator('.other-device-url')).toHaveText(ADDRESS);
    const qr = lan.getByRole('img', { name: `QR code of ${ADDRESS}` });
    await qr.scrollIntoViewIfNeeded();
    expect(decodeQrPng(await qr.screenshot())).toBe(ADDRESS);
    for (const words of Object.values(LAN_WORDS)) await expect(lan).toContainText(words);

    // https makes it a secure context (the clipboard for invite links); the browser still refuses a
    // service worker under a certificate it does not trust, as the page says
    expect(await page.evaluate(() => isSecureContext && typeof navigator.clipboard?.writeText)).toBe(
      'function',
    );
    const registered = await page.evaluate(() =>
      navigator.serviceWorker.register('/sw.js').then(
        () => 'registered',
        (error: Error) => error.message,
      ),
    );
    expect(registered).toMatch(/SSL certificate error/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // tables online: the game server through the https server's proxy (HTTP to seat, then a WebSocket)
    await page.getByRole('button', { name: 'Play online' }).click();
    const form = page.getByRole('form', { name: 'New online table' });
    await form.getByLabel('Your name').fill('Anne');
    await form.getByRole('button', { name: 'Create the table' }).click();
    await expect(page.locator('.online-code')).toHaveText(/^[23456789BCDFGHJKMNPQRSTVWXYZ]{10}$/);
    await expect(page.getByRole('img', { name: 'connected' }).first()).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('the same name over plain http is no secure context: no service worker, no clipboard', async () => {
  // the suite's own preview server (http), opened by the LAN name: what https above adds
  const browser = await launch([]);
  try {
    const page = await browser.newPage();
    await page.goto(`http://lan.test:${process.env.E2E_PORT ?? 4173}/`);
    expect(
      await page.evaluate(() => [isSecureContext, 'serviceWorker' in navigator, 'clipboard' in navigator]),
    ).toEqual([false, false, false]);
  } finally {
    await browser.close();
  }
});

test('a browser that trusts the certificate gets the service worker: it controls the page and the game opens offline', async () => {
  test.setTimeout(120_000);
  // Chromium's way to trust one certificate, as a device does that has it installed as trusted
  const key = new X509Certificate(readFileSync(join(certificateDir, 'cert.pem'))).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  const spki = createHash('sha256').update(key).digest('base64');
  const browser = await launch([`--ignore-certificate-errors-spki-list=${spki}`]);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(LAN_PAGE);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'To Glory!' })).toBeVisible();
    // the addresses are the server's to give: offline, the page falls back to its own address
    await page.locator('.other-device summary').click();
    await expect(page.locator('.other-device')).toContainText(
      `open this same address: ${LAN_PAGE.slice(0, -1)}`,
    );
  } finally {
    await browser.close();
  }
});
