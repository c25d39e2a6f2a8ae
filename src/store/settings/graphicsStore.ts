import { create } from 'zustand';

/**
 * Fancy graphics stepped down for this visit because frames came too slowly (drei's performance
 * monitor decides). Not saved: a faster moment, or choosing a graphics mode again, starts afresh.
 */
interface GraphicsStore {
  steppedDown: boolean;
  stepDown: () => void;
  reset: () => void;
}

export const useGraphicsStore = create<GraphicsStore>()((set) => ({
  steppedDown: false,
  stepDown: () => set({ steppedDown: true }),
  reset: () => set({ steppedDown: false }),
}));
