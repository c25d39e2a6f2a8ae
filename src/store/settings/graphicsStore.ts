import { create } from 'zustand';

/**
 * Fancy graphics stepped down for this visit because frames came too slowly (the scene's slow-frame
 * watch decides), and whether the player has read the note that says so. Not saved: a faster moment,
 * or choosing a graphics mode again, starts afresh.
 */
interface GraphicsStore {
  steppedDown: boolean;
  noteRead: boolean;
  stepDown: () => void;
  readNote: () => void;
  reset: () => void;
}

export const useGraphicsStore = create<GraphicsStore>()((set) => ({
  steppedDown: false,
  noteRead: false,
  stepDown: () => set({ steppedDown: true }),
  readNote: () => set({ noteRead: true }),
  reset: () => set({ steppedDown: false, noteRead: false }),
}));
