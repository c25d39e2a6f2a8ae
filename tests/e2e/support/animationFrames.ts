import type { Page } from '@playwright/test';

/**
 * Resolves once the browser has offered `count` more animation frames: every render, effect and
 * paint queued before the call has had its turn (a count of frames, not a time: a slow machine
 * gives each frame the same chance).
 */
export function animationFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((done) => {
        let left = frames;
        const tick = () => {
          left -= 1;
          if (left <= 0) done();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}
