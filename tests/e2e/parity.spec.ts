import { expect, test } from '@playwright/test';
import { initPhysics, randomVolleyInput, simulateVolley, traceHash } from '../../src/physics';

/** P6 across engines: the page's WebAssembly Rapier and Node's give byte-identical traces. */
test('P6: the page and Node simulate the same volley inputs to the same trace hash', async ({ page }) => {
  await initPhysics();
  await page.goto('/');
  const sources = ['ship', 'kraken', 'tower'] as const;
  for (let index = 0; index < 6; index++) {
    const input = randomVolleyInput(9000 + index, { source: sources[index % 3] });
    const inNode = traceHash(simulateVolley(input));
    const inPage = await page.evaluate((volley) => window.__toGlory?.traceHashOf(volley as never), input);
    expect(inPage, `volley ${index}`).toBe(inNode);
  }
});
