import { create } from 'zustand';
import { type PersistOptions, persist } from 'zustand/middleware';

/** Reduced motion: follow the system's preference (the default), or always on, or always off. */
export type MotionChoice = 'system' | 'on' | 'off';
export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'on', 'off'];

export interface Settings {
  /** Shorter camera moves, no slow-motion flourishes, no pulsing: as the system says unless chosen. */
  motion: MotionChoice;
  /** Name of the threshold preset the game scores volleys with. */
  thresholdPreset: string;
  /**
   * Fancy: shadows, moving water, continuous rendering. Fast: drawn only when something changes, for
   * machines without a real GPU. Auto picks fast when WebGL runs in software.
   */
  graphics: 'auto' | 'fancy' | 'fast';
  /** Loudness of the table's sounds, 0–1. */
  volume: number;
  /** All sound off (the volume is kept for when it comes back on). */
  muted: boolean;
  /** First-game hints: what the turn still allows, said beside the actions (on until switched off). */
  hints: boolean;
  /**
   * Whose side of the table the camera looks from: this screen's player's, even on a computer's turn
   * (the board does not flip), or whoever is to act.
   */
  cameraSide: CameraSide;
}

export type CameraSide = 'viewer' | 'active';
export const CAMERA_SIDES: readonly CameraSide[] = ['viewer', 'active'];

export const DEFAULT_VOLUME = 0.7;

interface SettingsStore extends Settings {
  /** The system asks for reduced motion (prefers-reduced-motion), followed live. */
  systemReducedMotion: boolean;
  /** What the screens obey: the choice, or the system's preference under "as the system". */
  reducedMotion: boolean;
  setMotion: (motion: MotionChoice) => void;
  setThresholdPreset: (name: string) => void;
  setGraphics: (graphics: Settings['graphics']) => void;
  setVolume: (volume: number) => void;
  setMuted: (muted: boolean) => void;
  setHints: (hints: boolean) => void;
  setCameraSide: (side: CameraSide) => void;
}

const query =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;

function reducedFor(motion: MotionChoice, system: boolean): boolean {
  switch (motion) {
    case 'system':
      return system;
    case 'on':
      return true;
    case 'off':
      return false;
    default: {
      const never: never = motion;
      return Boolean(never);
    }
  }
}

/**
 * Version 3 added the volume and mute (older settings get the defaults). Stored settings of version 1 kept a bare `reducedMotion` boolean, written from the system's
 * preference at first and never told apart from a choice: a stored `false` overrode the system for
 * good. `true` becomes "on" (someone or something asked for it); `false` goes back to "as the system".
 */
export function migrateSettings(persisted: unknown, version: number): Partial<Settings> {
  const stored = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<
    string,
    unknown
  >;
  const { reducedMotion, motion, ...rest } = stored;
  const kept: Partial<Settings> = {};
  if (typeof rest.thresholdPreset === 'string') kept.thresholdPreset = rest.thresholdPreset;
  if (rest.graphics === 'auto' || rest.graphics === 'fancy' || rest.graphics === 'fast')
    kept.graphics = rest.graphics;
  if (typeof rest.volume === 'number' && rest.volume >= 0 && rest.volume <= 1) kept.volume = rest.volume;
  if (typeof rest.muted === 'boolean') kept.muted = rest.muted;
  if (typeof rest.hints === 'boolean') kept.hints = rest.hints;
  if (CAMERA_SIDES.includes(rest.cameraSide as CameraSide)) kept.cameraSide = rest.cameraSide as CameraSide;
  if (version < 2) kept.motion = reducedMotion === true ? 'on' : 'system';
  else if (MOTION_CHOICES.includes(motion as MotionChoice)) kept.motion = motion as MotionChoice;
  return kept;
}

/** How the settings are kept: the choices only, never the derived flag; old versions migrated. */
export const settingsPersistence: PersistOptions<SettingsStore, Partial<Settings>> = {
  name: 'to-glory:settings',
  version: 3,
  migrate: migrateSettings,
  partialize: (store): Settings => ({
    motion: store.motion,
    thresholdPreset: store.thresholdPreset,
    graphics: store.graphics,
    volume: store.volume,
    muted: store.muted,
    hints: store.hints,
    cameraSide: store.cameraSide,
  }),
  // only well-formed choices are taken from storage; the derived flag follows them
  merge: (persisted, current) => {
    const next = { ...current, ...migrateSettings(persisted, 3) };
    return { ...next, reducedMotion: reducedFor(next.motion, next.systemReducedMotion) };
  },
};

export const useSettingsStore = create<SettingsStore>()(
  persist(
    (set) => ({
      motion: 'system',
      systemReducedMotion: query?.matches ?? false,
      reducedMotion: query?.matches ?? false,
      thresholdPreset: 'Default',
      graphics: 'auto',
      volume: DEFAULT_VOLUME,
      muted: false,
      hints: true,
      setHints: (hints) => set({ hints }),
      cameraSide: 'viewer',
      setCameraSide: (cameraSide) => set({ cameraSide }),
      setGraphics: (graphics) => set({ graphics }),
      setVolume: (volume) =>
        set({ volume: Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_VOLUME }),
      setMuted: (muted) => set({ muted }),
      setMotion: (motion) =>
        set((store) => ({ motion, reducedMotion: reducedFor(motion, store.systemReducedMotion) })),
      setThresholdPreset: (thresholdPreset) => set({ thresholdPreset }),
    }),
    settingsPersistence,
  ),
);

// the system's preference is followed while the page is open
query?.addEventListener?.('change', (event) =>
  useSettingsStore.setState((store) => ({
    systemReducedMotion: event.matches,
    reducedMotion: reducedFor(store.motion, event.matches),
  })),
);
