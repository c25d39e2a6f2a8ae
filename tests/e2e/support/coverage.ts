import type { Page } from '@playwright/test';

/**
 * The share of the viewport where a player cannot see or touch the table: points on a grid where the
 * topmost element is not the table's canvas. Read from the DOM as a finger would meet it, not from the
 * layout's own board-window measure, so a panel drawn over the board window counts as covering.
 */
export async function coveredFraction(page: Page, step = 8): Promise<number> {
  return page.evaluate((grid) => {
    let covered = 0;
    let total = 0;
    for (let y = grid / 2; y < window.innerHeight; y += grid) {
      for (let x = grid / 2; x < window.innerWidth; x += grid) {
        total += 1;
        if (document.elementFromPoint(x, y)?.tagName !== 'CANVAS') covered += 1;
      }
    }
    return total === 0 ? 0 : covered / total;
  }, step);
}
