import { expect, type Locator, type Page } from '@playwright/test';
import { getMap, type HexKey, type IslandLetter } from '../../../src/engine';
import { LESSON } from '../../../src/store/lesson/lessonScript';
import { pageState, revision, tableSettled, topAt } from './driver';
import { planStep } from './planTurn';

/** The lesson step the coach shows, by its id. */
export async function coachStep(page: Page): Promise<string> {
  return (await page.getByTestId('lesson-coach').getAttribute('data-step')) ?? '';
}

/** A step's number, two digits, as its screenshot is named. */
function stepNumber(id: string): string {
  return String(LESSON.findIndex((step) => step.id === id) + 1).padStart(2, '0');
}

/** Waits for the coach to show a step, then writes its screenshot under test-results. */
export async function atStep(page: Page, id: string, shots: string) {
  await expect(page.getByTestId('lesson-coach')).toHaveAttribute('data-step', id, { timeout: 60_000 });
  // a touch screen is told what to tap, never a key (the words it shows, not those hidden for others)
  const shown = await page.getByTestId('lesson-coach').evaluate((coach) => ({
    touch: !window.matchMedia('(any-pointer: fine)').matches,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered words (a device's hidden ones left out)
    words: (coach as HTMLElement).innerText,
  }));
  if (shown.touch) expect(shown.words).not.toMatch(/\([A-Z]\)|\(Enter\)|\bSpace\b|arrow keys/);
  const shot = `${shots}/${stepNumber(id)}-${id}.png`;
  // (the Kraken and the tower are looked for once the volley's result is closed: the walk does it then)
  if (id === 'krakenAndTower') await page.screenshot({ path: shot });
  else await targetsInSight(page, id, shot);
}

/** The spaces a step is about, by name: the glowing space the walk takes for the Kraken, the Kraken and
 * the tower when they are to be moved, the learner's ship at the steps of a turn; none at the welcome. */
async function stepTargets(page: Page, id: string): Promise<{ name: string; hex: HexKey }[]> {
  const state = await pageState(page);
  switch (id) {
    case 'welcome':
      return [];
    case 'kraken': {
      const spot = await page.evaluate(() => {
        const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
        return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
      });
      return spot ? [{ name: 'the glowing space', hex: spot as HexKey }] : [];
    }
    case 'krakenAndTower':
      return [
        ...(state.kraken ? [{ name: 'the Kraken', hex: state.kraken.hex as HexKey }] : []),
        { name: 'the tower', hex: getMap(state.mapId).tower },
      ];
    default: {
      const ship = state.turn ? state.players[state.turn.seat]?.ship : undefined;
      const hex = ship ? state.ships[ship]?.hex : undefined;
      return hex ? [{ name: 'the ship', hex: hex as HexKey }] : [];
    }
  }
}

/**
 * The step's spaces and the islands' letters stand in sight: each space's point outside every overlay's
 * rectangle (the coach's card, the pills, the tabs and the sheet, the bar and its chips, the turn
 * handles, the table's news), and no letter on screen under anything but the table, nor inside the
 * news's box.
 */
export async function targetsInSight(page: Page, id: string, shot: string) {
  const targets = await stepTargets(page, id);
  const first = targets[0];
  if (first) await tableSettled(page, first.hex);
  // taken before the checks: a failing step's picture shows what covers what
  await page.screenshot({ path: shot });
  if (!first) return;
  for (const target of targets) {
    const point = await page.evaluate((hex) => window.__toGlory?.hexScreen(hex) ?? null, target.hex);
    if (!point) throw new Error(`${target.name} is behind the camera at the ${id} step`);
    // the piece that moves, or the space to tap, on the screen (not only under no panel); the Kraken and
    // the tower are only kept clear (at 740×360 the tower stands above the screen's top at that step)
    const viewport = page.viewportSize();
    if (viewport && id !== 'krakenAndTower')
      expect(
        point.x >= 0 && point.y >= 0 && point.x <= viewport.width && point.y <= viewport.height,
        `${target.name} on screen at ${Math.round(point.x)},${Math.round(point.y)} (${id} step)`,
      ).toBe(true);
    const under = await page.evaluate(({ x, y }) => {
      const overlays = [
        '.lesson-coach',
        '.top-bar > *',
        '.sheet-tabs',
        '.hud-status > *',
        '.hud-part',
        '.action-bar-buttons',
        '.turn-strip .status-tip',
        '.manoeuvre',
        '.turn-handles button',
        // the table's news: taps go through its words, but the words hide what lies under them
        '.announcements',
      ];
      return [...document.querySelectorAll<HTMLElement>(overlays.join(', '))]
        .filter((element) => element.checkVisibility())
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        })
        .map((element) => element.className || element.ariaLabel || element.tagName);
    }, point);
    expect(
      under,
      `overlays over ${target.name} at ${Math.round(point.x)},${Math.round(point.y)} (${id} step)`,
    ).toEqual([]);
  }
  // polled: at the last steps a computer plays on and the camera follows its glide, which may pass a
  // letter under a panel for a frame or two; a letter that stays covered fails
  await expect
    .poll(() => coveredLetters(page), {
      message: `island letters under an overlay (${id} step)`,
      timeout: 20_000,
    })
    .toEqual([]);
}

/** The islands' letters on screen under anything but the table, or inside the news's box. */
async function coveredLetters(page: Page): Promise<string[]> {
  const letters: IslandLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const covered: string[] = [];
  for (const letter of letters) {
    const point = await page.evaluate((island) => window.__toGlory?.letterScreen(island) ?? null, letter);
    const top = point ? await topAt(page, point) : 'behind the camera';
    if (top !== 'table' && top !== 'off screen') covered.push(`${letter}: ${top}`);
    // the announcement lets taps through to the table, so the point's top element is not it: its box
    else if (point && (await underAnnouncement(page, point))) covered.push(`${letter}: the announcement`);
  }
  return covered;
}

/** Whether a screen point lies inside the box of the table's news (the announcement), shown now. */
function underAnnouncement(page: Page, point: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(({ x, y }) => {
    const note = document.querySelector<HTMLElement>('[data-testid="announcements"]');
    if (!note?.checkVisibility()) return false;
    const box = note.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  }, point);
}

/** Waits until the game store has moved past `before`. */
export async function changedSince(page: Page, before: number) {
  await page.waitForFunction((previous) => (window.__toGlory?.revision ?? 0) > previous, before, {
    timeout: 60_000,
  });
}

/** The next press of the explore step's voyage: the planner's button, or End turn when out of actions. */
export async function voyageStep(page: Page): Promise<string> {
  const step = planStep(await pageState(page));
  return step.kind === 'endTurn' ? 'end-turn' : step.testId;
}

/** How a learner's hands work the table: keys on a desktop or a tablet with a keyboard, taps on a phone. */
export interface LessonHands {
  /** Opens the lesson from the home screen. */
  open: () => Promise<void>;
  /** Presses a control of the table by its test id (its key where it has one) and waits for the table to move. */
  press: (testId: string) => Promise<void>;
  /** Presses a control that changes no game (the hand-off's ready, closing the volley's result). */
  close: (target: Locator) => Promise<void>;
  /** A reading step's Next. */
  next: () => Promise<void>;
  /** Places the Kraken on a glowing space. */
  placeKraken: () => Promise<void>;
  /** Fires a volley from the ship as a person does; resolves once its result shows. */
  fire: () => Promise<void>;
  /** Brings the turn's panel (the Kraken's and the tower's buttons) into view where a sheet hides it. */
  showTurnPanel: () => Promise<void>;
}

/** Ends the learner's turn and waits for the Deckhand's to be over (the controls come back). */
async function endTurnAndWait(page: Page, hands: LessonHands) {
  await hands.press('end-turn');
  await expect(page.getByTestId('end-turn')).toBeEnabled({ timeout: 120_000 });
}

/**
 * The lesson walked from the welcome to "Play your first game", each step's screenshot written under
 * `shots`: every step is reached by what it asks for, with the hands given.
 */
export async function walkLesson(page: Page, shots: string, hands: LessonHands) {
  await hands.open();
  await atStep(page, 'welcome', shots);
  await hands.next();

  await atStep(page, 'kraken', shots);
  await hands.placeKraken();
  // a hand-off may stand between the placing and the first turn
  const ready = page.getByRole('button', { name: /tap when ready/ });
  await expect(ready.or(page.locator('[data-step="sail"]'))).toBeVisible();
  if (await ready.isVisible()) await hands.close(ready);

  await atStep(page, 'sail', shots);
  await hands.press('ship-forward');
  await atStep(page, 'mustGoOn', shots);
  await hands.next();
  await atStep(page, 'turn', shots);
  await hands.press('ship-left');
  await atStep(page, 'ability', shots);
  await hands.press('start-ability');

  await atStep(page, 'explore', shots);
  while ((await coachStep(page)) === 'explore') {
    const button = await voyageStep(page);
    if (button === 'end-turn') await endTurnAndWait(page, hands);
    else await hands.press(button);
  }
  await atStep(page, 'treasure', shots);
  await hands.next();
  await atStep(page, 'curse', shots);
  await hands.next();

  await atStep(page, 'volley', shots);
  await hands.fire();
  await atStep(page, 'krakenAndTower', shots);
  await hands.close(page.getByTestId('close-volley'));
  await expect(page.getByTestId('volley-banner')).toBeHidden();
  // out of actions: the step waits for the next turn
  if (((await pageState(page)).turn?.actionsUsed ?? 0) >= 5) await endTurnAndWait(page, hands);
  await hands.showTurnPanel();
  await targetsInSight(
    page,
    'krakenAndTower',
    `${shots}/${stepNumber('krakenAndTower')}-krakenAndTower-panel.png`,
  );
  await hands.press('tower-left');

  await atStep(page, 'endTurn', shots);
  await hands.press('end-turn');
  await atStep(page, 'end', shots);
  await expect(page.getByRole('button', { name: 'Play your first game' })).toBeVisible();
}

export { revision };
