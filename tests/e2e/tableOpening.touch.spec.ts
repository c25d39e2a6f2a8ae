import { expect, type Page } from '@playwright/test';
import { TABLE_ROOM } from '../../src/table/onlineMessages';
import { test } from './support/deviceTest';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { scripted, scriptedClient, seatFor } from './support/scriptedPlayer';

/** A game server of this spec, serving the test build and the tables: E2E_ONLINE_PORT + 25 and up, one per worker. */
const PORT = Number(process.env.E2E_OPENING_PORT ?? Number(process.env.E2E_ONLINE_PORT ?? 2611) + 25);
const ORIGIN = onlineServer(PORT);

/** JOIN_TRIES (src/store/online/joinTrying.ts): the tries a page makes before it says the table did not open. */
const TRIES = 6;

/**
 * A table of Anne's (seat 0, scripted from Node, present) with Bob's seat (1) taken earlier in this
 * phone's browser, as a turn notice or an invite link a day later finds it: its code; My games holds
 * Bob's token.
 */
async function bobsTable(page: Page): Promise<string> {
  const anne = scripted(
    await scriptedClient(ORIGIN).create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' },
    }),
  );
  const { code } = await anne.next('table');
  const bob = await seatFor(
    await scriptedClient(ORIGIN).joinOrCreate(TABLE_ROOM, { code, name: 'Bob', seat: 1 }),
  );
  await quickTable(page);
  await page.addInitScript(
    (games) => localStorage.setItem('to-glory:online-games', JSON.stringify(games)),
    [{ ...bob, name: 'Bob', at: Date.now() }],
  );
  return code;
}

/** The first `count` joins this page asks the server for are answered as a table still opening (503). */
async function openingFor(page: Page, count: number): Promise<{ joins: () => number }> {
  let joins = 0;
  await page.route('**/matchmake/**', (route) => {
    joins += 1;
    if (joins > count) return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, error: 'This table is opening; try again' }),
    });
  });
  return { joins: () => joins };
}

test('an invite link opened while the table is opening: the page says so, tries again and lands on the seat, never on the join form', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = await bobsTable(page);
  const door = await openingFor(page, 2);
  await page.goto(`${ORIGIN}/?table=${code}`);
  const opening = page.getByTestId('online-reaching');
  await expect(opening).toHaveText(/^Opening the table… \(try [23] of 6\)$/);
  // coming back to a seat: no lobby forms meanwhile
  await expect(page.getByRole('form', { name: 'New online table' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('opening.png') });
  await expect(page.getByRole('region', { name: 'Online table' }).getByText('Bob — you')).toBeVisible();
  expect(door.joins()).toBe(3);
  await expect(page.getByRole('form', { name: 'Join the table' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('seated.png') });
});

test('a table that does not open within the tries: the page says why and a tap on "Try again" lands on the seat', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = await bobsTable(page);
  const door = await openingFor(page, TRIES);
  await page.goto(`${ORIGIN}/?table=${code}`);
  const again = page.getByRole('button', { name: 'Try again' });
  await expect(again).toBeVisible({ timeout: 40_000 });
  expect(door.joins()).toBe(TRIES);
  await expect(page.getByRole('alert')).toHaveText('This table is opening; try again');
  await expect(page.getByRole('form', { name: 'Join the table' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'New online table' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('gave-up.png') });
  await page.getByRole('alert').screenshot({ path: testInfo.outputPath('gave-up-alert.png') });
  await again.tap();
  await expect(page.getByRole('region', { name: 'Online table' }).getByText('Bob — you')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a new guest’s invite link to a table that does not open within the tries: the join form says why, and "Try again" lists the seats', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const anne = scripted(
    await scriptedClient(ORIGIN).create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Anne' },
    }),
  );
  const { code } = await anne.next('table');
  await quickTable(page);
  const door = await openingFor(page, TRIES);
  await page.goto(`${ORIGIN}/?table=${code}`);
  const form = page.getByRole('form', { name: 'Join the table' });
  const again = form.getByRole('button', { name: 'Try again' });
  await expect(again).toBeVisible({ timeout: 40_000 });
  expect(door.joins()).toBe(TRIES);
  await expect(page.getByRole('alert')).toHaveText('This table is opening; try again');
  // no endless "looking" once the tries are over
  await expect(form.getByText('Looking at the seats…')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('seats-unlooked.png') });
  await again.tap();
  await expect(form.getByRole('radio', { name: /Seat 2.*free/ })).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
