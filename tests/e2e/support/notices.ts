import type { BrowserContext, Page } from '@playwright/test';

/** The notifications the page's service worker shows now: their words, tag and data. */
export const shownNotices = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      tag: notice.tag,
      data: notice.data as unknown,
    })),
  );

/**
 * A click on the service worker's first notification, dispatched in the worker (Playwright has no
 * notification to click): its `notificationclick` handler runs as on a person's click.
 */
export async function clickNotice(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
}

/**
 * The page looks at its player's tables now, as when it is shown again (a phone woken), rather than at
 * its next look every 30 s.
 */
export const lookNow = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
