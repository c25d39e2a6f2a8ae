import { create } from 'zustand';

/** Which screen the app shows; the game, sandbox and tuning keep their own stores. */
export type Screen = 'home' | 'setup' | 'game' | 'sandbox' | 'tuning';

interface AppStore {
  screen: Screen;
  rulesOpen: boolean;
  show: (screen: Screen) => void;
  setRulesOpen: (open: boolean) => void;
}

export const useAppStore = create<AppStore>()((set) => ({
  screen: 'home',
  rulesOpen: false,
  show: (screen) => set({ screen }),
  setRulesOpen: (rulesOpen) => set({ rulesOpen }),
}));
