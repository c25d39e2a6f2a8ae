import { create } from 'zustand';
import { browserStorage, readMyGames } from './myGames';
import { serviceWorkerChannel } from './turnNoticeChannel';
import { askFeed, turnWatch } from './turnWatch';

/** The player's word that this browser may tell them of their turns (localStorage). */
const OPT_IN_KEY = 'to-glory:turn-notices';
/** How often the open page looks at the player's tables. */
const LOOK_EVERY_MS = 30_000;

export type NoticePermission = NotificationPermission | 'unsupported';

export interface TurnNoticeState {
  /** Turn notices are on: the player opted in and the browser allows notifications. */
  on: boolean;
  permission: NoticePermission;
  /** The remote table open on this page (null: none): in front of the player while the page is shown. */
  openTable: string | null;
  /** One more each time the open table changed while the page was hidden: a look is due now. */
  pokes: number;
  /** Asks the browser's permission (only ever on the player's click) and turns notices on if given. */
  optIn(): Promise<void>;
  optOut(): void;
  setOpenTable(code: string | null): void;
  poke(): void;
}

const supported = () =>
  typeof Notification !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const permissionNow = (): NoticePermission => (supported() ? Notification.permission : 'unsupported');
const storedOptIn = () => browserStorage()?.getItem(OPT_IN_KEY) === 'on';

function storeOptIn(on: boolean) {
  try {
    browserStorage()?.setItem(OPT_IN_KEY, on ? 'on' : 'off');
  } catch {
    // disabled storage: on for this page only
  }
}

export const useTurnNotices = create<TurnNoticeState>()((set) => ({
  on: storedOptIn() && permissionNow() === 'granted',
  permission: permissionNow(),
  openTable: null,
  pokes: 0,
  async optIn() {
    if (!supported()) return set({ permission: 'unsupported', on: false });
    const permission = await Notification.requestPermission();
    storeOptIn(permission === 'granted');
    set({ permission, on: permission === 'granted' });
  },
  optOut() {
    storeOptIn(false);
    set({ on: false });
  },
  setOpenTable: (openTable) => set({ openTable }),
  poke: () => set((state) => ({ pokes: state.pokes + 1 })),
}));

/**
 * While turn notices are on, looks at the player's tables every LOOK_EVERY_MS, when the page is hidden
 * or shown, and when the open table changed while hidden; the notices go through the service worker.
 * Runs for the page's life (main.tsx); the answer stops it.
 */
export function followTurnNotices(): () => void {
  const look = turnWatch({
    games: () => readMyGames(browserStorage()),
    inFront: (code) => document.visibilityState === 'visible' && useTurnNotices.getState().openTable === code,
    ask: (tables) => askFeed(location.origin, tables),
    channel: serviceWorkerChannel(),
    storage: browserStorage(),
  });
  const lookIfOn = () => {
    if (useTurnNotices.getState().on) void look();
  };
  const timer = setInterval(lookIfOn, LOOK_EVERY_MS);
  document.addEventListener('visibilitychange', lookIfOn);
  const off = useTurnNotices.subscribe((now, before) => {
    if ((now.on && !before.on) || now.pokes !== before.pokes) lookIfOn();
  });
  lookIfOn();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', lookIfOn);
    off();
  };
}
