import type { TurnNotice } from '../../table/turnNotices';

/**
 * How a turn notice reaches the player's device. What runs here: the open page learns of it (the turn
 * feed it polls, the table's room) and asks the service worker's registration to show it
 * (serviceWorkerChannel). What a deployment adds: Web Push, where the server learns of it and sends it to
 * the push service of each seat's stored subscription, and the service worker's `push` handler shows the
 * same notice with the page closed (docs/server.md says what that takes); the notice's shape, words and
 * click stay these.
 */
export interface TurnNoticeChannel {
  /** Shows `notice` on this device; false when it could not (no service worker, no permission). */
  show(notice: TurnNotice): Promise<boolean>;
}

/** What a notice's click opens, and which table it is about (the service worker reads it). */
export interface TurnNoticeData {
  code: string;
  url: string;
}

/** The words and tag of a notice: one notice a table (a newer one replaces it, and alerts again). */
export function noticeContent(notice: TurnNotice): { title: string; options: NotificationOptions } {
  const data: TurnNoticeData = { code: notice.code, url: `/?table=${notice.code}` };
  const options = { tag: `table-${notice.code}`, data, icon: '/icon-192.png' };
  switch (notice.kind) {
    case 'turn':
      return { title: 'Your turn', options: { ...options, body: `Table ${notice.code} waits on you.` } };
    case 'ended':
      return { title: 'The game is over', options: { ...options, body: `Table ${notice.code} has ended.` } };
    case 'timeWarning': {
      const at = new Date(notice.deadline).toLocaleString([], {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
      return {
        title: 'Your time runs out',
        options: { ...options, body: `Your turn at table ${notice.code} ends at ${at}.` },
      };
    }
    default: {
      const never: never = notice;
      return never;
    }
  }
}

/**
 * The channel that works on this machine: the page shows the notice through the service worker's
 * registration (a notification the worker owns, so its click reaches the worker: public/turnNoticeClick.js).
 */
export function serviceWorkerChannel(): TurnNoticeChannel {
  return {
    async show(notice) {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return false;
      const { title, options } = noticeContent(notice);
      // renotify: a table's newer notice replaces its older one, and is heard as a new one
      await registration.showNotification(title, { ...options, renotify: true } as NotificationOptions);
      return true;
    },
  };
}
