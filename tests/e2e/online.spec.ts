import { expect, type Page, test } from '@playwright/test';
import { TEST_BUILD_DIR } from '../../scripts/support/testBuild';
import { type RunningGameServer, startGameServer } from '../../src/server/gameServer';

/** A game server of this test, serving the test build and the tables on one port (2601–2620 are ours);
 * one per worker. */
const PORT = 2606 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: RunningGameServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startGameServer({
    port: PORT,
    dataDir: 'memory://',
    staticDir: TEST_BUILD_DIR,
    volleyThreads: 1,
  });
});
test.afterAll(async () => {
  await server?.close();
});

const seatRow = (page: Page, text: RegExp) =>
  page.getByRole('region', { name: 'Online table' }).getByRole('listitem').filter({ hasText: text });

test('a remote table: created, joined by its invite link, watched, started; a reload takes the seat back', async ({
  browser,
}) => {
  const anne = await (await browser.newContext()).newPage();
  await anne.goto(ORIGIN);
  await anne.getByRole('button', { name: 'Play online' }).click();
  const form = anne.getByRole('form', { name: 'New online table' });
  await form.getByLabel('Your name').fill('Anne');
  await form.getByRole('button', { name: 'Add a seat' }).click();
  await form.getByLabel('Seat 3').selectOption('deckhand');
  await form.getByRole('button', { name: 'Create the table' }).click();
  const code = (await anne.locator('.online-code').textContent()) ?? '';
  expect(code).toMatch(/^[23456789BCDFGHJKMNPQRSTVWXYZ]{10}$/);
  await expect(seatRow(anne, /Deckhand \(computer\)/).getByRole('img', { name: 'connected' })).toBeVisible();
  await expect(anne.getByRole('button', { name: 'Waiting for players…' })).toBeDisabled();

  // Bob opens the invite link on his own device and takes the second seat.
  const bob = await (await browser.newContext()).newPage();
  await bob.goto(`${ORIGIN}/?table=${code}`);
  const join = bob.getByRole('form', { name: 'Join the table' });
  await join.getByLabel('Your name').fill('Bob');
  await join.getByLabel('Seat').fill('2');
  await join.getByRole('button', { name: 'Take the seat' }).click();
  await expect(seatRow(bob, /Bob — you/)).toBeVisible();
  await expect(seatRow(anne, /Bob/).getByRole('img', { name: 'connected' })).toBeVisible();

  // A spectator watches through the watch link.
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(`${ORIGIN}/?table=${code}&watch=1`);
  await expect(seatRow(watcher, /Anne/)).toBeVisible();
  await expect(watcher.getByRole('button', { name: /Start/ })).toHaveCount(0);

  await anne.getByRole('button', { name: 'Start the game' }).click();
  // The host chooses the first player: her turn, told in the tab's title too.
  await expect(anne.getByRole('status').filter({ hasText: 'Your turn.' })).toBeVisible();
  await expect(anne).toHaveTitle(/Your turn/);
  await expect(bob.getByRole('status').filter({ hasText: 'Waiting for the other players.' })).toBeVisible();

  // Bob reloads: the link and the token kept in his browser take him back to his seat.
  await bob.reload();
  await expect(seatRow(bob, /Bob — you/)).toBeVisible();
  await expect(seatRow(anne, /Bob/).getByRole('img', { name: 'connected' })).toBeVisible();
  await expect(seatRow(watcher, /Anne — to play/)).toBeVisible();
});
