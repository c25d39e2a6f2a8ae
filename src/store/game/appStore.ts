import { create } from 'zustand';

/** Which screen the app shows; the game, sandbox and tuning keep their own stores. */
export type Screen = 'home' | 'setup' | 'game' | 'sandbox' | 'tuning' | 'online';

interface AppStore {
  screen: Screen;
  rulesOpen: boolean;
  show: (screen: Screen) => void;
  setRulesOpen: (open: boolean) => void;
}

export const useAppStore = create<AppStore>()((set) => ({
  // an invite or spectator link (?table=CODE) opens the remote table
  screen:
    typeof location !== 'undefined' && new URLSearchParams(location.search).has('table') ? 'online' : 'home',
  rulesOpen: false,
  show: (screen) => set({ screen }),
  setRulesOpen: (rulesOpen) => set({ rulesOpen }),
}));
