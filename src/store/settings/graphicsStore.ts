import { create } from 'zustand';

/**
 * Fancy graphics stepped down for this visit because frames came too slowly (the scene's slow-frame
 * watch decides), and whether the player has read the note that says so; how far apart the frames of
 * the table's latest frames come. Not saved: a faster moment, or choosing a graphics mode again, starts afresh.
 */
interface GraphicsStore {
  steppedDown: boolean;
  noteRead: boolean;
  /** The typical time between the table's latest drawn frames, ms; null until timed. */
  frameMs: number | null;
  stepDown: () => void;
  framesTimed: (frameMs: number) => void;
  readNote: () => void;
  reset: () => void;
}

export const useGraphicsStore = create<GraphicsStore>()((set) => ({
  steppedDown: false,
  noteRead: false,
  frameMs: null,
  stepDown: () => set({ steppedDown: true }),
  framesTimed: (frameMs) => set({ frameMs }),
  readNote: () => set({ noteRead: true }),
  reset: () => set({ steppedDown: false, noteRead: false, frameMs: null }),
}));
