import { expect, type Locator, type Page, test } from '@playwright/test';
import type { GameState, HexKey } from '../../src/engine';
import { moveTargetsOf } from '../../src/store/game/gameSelectors';
import { place, run, startedGame } from '../unit/engine/fixtures';
import { coveredFraction } from './support/coverage';
import {
  horizontalOverflow,
  pageState,
  settledHexPoint,
  setUpGame,
  tableSettled,
  topAt,
} from './support/driver';
import { fourPlayerGame, openWithGame, turnGame } from './support/games';

// Runs in every project (desktop, phone, tablet): the layout must hold at each size.
// One load of the turn for the checks of this state that need no other (a load is 10–20 s of software WebGL).
test('nothing scrolls sideways, no panel covers the active ship or its moves, and keyboard shortcuts are shown to keyboards and never on a touch screen', async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  await openWithGame(page, turnGame());
  expect(await horizontalOverflow(page), 'home screen overflow, px').toBeLessThanOrEqual(0);
  await press(page.getByRole('button', { name: 'New game' }));
  // a game is in progress: the setup screen opens once the player says so (the game stays until set sail)
  await press(page.getByRole('button', { name: 'Start a new game' }));
  await expect(page.getByLabel('Name of seat 1')).toBeVisible();
  expect(await horizontalOverflow(page), 'setup screen overflow, px').toBeLessThanOrEqual(0);
  await press(page.getByRole('button', { name: 'Back' }));
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));

  const state = (await pageState(page)) as GameState;
  const seat = state.turn?.seat ?? 0;
  const ship = state.players[seat]?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) throw new Error('the fixture has an active ship');
  const targets = moveTargetsOf(state, { kind: 'ship', ship }).map((target) => target.hex);
  expect(targets.length, 'the fixture ship can move').toBeGreaterThan(0);
  await tableSettled(page, pose.hex);
  expect(await horizontalOverflow(page), 'game screen overflow, px').toBeLessThanOrEqual(0);

  for (const hex of [pose.hex, ...targets] as HexKey[]) {
    const point = await page.evaluate((key) => window.__toGlory?.hexScreen(key as HexKey) ?? null, hex);
    if (!point) throw new Error(`hex ${hex} is behind the camera`);
    expect(await topAt(page, point), `what is on top of hex ${hex} at ${point.x},${point.y}`).toBe('table');
  }

  if (touch) {
    // every control a finger can reach is at least 44 × 44 CSS px
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.hud button, .turn-handle')]
        .filter((element) => element.offsetParent !== null)
        .map((element) => ({
          name: element.textContent?.trim() || element.ariaLabel,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  }

  await test.step('keyboard shortcuts are shown to keyboards and never on a touch screen', async () => {
    const bar = page.getByTestId('action-bar');
    await expect(bar).toBeVisible();
    // biome-ignore lint/performance/useDomNodeTextContent: what is drawn, hidden hints left out, is the point
    const words = (await bar.innerText()).replace(/\s+/g, ' ');
    if (touch) {
      expect(words, 'the action bar on a touch screen').not.toMatch(/\([A-Z]\)/);
      await expect(page.getByRole('button', { name: 'End turn', exact: true })).toBeVisible();
    } else {
      expect(words, 'the action bar with a keyboard').toContain('Sail (W)');
      await expect(page.getByTestId('end-turn')).toHaveText('End turn (N)');
    }
    if (!touch) {
      // E beside no island says why, as W does when the way is blocked
      await page.keyboard.press('e');
      await expect(page.getByTestId('rejection')).toContainText('not next to a lettered island');
    }
    // the explore button names its island, and never reads like a key
    await expect(page.getByTestId('explore')).toHaveAccessibleName(
      touch ? 'Explore an island' : 'Explore an island (E)',
    );
  });
});

/** The hex of the ship whose turn it is. */
async function activeShipHex(page: Page): Promise<HexKey> {
  const state = (await pageState(page)) as GameState;
  const ship = state.turn ? state.players[state.turn.seat]?.ship : undefined;
  const hex = ship ? state.ships[ship]?.hex : undefined;
  if (!hex) throw new Error('no active ship');
  return hex as HexKey;
}

/** The islands whose letter is on screen but under something else than the table (a panel, a pill, a handle). */
async function coveredLetters(page: Page): Promise<string[]> {
  const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
  const covered: string[] = [];
  for (const letter of letters) {
    const point = await page.evaluate((island) => window.__toGlory?.letterScreen(island) ?? null, letter);
    const top = point ? await topAt(page, point) : 'behind the camera';
    if (top !== 'table' && top !== 'off screen') covered.push(`${letter}: ${top}`);
  }
  return covered;
}

/** The most of the screen the panels may cover at the start of a turn: phones have least to spare. */
function coverLimit(size: Size): number {
  return Math.min(size.width, size.height) < 600 ? 0.35 : 0.25;
}

test('at the start of a turn the panels leave the board most of the screen, with the actions one tap away', async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  // the project's size, and the same device turned on its side
  const sizes = [viewport, { width: viewport.height, height: viewport.width }];
  await openWithGame(page, turnGame());
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));
  for (const size of sizes) {
    await page.setViewportSize(size);
    const at = `at ${size.width}×${size.height}`;
    await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', {
      timeout: 60_000,
    });
    const endTurn = page.getByTestId('end-turn');
    // the everyday actions stand in the open, whatever the sheet
    for (const testId of ['ship-forward', 'ship-left', 'ship-right', 'open-volley', 'undo', 'end-turn'])
      await expect(page.getByTestId(testId), `${testId} ${at}`).toBeInViewport({ ratio: 1 });
    await expect
      .poll(() => coveredFraction(page), `share of the screen the panels cover ${at}`)
      .toBeLessThanOrEqual(coverLimit(size));
    // the board window the camera frames (wide screens keep the side columns out of it) is most of the screen
    const share = await page.evaluate(() => {
      const box = document.querySelector('.board-window')?.getBoundingClientRect();
      return box ? (box.width * box.height) / (innerWidth * innerHeight) : 0;
    });
    expect(share, `board window's share of the screen ${at}`).toBeGreaterThanOrEqual(0.45);
    await test.step(`no panel, pill or handle over the active ship or an island's letter ${at}`, async () => {
      const shipHex = await activeShipHex(page);
      await tableSettled(page, shipHex);
      const covered = await coveredLetters(page);
      expect(covered, `island letters under an overlay ${at}`).toEqual([]);
      const ship = await page.evaluate((key) => window.__toGlory?.hexScreen(key as HexKey) ?? null, shipHex);
      if (!ship) throw new Error(`the active ship is behind the camera ${at}`);
      expect(await topAt(page, ship), `what is on top of the active ship ${at}`).toBe('table');
      info.annotations.push({
        type: 'panels share',
        description: `${at}: ${(100 * (await coveredFraction(page))).toFixed(1)} %`,
      });
    });
    // End turn stays where it is when Undo comes alive (a tablet's mis-taps)
    const before = await endTurn.boundingBox();
    await press(page.getByTestId('ship-left'));
    await expect(page.getByTestId('undo')).toBeEnabled();
    expect(await endTurn.boundingBox(), `End turn's place once Undo is available ${at}`).toEqual(before);
    await press(page.getByTestId('undo'));
    await expect(page.getByTestId('undo')).toBeDisabled();
    // taking everything back leaves nothing to undo, and says so in those words
    await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Nothing to undo yet this turn.');
  }
});

test('a move that must go on says so beside the actions, with the sheet closed, in plain words', async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  // red sails up to the Kraken: the move goes on until clear of it
  const pending = run(place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] }), {
    type: 'moveShip',
    path: ['forward'],
  });
  expect(pending.turn?.manoeuvre, 'the fixture has a move going on').not.toBeNull();
  await openWithGame(page, pending);
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));
  const note = page.getByTestId('manoeuvre-note');
  await expect(note).toBeInViewport({ ratio: 1 });
  await expect(note).toContainText('The move must go on');
  await expect(note).not.toContainText(/\b[A-Z]\d\b/);
  await expect(page.getByTestId('shortest-finish')).toBeInViewport({ ratio: 1 });
  // the sheet stays as it was: closed where there is one
  if (await page.getByTestId('tab-actions').isVisible())
    await expect(page.getByTestId('tab-actions')).toHaveAttribute('aria-expanded', 'false');
  await press(page.getByTestId('shortest-finish'));
  await expect(note).toBeHidden();
});

test('a cursed captain is never shown "Ability ready", and no rule code shows on the card', async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  const game = turnGame();
  const seat = game.turn?.seat ?? 0;
  const cursed: GameState = {
    ...game,
    players: game.players.map((player, index) => (index === seat ? { ...player, cursed: true } : player)),
  };
  await openWithGame(page, cursed);
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));
  const card = page.getByTestId('captain-card');
  const tab = page.getByTestId('tab-captain');
  // the panels open once the table is drawn: the card shows beside the board (wide) or behind its tab
  await expect(page.locator('.hud:not([inert])')).toBeVisible();
  await expect.poll(async () => (await card.isVisible()) || (await tab.isVisible())).toBe(true);
  if (!(await card.isVisible())) await press(tab);
  await expect(card).toContainText('Cursed: the ability cannot be used');
  await expect(page.getByTestId('ability-marker')).toHaveText('Ability cursed');
  await expect(card).not.toContainText(/ready.*ability|Ability ready/);
  await expect(card).not.toContainText(/\b[A-Z]\d\b/);
  await expect(page.getByTestId('start-ability')).toBeDisabled();
});

test('the Kraken placer is not asked to pass to herself, and Whole table names its way back before any ship', async ({
  page,
}) => {
  await setUpGame(page, 7);
  const wholeTable = page.getByTestId('whole-table');
  await wholeTable.click();
  await expect(wholeTable).toHaveAttribute('aria-pressed', 'true');
  await expect(wholeTable).toHaveAccessibleName('Back to the Kraken’s spaces');
  await wholeTable.click();
  await expect(wholeTable).toHaveAccessibleName('Whole table');
  const placer = ((await pageState(page)) as GameState).firstSeat ?? 0;
  const name = ['Anne', 'Mary'][placer] ?? '';
  // a glowing space in the open (some may lie under a panel at this size)
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  const spots = await page.evaluate(() =>
    ((window.__toGlory?.legal() ?? []) as { type: string; hex: string }[])
      .filter((action) => action.type === 'placeKraken')
      .map((action) => action.hex),
  );
  let open: { x: number; y: number } | null = null;
  for (const spot of spots) {
    const point = await settledHexPoint(page, spot);
    if ((await topAt(page, point)) === 'table') {
      open = point;
      break;
    }
  }
  if (!open) throw new Error('no Kraken space in the open');
  await page.mouse.click(open.x, open.y);
  const handOff = page.getByTestId('hand-off');
  await expect(handOff).toBeVisible();
  await expect(handOff.getByRole('heading')).toHaveText(`${name}, you sail first`);
  await expect(handOff).not.toContainText('Pass to');
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await expect(handOff).toBeHidden();
  await expect(wholeTable).toHaveAccessibleName('Whole table');
  await wholeTable.click();
  await expect(wholeTable).toHaveAccessibleName('Back to the ship');
  await wholeTable.click();
  // the next turn is someone else's: that one is passed on
  await page.getByTestId('end-turn').click();
  await expect(handOff.getByRole('heading')).toHaveText(`Pass to ${['Anne', 'Mary'][1 - placer]}`);
});

/** Each chip of the players bar against the bar and the viewport: whether it is all there to read. */
async function playerChips(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.players-bar');
    if (!bar) return null;
    const box = bar.getBoundingClientRect();
    const chips = [...bar.querySelectorAll<HTMLElement>('.player-chip')].map((chip) => {
      const rect = chip.getBoundingClientRect();
      const name = chip.querySelector<HTMLElement>('.player-name');
      const initial = chip.querySelector<HTMLElement>('.player-initial');
      const nameShown = name?.checkVisibility() === true;
      return {
        shown: chip.checkVisibility(),
        inBar: rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5,
        inViewport: rect.left >= 0 && rect.right <= window.innerWidth && rect.top >= 0,
        // what a player reads there: the full name, or (compact) the initial
        reads: nameShown ? name?.textContent : initial?.checkVisibility() ? initial.textContent : null,
        nameClipped: nameShown && name ? name.scrollWidth > name.clientWidth + 0.5 : false,
        points: chip.querySelector<HTMLElement>('.player-points')?.checkVisibility()
          ? chip.querySelector('.player-points')?.textContent
          : null,
      };
    });
    return { form: bar.dataset.form, scrolls: bar.scrollWidth - bar.clientWidth, chips };
  });
}

test('every player in the players bar is readable, four long names included, on every size', async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  const game = fourPlayerGame();
  const names = game.players.map((player) => player.name);
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  // the phone is checked on the narrowest phones and on its side too
  const sizes =
    viewport.width < 500
      ? [viewport, { width: 360, height: 740 }, { width: viewport.height, height: viewport.width }]
      : [viewport];
  await openWithGame(page, game);
  await press(page.getByRole('button', { name: 'Resume game' }));
  await press(page.getByRole('button', { name: /tap when ready/ }));
  for (const size of sizes) {
    await page.setViewportSize(size);
    const at = `at ${size.width}×${size.height}`;
    // the bar picks its form after the resize has been laid out
    await expect
      .poll(async () => (await playerChips(page))?.scrolls, `players bar hidden part ${at}`)
      .toBe(0);
    const bar = await playerChips(page);
    if (!bar) throw new Error('no players bar');
    expect(await horizontalOverflow(page), `game screen overflow ${at}, px`).toBeLessThanOrEqual(0);
    expect(bar.chips.length).toBe(names.length);
    bar.chips.forEach((chip, seat) => {
      const who = `${names[seat]}'s chip (${bar.form}) ${at}`;
      expect(chip.shown, `${who} shown`).toBe(true);
      expect(chip.inBar, `${who} within the bar`).toBe(true);
      expect(chip.inViewport, `${who} within the viewport`).toBe(true);
      expect(chip.nameClipped, `${who} name clipped`).toBe(false);
      expect(chip.points, `${who} points`).toBe('0');
      expect([names[seat], names[seat]?.[0]], `what ${who} reads`).toContain(chip.reads);
    });
    if (size.width >= 1000) expect(bar.form, `chips on a wide screen ${at}`).not.toBe('initials');
    // a tap on the bar lists every full name, all on screen
    await press(page.getByRole('button', { name: /^Players:/ }));
    const details = page.getByTestId('player-details');
    for (const name of names) {
      const line = details.getByText(name, { exact: true });
      await expect(line, `${name} in the details ${at}`).toBeInViewport({ ratio: 1 });
    }
    await press(page.getByRole('button', { name: /^Players:/ }));
    await expect(details).toBeHidden();
  }
});

/** Where the computer-turn bar stands against the HUD, and what is on top at the active ship. */
type Size = { width: number; height: number };

/** The sizes a computer's turn is checked at: the project's, and a phone on its side too (the drawer layout). */
function computerTurnSizes(viewport: Size | null | undefined): Size[] {
  const portrait = viewport ?? { width: 1280, height: 800 };
  return portrait.width < 500 ? [portrait, { width: portrait.height, height: portrait.width }] : [portrait];
}

/** Saves Mary's turn, played by a Captain: one person at the table, so no hand-off. */
async function openComputerTurn(page: Page): Promise<void> {
  await openWithGame(page, turnGame(), false, ['person', 'captain']);
}

/** Reloads at a size and resumes: every load starts again from the save, Mary's turn from its first action. */
async function resumeComputerTurn(page: Page, size: Size, press: (target: Locator) => Promise<void>) {
  await page.setViewportSize(size);
  await page.goto('/');
  await press(page.getByRole('button', { name: 'Resume game' }));
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', {
    timeout: 60_000,
  });
}

/** Waits until the game has changed again (the computer acted) or the computer's turn is over. */
async function nextComputerStep(page: Page) {
  const seen = await page.evaluate(() => window.__toGlory?.revision ?? 0);
  await page.waitForFunction(
    (before) =>
      (window.__toGlory?.revision ?? 0) > before ||
      (window.__toGlory?.state() as GameState | undefined)?.turn?.seat !== 1,
    seen,
    { timeout: 60_000 },
  );
}

async function computerTurnLayout(page: Page) {
  return page.evaluate(() => {
    // an announcement: its box, the board window's, and what a tap on its text would reach
    const announcementLayout = (ship: { x: number; y: number } | null) => {
      const note = document.querySelector<HTMLElement>('[data-testid="announcements"]');
      const text = note?.querySelector('p')?.getBoundingClientRect();
      const area = document.querySelector('.board-window')?.getBoundingClientRect();
      if (!note || !text || !area) return { announcement: null };
      const box = note.getBoundingClientRect();
      const tapped = document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2);
      const middle = area.top + area.height / 2;
      return {
        announcement: {
          inBoardWindow:
            box.left >= area.left - 1 &&
            box.right <= area.right + 1 &&
            box.top >= area.top - 1 &&
            box.bottom <= area.bottom + 1,
          // how far the ship's point lies outside the box (negative: inside), CSS px
          shipClearance: ship
            ? Math.max(box.left - ship.x, ship.x - box.right, box.top - ship.y, ship.y - box.bottom)
            : null,
          shipHalf: ship
            ? ship.y < middle - area.height * 0.15
              ? 'top'
              : ship.y > middle + area.height * 0.15
                ? 'bottom'
                : 'middle'
            : null,
          half: box.bottom <= middle ? 'top' : box.top >= middle ? 'bottom' : 'middle',
          tapReaches: tapped?.tagName === 'CANVAS' ? 'table' : (tapped?.className ?? null),
        },
      };
    };
    const bar = document.querySelector('[data-testid="computer-turn"]')?.getBoundingClientRect();
    if (!bar) return null;
    const overlaps = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.left < bar.right &&
      bar.left < box.right &&
      box.top < bar.bottom &&
      bar.top < box.bottom;
    const parts = ['.board-window', '.top-bar', '.sheet-tabs', '.hud-part']
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
      .filter((element) => element.checkVisibility())
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map((element) => element.className);
    // the ship and what covers it, read in the same task: the computer moves it between tasks; from
    // the state the table shows (the engine's can be a turn ahead while the table plays the last one)
    const game = window.__toGlory?.shownState() as GameState | undefined;
    const ship = game?.turn ? game.players[game.turn.seat]?.ship : undefined;
    const hex = ship ? game?.ships[ship]?.hex : undefined;
    const point = hex ? (window.__toGlory?.hexScreen(hex) ?? null) : null;
    const onTop = point ? document.elementFromPoint(point.x, point.y) : null;
    const cover = onTop?.closest('.computer-turn, .hud-part, .top-bar, .sheet-tabs');
    return {
      bar: { left: bar.left, top: bar.top, right: bar.right, bottom: bar.bottom },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      overlaps: parts,
      seat: game?.turn?.seat ?? null,
      point,
      shipCoveredBy: cover ? cover.className : null,
      ...announcementLayout(point),
    };
  });
}

/** One reading of the layout while Mary (the computer) plays: false once her turn is over. */
async function readComputerTurn(page: Page, size: Size, sample: number): Promise<boolean> {
  const layout = await computerTurnLayout(page);
  if (layout?.seat !== 1) return false;
  const at = `at ${size.width}×${size.height}, reading ${sample}`;
  expect(layout.bar.left, `bar left ${at}`).toBeGreaterThanOrEqual(0);
  expect(layout.bar.top, `bar top ${at}`).toBeGreaterThanOrEqual(0);
  expect(layout.bar.right, `bar right ${at}`).toBeLessThanOrEqual(layout.viewport.width);
  expect(layout.bar.bottom, `bar bottom ${at}`).toBeLessThanOrEqual(layout.viewport.height);
  expect(layout.overlaps, `what the bar overlaps ${at}`).toEqual([]);
  if (layout.point) expect(layout.shipCoveredBy, `what covers Mary's ship ${at}`).toBeNull();
  return true;
}

test("a computer's turn: its bar stands beside the board window, over no panel and not over the active ship", async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  await openComputerTurn(page);
  for (const size of computerTurnSizes(info.project.use.viewport)) {
    await resumeComputerTurn(page, size, press);
    const bar = page.getByTestId('computer-turn');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Mary');
    let readings = (await readComputerTurn(page, size, 0)) ? 1 : 0;
    const sheet = size.width < 1000;
    if (sheet) {
      // the sheet narrates the computer's turn instead of an empty Actions tab
      await expect(page.getByTestId('tab-log')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#hud-log')).toBeVisible();
      await expect(page.locator('#hud-log')).toContainText('Mary');
      // what the watcher picks meanwhile shows something too, and lasts for this turn only
      await press(page.getByTestId('tab-actions'));
      // who plays (or, mid-volley, who strikes)
      await expect(page.locator('#hud-actions')).toBeVisible();
      await expect(page.locator('#hud-actions')).toContainText('Mary');
      // (the other tabs rest while a volley's panel is up)
      await expect(page.getByTestId('tab-captain')).toBeEnabled({ timeout: 60_000 });
      // Mary plays on meanwhile: if her turn ends just after the tap, the person's own tab comes back
      // (Actions), so the tap is repeated until the Captain tab has opened its panel
      const captainPart = page.locator('#hud-captain');
      // (a press waits at most 5 s: a volley's panel can rest the tab again meanwhile)
      const captainTab = page.getByTestId('tab-captain');
      await expect(async () => {
        if (!(await captainPart.isVisible()))
          await (touch ? captainTab.tap({ timeout: 5_000 }) : captainTab.click({ timeout: 5_000 }));
        await expect(captainPart).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
    }

    if (touch) {
      const small = await bar.locator('button').evaluateAll((buttons) =>
        buttons
          .map((button) => ({ name: button.textContent, box: button.getBoundingClientRect() }))
          // (a bar going away as the turn ends has buttons with no box at all: not drawn, not small)
          .filter(({ box }) => box.width > 0 && (box.width < 43.5 || box.height < 43.5))
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, `bar buttons under 44 px at ${size.width}×${size.height}`).toEqual([]);
    }

    // read while the computer plays (moves, turns, a volley): a few readings over its turn
    for (let sample = 1; sample < 8; sample++) {
      if (!(await readComputerTurn(page, size, sample))) break;
      readings += 1;
      // the next reading once the computer has done something more (or its turn is over)
      await nextComputerStep(page);
    }
    // at least the first, taken as the turn opened: the sheet's checks can outlast a computer's short turn
    expect(readings, `readings during the computer's turn at ${size.width}×${size.height}`).toBeGreaterThan(
      0,
    );
    if (sheet) {
      // Anne's turn comes back with her own tab (Actions), not the one picked while watching
      // (the turn may end between the look and the press: then there is nothing left to skip)
      const skip = page.getByTestId('computer-skip');
      if (await bar.isVisible())
        await (touch ? skip.tap({ timeout: 5_000 }) : skip.click({ timeout: 5_000 })).catch(() => undefined);
      await expect(bar).toBeHidden({ timeout: 60_000 });
      await expect(page.getByTestId('tab-log')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: /End turn/ })).toBeVisible();
    }
  }
});

/** Whether an announcement stands in the half of the board window away from the ship (or the ship is mid-way). */
function awayFromShip(note: { shipHalf: string | null; half: string }): boolean {
  if (note.shipHalf === 'top') return note.half === 'bottom';
  if (note.shipHalf === 'bottom') return note.half === 'top';
  return true;
}

test("an announcement of a computer's turn floats clear of its ship, and taps on it reach the table", async ({
  page,
}, info) => {
  const touch = info.project.use.hasTouch === true;
  await openComputerTurn(page);
  for (const size of computerTurnSizes(info.project.use.viewport)) {
    await resumeComputerTurn(page, size, (target) => (touch ? target.tap() : target.click()));
    await expect(page.getByTestId('computer-turn')).toBeVisible();
    // Mary explores and draws a card: its announcement floats clear of her ship, taps on it reach the table
    let announced = 0;
    for (let sample = 0; sample < 200 && announced < 3; sample++) {
      const layout = await computerTurnLayout(page);
      if (layout?.seat !== 1) break;
      let note = layout.announcement;
      if (!note) {
        // the table's shown state, as the reading: the engine's can be a turn ahead while the table plays
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid="announcements"] p') !== null ||
            (window.__toGlory?.shownState() as GameState | undefined)?.turn?.seat !== 1,
        );
        continue;
      }
      if (!awayFromShip(note)) {
        // the toasts change sides a frame after the ship crosses the middle (the camera glides it there):
        // a reading between that frame and the next is read again once two more frames have passed
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const again = await computerTurnLayout(page);
        if (again?.seat !== 1 || !again.announcement) continue;
        note = again.announcement;
      }
      const at = `at ${size.width}×${size.height}, announcement reading ${announced}`;
      expect(note.inBoardWindow, `announcement inside the board window ${at}`).toBe(true);
      if (note.shipClearance !== null)
        expect(note.shipClearance, `announcement clear of Mary's ship ${at}, px`).toBeGreaterThanOrEqual(24);
      if (note.shipHalf === 'top') expect(note.half, `announcement away from the ship ${at}`).toBe('bottom');
      if (note.shipHalf === 'bottom') expect(note.half, `announcement away from the ship ${at}`).toBe('top');
      expect(note.tapReaches, `a tap on the announcement's text ${at}`).toBe('table');
      announced += 1;
      // the next reading once the announcement has changed (or the computer's turn is over)
      await page.waitForFunction(
        (shown) =>
          document.querySelector('[data-testid="announcements"] p')?.textContent !== shown ||
          (window.__toGlory?.shownState() as GameState | undefined)?.turn?.seat !== 1,
        await page.evaluate(
          () => document.querySelector('[data-testid="announcements"] p')?.textContent ?? null,
        ),
      );
    }
    expect(announced, `announcement readings at ${size.width}×${size.height}`).toBeGreaterThan(0);
  }
});
