/*
 * The service worker's part of the turn notices (store/online/turnNoticeChannel.ts shows them): a click
 * on one opens its table. Workbox's generated worker imports this file (vite.config.ts, importScripts),
 * so the precaching it sets up stays as it is. Plain JavaScript: it is served as it is, not bundled.
 */
/// <reference lib="webworker" />

/** The window to open the table in: one showing it already, else the focused one, else any. */
async function openTable(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const showing = windows.find((client) => client.url === url);
  const client = showing ?? windows.find((other) => other.focused) ?? windows[0];
  if (!client) return self.clients.openWindow(url);
  const opened = showing ? client : ((await client.navigate(url)) ?? client);
  try {
    await opened.focus();
  } catch {
    // a window may be focused only on a click the browser saw itself
  }
}

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data;
  // not a turn notice (it names the table's address)
  if (!data || typeof data.url !== 'string') return;
  event.notification.close();
  event.waitUntil(openTable(new URL(data.url, self.location.origin).href));
});
