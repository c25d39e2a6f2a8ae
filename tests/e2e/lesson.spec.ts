import { expect, type Page, test } from '@playwright/test';
import { changedSince, type LessonHands, revision, walkLesson } from './support/lessonWalk';
import { quickTable } from './support/quickTable';

/** The keys of the buttons the walk presses (the others: focus and Enter). */
const KEYS: Record<string, string> = {
  'ship-forward': 'w',
  'ship-left': 'a',
  'ship-right': 'd',
  'end-turn': 'n',
};

/** A learner at a keyboard: the table's keys, and Tab-reachable buttons pressed with Enter. */
function keyboardHands(page: Page): LessonHands {
  const enter = async (target: ReturnType<Page['getByTestId']>) => {
    await target.focus();
    await page.keyboard.press('Enter');
  };
  return {
    async open() {
      await page.goto('/');
      await enter(page.getByRole('button', { name: 'Learn to play' }));
      await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', {
        timeout: 60_000,
      });
    },
    async press(testId) {
      const before = await revision(page);
      const key = testId.startsWith('explore') ? 'e' : KEYS[testId];
      if (key) await page.keyboard.press(key);
      else await enter(page.getByTestId(testId));
      await changedSince(page, before);
    },
    close: enter,
    next: () => enter(page.getByRole('button', { name: 'Next' })),
    async placeKraken() {
      const cursor = page.getByTestId('kraken-cursor');
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(cursor).toContainText('Cursor:', { timeout: 1_000 });
      }).toPass();
      const before = await revision(page);
      await page.keyboard.press('Enter');
      await changedSince(page, before);
    },
    async fire() {
      await page.keyboard.press('f');
      await expect(page.getByTestId('fire-from-ship')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('aiming')).toBeFocused();
      await page.keyboard.down(' ');
      await expect(page.getByTestId('power-meter')).not.toHaveAttribute('aria-valuenow', '0');
      await page.keyboard.up(' ');
      await expect(page.getByTestId('volley-banner')).toBeVisible({ timeout: 60_000 });
    },
    // the desktop and the tablet on its side show the turn's panel beside the board
    showTurnPanel: async () => {},
  };
}

test.beforeEach(({ page }) => quickTable(page));

test('the lesson walked by keyboard from the welcome to the first game, with a screenshot of each step', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await walkLesson(page, info.outputPath('lesson'), keyboardHands(page));
});

test.describe('on a tablet with a keyboard', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the lesson walked by keyboard on a 1024×768 tablet, with a screenshot of each step', async ({
    page,
  }, info) => {
    test.setTimeout(300_000);
    await walkLesson(page, info.outputPath('lesson'), keyboardHands(page));
  });
});
