import { test as base } from '@playwright/test';

/**
 * Playwright's `test` for the specs that open devices of their own (`browser.newContext()`): each
 * context a test opened is closed when it ends, passed or failed. Playwright closes only its `context`
 * fixture's; the worker's browser lives on, so a device left open keeps its page running through the
 * worker's later tests (a table's WebGL, its reconnecting to a server gone), and a later test's pages
 * share the browser's GPU process and cores with a dozen of them.
 */
export const test = base.extend<{ closeDevices: undefined }>({
  closeDevices: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
