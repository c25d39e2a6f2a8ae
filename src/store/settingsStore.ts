import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface Settings {
  /** Shorter camera moves, no slow-motion flourishes; starts from the OS preference. */
  reducedMotion: boolean;
  /** Name of the threshold preset the game scores volleys with. */
  thresholdPreset: string;
  /**
   * Fancy: shadows, moving water, continuous rendering. Fast: drawn only when something changes, for
   * machines without a real GPU. Auto picks fast when WebGL runs in software.
   */
  graphics: 'auto' | 'fancy' | 'fast';
}

interface SettingsStore extends Settings {
  setReducedMotion: (value: boolean) => void;
  setThresholdPreset: (name: string) => void;
  setGraphics: (graphics: Settings['graphics']) => void;
}

const prefersReducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

export const useSettingsStore = create<SettingsStore>()(
  persist(
    (set) => ({
      reducedMotion: prefersReducedMotion,
      thresholdPreset: 'Default',
      graphics: 'auto',
      setGraphics: (graphics) => set({ graphics }),
      setReducedMotion: (reducedMotion) => set({ reducedMotion }),
      setThresholdPreset: (thresholdPreset) => set({ thresholdPreset }),
    }),
    { name: 'to-glory:settings', version: 1 },
  ),
);
