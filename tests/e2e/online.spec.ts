import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { type Browser, expect, type Page } from '@playwright/test';
import type { GameView } from '../../src/engine';
import { type LoggedAction, loadActions } from '../../src/server/database';
import { roomContext } from '../../src/server/roomContext';
import { test } from './support/deviceTest';
import { placeKraken } from './support/driver';
import { endingGame } from './support/games';
import { keepNews, newsHeard, VOLLEY_SPOKEN } from './support/news';
import { onlineServer } from './support/onlineServer';
import { quickTable } from './support/quickTable';
import { seededTable } from './support/seededTable';
import { flickVolley } from './support/volley';

/** A game server of this test, serving the test build and the tables on one port (2611–2619: this spec);
 * one per worker. E2E_ONLINE_PORT moves the range, to run two checkouts' suites side by side. */
const PORT = Number(process.env.E2E_ONLINE_PORT ?? 2611);
const ORIGIN = onlineServer(PORT);

const seatRow = (page: Page, text: RegExp) =>
  page.getByRole('region', { name: 'Online table' }).getByRole('listitem').filter({ hasText: text });

/** A page of its own browser context (its own storage: another device), with quick graphics. */
async function device(browser: Browser, permissions: string[] = []): Promise<Page> {
  const page = await (await browser.newContext({ permissions })).newPage();
  await quickTable(page);
  return page;
}

/** The actions the server has accepted at a table, as its database holds them. */
async function serverLog(code: string): Promise<LoggedAction[]> {
  if (!roomContext.db) throw new Error('no game server database');
  return (await loadActions(roomContext.db, code)).map((row) => row.action);
}

/** Colyseus' code for a room's message (colyseus.js Protocol.ROOM_DATA). */
const ROOM_DATA = 13;

const board = (page: Page) => page.locator('.game-screen');
/** How many times a page has sounded the turn notice (the test build's sound probe). */
const turnCues = (page: Page) =>
  page.evaluate(
    () => window.__toGlorySound?.scheduled.filter((sound) => sound.kind === 'yourTurn').length ?? -1,
  );
const strip = (page: Page) => page.getByTestId('online-strip');
/** The setup step on a page's game screen (S1 the first player, S4 the captains). */
const setup = (page: Page) => page.getByTestId('setup-stage');
/** Where a seat's ship stands on the table a page shows. */
const shipOf = (page: Page, seat: number) =>
  page.evaluate((at) => {
    const state = window.__toGlory?.state() as
      | { players: { ship: string | null }[]; ships: Record<string, { hex: string }> }
      | undefined;
    const ship = state?.players[at]?.ship;
    return ship ? (state?.ships[ship]?.hex ?? null) : null;
  }, seat);

test('a remote table played on the board: invite link, setup, a move and a volley flown by the server, a reload mid-turn, a computer captain’s turn', async ({
  browser,
}) => {
  // two devices' tables drawn by software WebGL on a shared machine: more than the default three minutes
  test.setTimeout(300_000);
  const anne = await device(browser, ['clipboard-read', 'clipboard-write']);
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
  // the invite link is copied to hand on (no share sheet on this browser), and it says so
  await anne.getByRole('button', { name: /the invite link/ }).click();
  await expect(anne.getByText('Copied')).toBeVisible();
  expect(await anne.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}/?table=${code}`);

  // Bob opens the invite link on his own device and takes the second seat.
  const bob = await device(browser);
  await bob.goto(`${ORIGIN}/?table=${code}`);
  const join = bob.getByRole('form', { name: 'Join the table' });
  await join.getByLabel('Your name').fill('Bob');
  // the seats as the table has them: Anne's taken, the computer's, the free one picked
  await expect(join.getByRole('radio', { name: /Seat 1: Anne \(taken\)/ })).toBeDisabled();
  await expect(join.getByRole('radio', { name: /Seat 3: Deckhand \(computer\)/ })).toBeDisabled();
  await expect(join.getByRole('radio', { name: /Seat 2: free/ })).toBeChecked();
  await join.getByRole('button', { name: 'Take the seat' }).click();
  await expect(seatRow(bob, /Bob — you/)).toBeVisible();
  await expect(seatRow(anne, /Bob/).getByRole('img', { name: 'connected' })).toBeVisible();
  // the seated guest reads what the table waits for: every seat is taken, so the host's start
  await expect(bob.getByRole('status').filter({ hasText: 'Waiting for Anne (host) to start' })).toHaveText(
    'Waiting for Anne (host) to start — 3 of 3 seats taken.',
  );

  await anne.getByRole('button', { name: 'Start the game' }).click();
  // The whole setup is on the game screen, for every seat: the host chooses the first player (her
  // turn, told in the tab's title too); Bob watches her choose.
  for (const page of [anne, bob])
    await expect(board(page)).toHaveAttribute('data-phase', 'chooseFirstPlayer');
  await expect(strip(anne).getByRole('status')).toHaveText('Your turn');
  await expect(anne).toHaveTitle(/Your turn/);
  await expect(setup(bob).getByRole('status')).toHaveText('Anne is choosing who goes first…');
  await expect(setup(bob).getByRole('group', { name: 'Who goes first?' })).toHaveCount(0);
  await setup(anne)
    .getByRole('group', { name: 'Who goes first?' })
    .getByRole('button', { name: 'Anne' })
    .click();

  // The first player places the Kraken on the board; the others see it placed.
  await expect(board(anne)).toHaveAttribute('data-phase', 'placeKraken');
  await expect(board(bob)).toHaveAttribute('data-phase', 'placeKraken');
  await placeKraken(anne);
  // each seat chooses its captain and ship in turn on the board, the others watching; the computer's
  // seat chooses on the server. Never back to the lobby meanwhile.
  await expect(board(bob)).toHaveAttribute('data-phase', 'chooseCaptains');
  await expect(setup(bob).getByRole('status')).toHaveText('Anne is choosing a captain and a ship…');
  const annes = setup(anne).getByRole('form', { name: 'Choose your captain' });
  // a flag is picked by a tap on it (its radio is drawn as the flag)
  await annes.getByTitle('Blue', { exact: true }).click();
  await expect(annes.getByRole('radio', { name: 'Blue ship' })).toBeChecked();
  await annes.getByRole('button', { name: 'Take them' }).click();
  // Bob sees her choice made, and it is his; her ship is no longer his to take
  const bobs = setup(bob).getByRole('form', { name: 'Choose your captain' });
  await expect(setup(bob).getByRole('list', { name: 'Chosen so far' })).toContainText('Anne:');
  await expect(setup(bob).getByRole('list', { name: 'Chosen so far' })).toContainText('blue ship');
  await expect(bobs.getByRole('radio', { name: 'Blue ship' })).toHaveCount(0);
  await expect(setup(anne).getByRole('status')).toHaveText('Bob is choosing a captain and a ship…');
  await bobs.getByRole('button', { name: 'Take them' }).click();
  for (const page of [anne, bob]) await expect(board(page)).toHaveAttribute('data-phase', 'playing');
  for (const page of [anne, bob])
    await expect(page.getByRole('region', { name: 'Online table' })).toHaveCount(0);
  await expect(strip(anne).getByRole('status')).toHaveText('Your turn');
  await expect(strip(bob).getByRole('status')).toHaveText('Anne to play');
  // the turn notice sounded for Anne once: when the captains were chosen and the turn came back to her,
  // not for her own choices one after another
  await expect.poll(() => turnCues(anne)).toBe(1);

  // Anne sails a space: the move reaches Bob's table.
  await expect(board(anne)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const from = await shipOf(anne, 0);
  await anne.getByTestId('ship-forward').click();
  await expect.poll(() => shipOf(anne, 0)).not.toBe(from);
  const to = await shipOf(anne, 0);
  await expect.poll(() => shipOf(bob, 0)).toBe(to);

  // Her volley: she pulls the lever; the flight shown is the server's (its trace hash).
  await keepNews(bob);
  await flickVolley(anne, 'ship', 120);
  const logged = await serverLog(code);
  const volley = logged.find((entry) => entry.type === 'volley');
  expect(volley?.type === 'volley' && volley.seat).toBe(0);
  if (volley?.type !== 'volley') throw new Error('no volley in the table log');
  expect(await anne.evaluate(() => window.__toGlory?.lastTraceHash())).toBe(volley.hash);
  // Bob's table tells it in its live region once the cubes are down there: what was hit, where each cube lies
  await expect
    .poll(async () => (await newsHeard(bob)).find((text) => VOLLEY_SPOKEN.test(text)) ?? '', {
      timeout: 60_000,
    })
    .toMatch(/^Anne fires from their ship/);
  await anne.getByTestId('close-volley').click();
  const bobCues = await turnCues(bob);
  await anne.getByTestId('end-turn').click();
  await expect(strip(bob).getByRole('status')).toHaveText('Your turn');
  // the turn came to Bob: his notice sounds (once); Anne's own move, volley and end of turn sounded none
  await expect.poll(() => turnCues(bob)).toBe(bobCues + 1);
  await expect(bob).toHaveTitle(/Your turn/);
  expect(await turnCues(anne)).toBe(1);

  // Bob sails, then reloads in the middle of his turn: the same seat, the same table, his turn goes on.
  await expect(board(bob)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const bobFrom = await shipOf(bob, 1);
  await bob.getByTestId('ship-forward').click();
  await expect.poll(() => shipOf(bob, 1)).not.toBe(bobFrom);
  const bobTo = await shipOf(bob, 1);
  await bob.reload();
  await expect(board(bob)).toHaveAttribute('data-phase', 'playing');
  await expect(strip(bob).getByRole('status')).toHaveText('Your turn');
  expect(await shipOf(bob, 1)).toBe(bobTo);
  await expect(
    strip(anne).getByRole('listitem').filter({ hasText: 'Bob' }).getByRole('img', { name: 'connected' }),
  ).toBeVisible();
  await expect(board(bob)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await bob.getByTestId('end-turn').click();

  // The computer captain plays the third seat on the server, and the turn comes back to Anne.
  // (its turn can be over before a busy page reads "Deckhand to play": the server's log says it acted)
  await expect(strip(anne).getByRole('status')).toHaveText('Your turn', { timeout: 90_000 });
  const acted = (await serverLog(code)).filter((entry) => entry.type === 'act' && entry.action.seat === 2);
  expect(acted.length, 'actions of the computer seat').toBeGreaterThan(0);
  expect(
    await anne.evaluate(
      () => (window.__toGlory?.state() as { turn?: { seat: number } } | undefined)?.turn?.seat,
    ),
  ).toBe(0);
});

/** The `view` messages a page receives from the game server, decoded as colyseus.js decodes them. */
function receivedViews(page: Page): GameView[] {
  const views: GameView[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' || payload[0] !== ROOM_DATA) return;
      const at = { offset: 1 };
      if (!decode.stringCheck(payload, at) || decode.string(payload, at) !== 'view') return;
      views.push((unpack(payload.subarray(at.offset)) as { view: GameView }).view);
    }),
  );
  return views;
}

test('a remote game to its end: the last turn ends on one device, both players and a watcher see the scores, and the watcher never received a hidden card', async ({
  browser,
}) => {
  // a table whose game the simulated captains have played up to its last end of turn
  const game = endingGame();
  const code = await seededTable(game);
  // a hidden card exists: someone holds a card whose island only its holder may know
  expect(game.players.some((player) => player.cards.length > 0)).toBe(true);

  const watcher = await device(browser);
  const watched = receivedViews(watcher);
  const players: Page[] = [];
  for (const [seat, name] of ['Anne', 'Mary'].entries()) {
    const page = await device(browser);
    await page.goto(`${ORIGIN}/?table=${code}`);
    const join = page.getByRole('form', { name: 'Join the table' });
    await join.getByLabel('Your name').fill(name);
    // a started game's seats show their ships
    await join.getByRole('radio', { name: new RegExp(`Seat ${seat + 1} \\(\\w+ ship\\): free`) }).check();
    await join.getByRole('button', { name: 'Take the seat' }).click();
    await expect(board(page)).toHaveAttribute('data-phase', 'playing');
    players.push(page);
  }
  await watcher.goto(`${ORIGIN}/?table=${code}&watch=1`);
  await expect(board(watcher)).toHaveAttribute('data-phase', 'playing');
  await expect(watcher.getByRole('button', { name: /Start/ })).toHaveCount(0);

  const last = players[game.turn?.seat ?? 0] as Page;
  await expect(strip(last).getByRole('status')).toHaveText('Your turn');
  await expect(board(last)).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await last.getByTestId('end-turn').click();
  for (const page of [...players, watcher]) {
    await expect(board(page)).toHaveAttribute('data-phase', 'ended');
    await expect(page.getByTestId('winner')).toBeVisible();
  }
  // no local Rematch at a remote table (it would set a game on one device): the server's (onlineReactions.spec)
  for (const page of players) {
    await expect(page.getByTestId('rematch')).toHaveCount(0);
    await expect(page.getByTestId('online-rematch')).toBeVisible();
  }

  // the watcher was sent views, each with every held card's island hidden
  expect(watched.length).toBeGreaterThan(0);
  const cards = watched.flatMap((view) => view.players.flatMap((player) => player.cards));
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.filter((card) => card.destination !== null)).toEqual([]);
  // and its screen shows no card's island (it holds no hand)
  await expect(watcher.getByText(/Hold to peek/)).toHaveCount(0);
});
