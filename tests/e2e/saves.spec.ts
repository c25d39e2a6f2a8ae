import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { actionFor, execute, getMap } from '../../src/engine';
import { setUpGame as setUpEngineGame } from '../../src/engine/sim/setUpGame';
import { hashText } from '../../src/physics/hashText';
import { canonicalJson } from '../../src/physics/traceHash';
import { encodeSave } from '../../src/store/saves/saveFile';
import { startDevServer } from './support/devServer';
import { clickAndWait, pageState, placeKraken, setUpGame } from './support/driver';
import { endingGame } from './support/games';
import { phaseSaves } from './support/phaseSaves';

/** Puts a save in the slot on the first load only: later reloads find what the app saved since. */
async function seedOnce(page: Page, text: string) {
  await page.addInitScript((save) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('to-glory:save', save);
    localStorage.setItem(
      'to-glory:settings',
      JSON.stringify({
        state: { graphics: 'fast', reducedMotion: true, thresholdPreset: 'Default' },
        version: 1,
      }),
    );
  }, text);
}

const pageSeats = (page: Page) => page.evaluate(() => window.__toGlory?.seats());

/** A save's JSON edited by `edit`, its checksum made to match again (as a careful forger would). */
function forged(text: string, edit: (save: Record<string, unknown>) => void): string {
  const save = JSON.parse(text) as Record<string, unknown>;
  edit(save);
  const { game, log, seats, pending, rules, record } = save;
  save.checksum = hashText(canonicalJson({ game, log, seats, pending, rules, record }));
  return JSON.stringify(save);
}

/**
 * A game seeded at its first turn and two moves sailed in the interface, so the app itself has saved
 * (the slot and the last good save). Reduced motion: the moves need no glide. The setup screen is not
 * what these tests check (the Kraken-placement reload below and game.spec go through it): seeding
 * spares each a minute of software WebGL.
 */
async function startAndSail(page: Page) {
  const start = setUpEngineGame({
    names: ['Anne', 'Mary'],
    seed: 777,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });
  await seedOnce(page, encodeSave(start, [], new Date()));
  await page.goto('/');
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await clickAndWait(page, 'ship-forward');
  await clickAndWait(page, 'ship-left');
}

test('reloading mid-game resumes the very same state', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.reload();
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  expect(await pageState(page)).toEqual(before);
});

test('a corrupted save is reported and the last good save is kept', async ({ page }) => {
  await startAndSail(page);
  const lastGood = await page.evaluate(() => localStorage.getItem('to-glory:save:previous'));
  expect(lastGood).not.toBeNull();
  // someone edits the coins in the current save by hand
  await page.evaluate(() => {
    const text = localStorage.getItem('to-glory:save') ?? '';
    localStorage.setItem('to-glory:save', text.replace('"coins":0', '"coins":40'));
  });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('edited or damaged');
  await expect(page.getByRole('alert')).toContainText('last good save was restored');
  await page.getByRole('button', { name: 'Resume game' }).click();
  const restored = await pageState(page);
  expect(restored).toEqual(JSON.parse(lastGood ?? '{}').game);
});

/** Each refusal in its own step, on one table set up once (a setup costs a minute of software WebGL). */
test('imported files that are broken, edited, against the rules or huge are refused in plain words, and the game kept', async ({
  page,
}, info) => {
  await startAndSail(page);
  const before = await pageState(page);
  const good = (await page.evaluate(() => localStorage.getItem('to-glory:save'))) ?? '';
  const importText = (text: string) =>
    page.getByTestId('import-save').setInputFiles({
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });

  await test.step('a file of a newer version names the problem', async () => {
    await importText(
      '{"format":"to-glory-save","version":99,"savedAt":"x","checksum":"0","game":{},"log":[]}',
    );
    await expect(page.getByTestId('notice')).toContainText('newer version');
    expect(await pageState(page)).toEqual(before);
    const saved = await page.evaluate(() => localStorage.getItem('to-glory:save'));
    expect(JSON.parse(saved ?? '{}').game).toEqual(before);
  });

  await test.step('an unknown or null log entry is named', async () => {
    for (const [edit, expected] of [
      [
        (log: unknown[]) => {
          (log[0] as { event: { type: string } }).event.type = 'shipSank';
        },
        'the game log entry 1’s event’s kind',
      ],
      [
        (log: unknown[]) => {
          log[1] = null;
        },
        'the game log entry 2',
      ],
    ] as const) {
      await importText(forged(good, (save) => edit(save.log as unknown[])));
      await expect(page.getByTestId('notice')).toContainText(
        `Import refused. This save is damaged: ${expected}`,
      );
      await expect(page.getByTestId('notice')).toContainText('Your current game is unchanged.');
      expect(await pageState(page)).toEqual(before);
    }
  });

  await test.step('an undo step that puts a ship on an island breaks the rules', async () => {
    const island = getMap(before.mapId).islands.A[0];
    await importText(
      forged(good, (save) => {
        const snapshot = (save.game as typeof before).turn?.undoStack[0];
        if (snapshot?.ships.red && island) snapshot.ships.red.hex = island;
      }),
    );
    await expect(page.getByTestId('notice')).toContainText('undo step 1 breaks the rules of the game');
    expect(await pageState(page)).toEqual(before);
  });

  await test.step('a 55 MB file is refused at once, before it is read', async () => {
    const path = info.outputPath('huge-save.json');
    writeFileSync(path, good.replace('"log":[', `"pad":"${'x'.repeat(55_000_000)}","log":[`));
    await page.getByTestId('import-save').setInputFiles(path);
    await expect(page.getByTestId('notice')).toContainText('too large to be a To Glory! save (55.0 MB');
    expect(await pageState(page)).toEqual(before);
  });

  // nothing of it became the autosave: a reload finds the same game
  await page.reload();
  expect(await pageState(page)).toEqual(before);
});

test('the table survives a lost WebGL context with the game untouched', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const gl = canvas?.getContext('webgl2');
    const lose = gl?.getExtension('WEBGL_lose_context');
    if (!lose) throw new Error('WEBGL_lose_context unavailable');
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = lose;
    lose.loseContext();
  });
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-context-lost', 'true');
  // the fast graphics draw on demand: the fresh canvas draws when it mounts, not continuously
  const framesBefore = await page.evaluate(() => window.__toGlory?.frames.count ?? 0);
  await page.evaluate(() => (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext());
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-generation', '1');
  await expect(page.locator('.table-canvas')).toHaveAttribute('data-context-lost', 'false');
  await page.waitForFunction((count) => (window.__toGlory?.frames.count ?? 0) > count, framesBefore);
  expect(await pageState(page)).toEqual(before);
});

test('under npm start too, an edited save is refused with a notice and the last good one restored', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // two saves as a game leaves them: the one before the last action, and the last one, edited by hand
  const start = setUpEngineGame({
    names: ['Anne', 'Mary'],
    seed: 5,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'yellow' },
    ],
  });
  const sailed = execute(start, actionFor(start, { type: 'moveShip', path: ['forward'] }));
  if (!sailed.ok) throw new Error(sailed.reason);
  const good = encodeSave(start, [], new Date('2026-12-01T09:00:00Z'));
  const edited = encodeSave(sailed.state, [], new Date('2026-12-01T09:01:00Z')).replace(
    '"coins":0',
    '"coins":40',
  );
  expect(edited).toContain('"coins":40');
  await page.addInitScript(
    ({ current, previous }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('to-glory:save', current);
      localStorage.setItem('to-glory:save:previous', previous);
    },
    { current: edited, previous: good },
  );
  const dev = await startDevServer();
  try {
    await page.goto(dev.url);
    await expect(page.getByRole('alert')).toContainText('edited or damaged', { timeout: 60_000 });
    await expect(page.getByRole('alert')).toContainText('last good save was restored');
    expect(await page.evaluate(() => localStorage.getItem('to-glory:save'))).toBe(good);
  } finally {
    dev.stop();
  }
});

test('a reload during the Kraken placement keeps the captains chosen at setup', async ({ page }) => {
  await setUpGame(page, 777);
  const before = await pageState(page);
  const seats = await pageSeats(page);
  await page.reload();
  expect(await pageState(page)).toEqual(before);
  expect(await pageSeats(page)).toEqual(seats);
  await page.getByRole('button', { name: 'Resume game' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');
  await placeKraken(page);
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  const game = await pageState(page);
  expect(game.players.map((player) => player.captain)).toEqual(['helmsman', 'navigator']);
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await expect(page.getByTestId('ship-forward')).toBeVisible();
});

for (const save of phaseSaves()) {
  test(`a reload at ${save.name} resumes exactly`, async ({ page }) => {
    await seedOnce(page, save.text);
    await page.goto('/');
    // the home screen holds the loaded game untouched: nothing has acted on it yet
    await expect(page.getByRole('heading', { name: 'To Glory!' })).toBeVisible();
    expect(await pageState(page)).toEqual(save.game);
    const seats = await pageSeats(page);
    await page.reload();
    expect(await pageState(page)).toEqual(save.game);
    expect(await pageSeats(page)).toEqual(seats);
    await page
      .getByRole('button', { name: save.phase === 'ended' ? 'Final scores of the last game' : 'Resume game' })
      .click();
    await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', save.phase);
    if (save.phase === 'ended') await expect(page.getByTestId('final-scores')).toBeVisible();
  });
}

test('loading a file asks first, says what was loaded and names the saved file after the players', async ({
  page,
}) => {
  await startAndSail(page);
  // save to a file: named after the players and the date
  await page.getByTestId('game-menu').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-save').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^to-glory-anne-mary-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = await download.path();
  await clickAndWait(page, 'ship-forward');
  // Load from file asks; Esc keeps the game and gives the focus back
  await page.getByTestId('game-menu').click();
  await page.getByTestId('load-file').click();
  const dialog = page.getByRole('dialog', { name: 'Load a saved game?' });
  await expect(dialog).toContainText('replaces the game in progress: Game of Anne, Mary — round 1');
  await expect(dialog.getByRole('button', { name: 'Keep this game' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // asked again, choosing a file loads it and says what was loaded
  await page.getByTestId('game-menu').click();
  await page.getByTestId('load-file').click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  await chooser.setFiles(saved);
  await expect(page.getByTestId('notice')).toHaveText('Game of Anne, Mary — round 1 — loaded.');
  expect(await pageState(page)).toEqual(JSON.parse(readFileSync(saved, 'utf8')).game);
});

test('New game asks before replacing a game in progress', async ({ page }) => {
  await startAndSail(page);
  await page.getByTestId('game-menu').click();
  await page.getByRole('button', { name: /Harbour/ }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a new game?' });
  await expect(dialog).toContainText('Game of Anne, Mary — round 1');
  await dialog.getByRole('button', { name: 'Keep the game' }).click();
  await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start a new game' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});

test('an old save under earlier rules says so once', async ({ page }) => {
  const game = setUpEngineGame({
    names: ['Anne', 'Mary'],
    seed: 5,
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'yellow' },
    ],
  });
  const old = JSON.stringify({
    format: 'to-glory-save',
    version: 1,
    savedAt: '2026-10-01T09:00:00Z',
    checksum: hashText(canonicalJson({ game, log: [] })),
    game,
    log: [],
  });
  await seedOnce(page, old);
  await page.goto('/');
  await expect(page.locator('.notice')).toContainText('saved under earlier rules');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible();
  await expect(page.locator('.notice')).toHaveCount(0);
  expect(await pageState(page)).toEqual(game);
});

test('a crash shows what happened and goes back to the last good save', async ({ page }) => {
  await startAndSail(page);
  const before = await pageState(page);
  await page.evaluate(() => window.__toGlory?.crash());
  const crash = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(crash).toContainText('Your game is not lost');
  await expect(crash).toContainText('a test asked the screen to crash');
  await crash.getByRole('button', { name: 'Return to the last good save' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'playing');
  expect(await pageState(page)).toEqual(before);
  // or to the menu
  await page.evaluate(() => window.__toGlory?.crash());
  await page.getByRole('button', { name: 'Go to the menu' }).click();
  await expect(page.getByRole('button', { name: 'Resume game' })).toBeVisible();
});

test('the game menu closes when Tab leaves it, and Esc gives the focus back to its button', async ({
  page,
}) => {
  await startAndSail(page);
  const menu = page.getByTestId('game-menu');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  // Tab through every item and past the last one
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('.game-menu'));
    if (!inside) break;
  }
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the end screen draws its trophy, shows the final board and offers a rematch', async ({ page }) => {
  const ending = endingGame();
  const text = encodeSave(ending, [], new Date());
  await seedOnce(page, text);
  await page.goto('/');
  await page.getByRole('button', { name: 'Resume game' }).click();
  await page.getByRole('button', { name: /tap when ready/ }).click();
  await clickAndWait(page, 'end-turn');
  const end = page.getByRole('dialog', { name: /wins|Shared victory/ });
  await expect(end.getByTestId('trophy')).toBeVisible();
  await page.screenshot({ path: '/tmp/saves-end-screen.png' });
  await end.getByTestId('look-at-board').click();
  await expect(end).toBeHidden();
  await expect(page.getByTestId('back-to-scores')).toBeFocused();
  await page.screenshot({ path: '/tmp/saves-final-board.png' });
  await page.getByTestId('back-to-scores').click();
  await expect(page.getByTestId('look-at-board')).toBeFocused();
  await page.getByTestId('rematch').click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-phase', 'placeKraken');
  const rematch = await pageState(page);
  expect(rematch.players.map((player) => player.name)).toEqual(ending.players.map((player) => player.name));
});
