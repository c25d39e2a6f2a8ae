import { expect } from '@playwright/test';
import { TABLE_ROOM } from '../../src/table/onlineMessages';
import { test } from './support/deviceTest';
import { clickNotice, shownNotices } from './support/notices';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { scripted, scriptedClient, seatFor } from './support/scriptedPlayer';

/** A game server of this spec, serving the test build (its service worker) and the tables on one port
 * (E2E_ONLINE_PORT + 7 and up, one per worker: online.spec takes the first ones, onlineClock.spec + 5). */
const PORT = Number(process.env.E2E_ONLINE_PORT ?? 2611) + 7;
const ORIGIN = onlineServer(PORT);
// Once in a clean-clone run (2026-12-05) the table the notice opened did not show its strip within 60 s;
// not reproduced since in 25 runs (alone, 2–3 workers, after online.spec and onlineReactions.spec in one
// worker, with its server blocked 20 s after the click). That report's page snapshot was another test's:
// devices left open by earlier tests were still running in the worker's browser (support/deviceTest now
// closes them). One retry, reported as flaky, until a failure shows its own page.
test.describe.configure({ retries: 1 });

const client = () => scriptedClient(ORIGIN);

test('turn notices: opted in at one table, the turn coming at another is a service-worker notification, and its click opens that table', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Table A: Bob hosts (seat 0) with Anne in seat 1; table B: Anne's own, open in front of her
  const bob = scripted(
    await client().create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'person' }], name: 'Bob' },
    }),
  );
  const { code: codeA } = await bob.next('table');
  const a = await seatFor(await client().joinOrCreate(TABLE_ROOM, { code: codeA, name: 'Anne', seat: 1 }));
  const b = await seatFor(
    await client().create(TABLE_ROOM, {
      create: { seats: [{ kind: 'person' }, { kind: 'computer', level: 'deckhand' }], name: 'Anne' },
    }),
  );
  bob.room.send('start', {});
  await bob.next('view', (view) => view.version === 1);

  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await quickTable(page);
  const myGames = [b, a].map((seat) => ({ ...seat, name: 'Anne', at: Date.now() }));
  await page.addInitScript(
    (games) => localStorage.setItem('to-glory:online-games', JSON.stringify(games)),
    myGames,
  );
  await page.goto(`${ORIGIN}/?table=${b.code}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.getByRole('button', { name: 'Tell me when it’s my turn' }).click();
  await expect(page.getByText('Turn notices on.')).toBeVisible();
  // the first look saw table A waiting on Bob (a table seen for the first time tells nothing)
  const seen = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('to-glory:turn-notices-seen') ?? '{}') as object);
  await expect.poll(seen).toMatchObject({ [codeA]: { kind: 'waiting', on: 0 } });

  // Bob chooses Anne to go first: the turn is hers at table A, which is not the one in front of her
  bob.room.send('act', { intent: { type: 'chooseFirstPlayer', seat: 1 } });
  const notifications = () => shownNotices(page);
  // the page looks every 30 s
  await expect.poll(notifications, { timeout: 60_000 }).toEqual([
    {
      title: 'Your turn',
      body: `Table ${codeA} waits on you.`,
      tag: `table-${codeA}`,
      data: { code: codeA, url: `/?table=${codeA}` },
    },
  ]);

  // a click on it (dispatched in the worker: Playwright has no notification to click) opens table A
  await clickNotice(context);
  await expect(page).toHaveURL(`${ORIGIN}/?table=${codeA}`);
  await expect(page.getByTestId('online-strip').getByRole('status')).toHaveText('Your turn', {
    timeout: 60_000,
  });
  await context.close();
  await bob.room.leave(true);
});
