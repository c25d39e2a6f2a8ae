import { expect, test } from '@playwright/test';

test('once loaded, the game starts with no network (manifest and service worker)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { name: string; icons: unknown[] }) : null;
  });
  expect(manifest?.name).toBe('To Glory!');
  expect(manifest?.icons.length).toBeGreaterThan(0);
  // the worker has precached every built file once it controls the page
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To Glory!' })).toBeVisible();
  // the game screen's code, models and physics come from the cache too
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Set sail' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-table-ready', 'true', { timeout: 60_000 });
  await context.setOffline(false);
});
