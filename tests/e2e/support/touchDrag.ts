import type { CDPSession } from '@playwright/test';

/** A finger drag: down at `from`, through steps, up at the end (the flick's touch path). */
export async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, dy: number, steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= steps; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (dy * step) / steps }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
