import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing scrolls sideways: the page, and every box that clips or scrolls its content, as wide as its content. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      // a box sticking out of the viewport is clipped by the fixed screen around it
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5)
        wide.push(
          `${element.tagName.toLowerCase()}.${element.className} at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return wide;
  });
}

/** A control is all inside the viewport, and a tap at its middle reaches it (no panel over it). */
export async function expectReachable(control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  await expect(control, `${what} inside the viewport`).toBeInViewport({ ratio: 1 });
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(reached, `a tap at the middle of ${what} reaches it`).toBe(true);
}
