import type { Page } from '@playwright/test';

/**
 * Keeps every text the game's live region (board-news) takes from now on, in the page: one beat's
 * words may follow another's at once (a volley's coins after its result), faster than a poll reads.
 */
export async function keepNews(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="board-news"]');
    if (!region) throw new Error('no live region');
    const said: string[] = [];
    (window as unknown as { newsSaid: string[] }).newsSaid = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/** The texts the live region has taken since keepNews. */
export function newsHeard(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { newsSaid?: string[] }).newsSaid ?? []);
}

/** A volley's result as the live region says it: who fired, what it earned, then where each cube lies. */
export const VOLLEY_SPOKEN =
  /fires from (their ship|the Kraken|the tower) and .+ \(worth \d coins?\)\. (The|A|All three|Both|Two|Three) cubes? (landed on .+|in the sea|on (island|the)|off the board|at the edge|still rolling)/;
