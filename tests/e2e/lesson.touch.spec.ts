import { expect, type Page, test } from '@playwright/test';
import { clickHex, tableSettled } from './support/driver';
import { changedSince, type LessonHands, revision, walkLesson } from './support/lessonWalk';
import { quickTable } from './support/quickTable';
import { touchDrag } from './support/touchDrag';

/** A learner on a phone: taps, and the lever pulled back by a finger and let go. */
function touchHands(page: Page): LessonHands {
  return {
    async open() {
      await page.goto('/');
      await page.getByRole('button', { name: 'Learn to play' }).tap();
    },
    async press(testId) {
      const before = await revision(page);
      await page.getByTestId(testId).tap();
      await changedSince(page, before);
    },
    close: (target) => target.tap(),
    next: () => page.getByRole('button', { name: 'Next' }).tap(),
    async placeKraken() {
      const spot = await page.evaluate(() => {
        const legal = (window.__toGlory?.legal() ?? []) as { type: string; hex: string }[];
        return legal.find((action) => action.type === 'placeKraken')?.hex ?? null;
      });
      if (!spot) throw new Error('no glowing space for the Kraken');
      await tableSettled(page, spot);
      await clickHex(page, spot, true);
    },
    async fire() {
      await page.getByTestId('open-volley').tap();
      await page.getByTestId('fire-from-ship').tap();
      const lever = page.getByTestId('lever-handle');
      await expect(lever).toBeVisible();
      // the camera frames the lever: take its box once it stands still
      let box = await lever.boundingBox();
      for (let tries = 0; tries < 20; tries++) {
        const next = await lever.boundingBox();
        if (box && next && Math.abs(next.x - box.x) < 0.5 && Math.abs(next.y - box.y) < 0.5) break;
        box = next;
        await page.waitForFunction(() => true, null, { polling: 150 });
      }
      if (!box) throw new Error('the lever handle has no box');
      const cdp = await page.context().newCDPSession(page);
      const before = await revision(page);
      await touchDrag(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 170);
      await changedSince(page, before);
      await expect(page.getByTestId('volley-banner')).toBeVisible({ timeout: 60_000 });
    },
    async showTurnPanel() {
      // a tablet on its side shows the turn's panel beside the board; a phone keeps it behind its tab
      const tab = page.getByTestId('tab-actions');
      if ((await tab.isVisible()) && (await tab.getAttribute('aria-expanded')) !== 'true') await tab.tap();
      await expect(page.getByTestId('tower-left')).toBeVisible();
    },
  };
}

test.beforeEach(({ page }) => quickTable(page));

// walked on the phone, the small phone, and the tablet standing and on its side (there as a 1024×768
// tablet, the size the lesson was first tried on: 1180×820 lays out as it does)
test('the lesson walked by touch from the welcome to the first game, with a screenshot of each step', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  if (info.project.name === 'tablet') await page.setViewportSize({ width: 1024, height: 768 });
  await walkLesson(page, info.outputPath('lesson'), touchHands(page));
});

// a small phone on its side: the shortest board window, beside the drawer (the phone project alone
// runs it: the name is not the other projects' lesson walk)
test.describe('on a small phone on its side', () => {
  test.use({ viewport: { width: 740, height: 360 } });

  test('the lesson, by touch at 740×360, from the welcome to the first game, with a screenshot of each step', async ({
    page,
  }, info) => {
    test.setTimeout(300_000);
    await walkLesson(page, info.outputPath('lesson'), touchHands(page));
  });
});
