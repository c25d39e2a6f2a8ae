import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { LevelId } from '../../captains/levels';
import type { Seat } from '../../engine';

/**
 * How fast a computer captain's turn is shown: the pause between its actions, the flight of its cubes;
 * Skip shows every computer turn at once, as if "Skip to end of turn" were pressed each time.
 */
export type DriverSpeed = 'normal' | 'fast' | 'skip';
export const DRIVER_SPEEDS: readonly DriverSpeed[] = ['normal', 'fast', 'skip'];

/** Pause between a computer's actions, ms, at each speed (the thinking happens during it). */
export const ACTION_PAUSE_MS: Readonly<Record<DriverSpeed, number>> = { normal: 900, fast: 200, skip: 0 };
/** Playback speed of a computer's volley flight at each speed (1: as a person's; endless: lands at once). */
export const FLIGHT_SPEED: Readonly<Record<DriverSpeed, number>> = {
  normal: 1,
  fast: 3,
  skip: Number.POSITIVE_INFINITY,
};

/** Skipped turns remembered: the table may still play a turn or two behind the game. */
const SKIPS_KEPT = 8;

interface DriverStore {
  /** Chosen once, kept until changed (across turns and reloads). */
  speed: DriverSpeed;
  /** The computer captain acting now, or null while a person (or no one) is to act. */
  acting: { seat: Seat; level: LevelId } | null;
  /** A decision is being worked out in the worker. */
  thinking: boolean;
  /**
   * The turns (round/seat) whose remaining actions are played without pauses or animation waits: the
   * game's turn and the one the table still plays when Skip was pressed (they differ at a turn's end).
   * A fresh list at every press, so each press hurries whatever plays then.
   */
  skipping: readonly string[];
  /** Thinking time of the last decision, ms (in the worker). */
  lastDecisionMs: number | null;
  /** Something went wrong with the captains (a worker failure, a refused action): shown, never thrown. */
  problem: string | null;
  setSpeed: (speed: DriverSpeed) => void;
  skipTurn: (...turnKeys: string[]) => void;
}

/** Whether a computer's beat or pause of this turn is shown at once: Skip chosen, or its turn skipped. */
export function isSkipped(store: Pick<DriverStore, 'speed' | 'skipping'>, turnKey: string): boolean {
  return store.speed === 'skip' || store.skipping.includes(turnKey);
}

export const useDriverStore = create<DriverStore>()(
  persist(
    (set) => ({
      speed: 'normal',
      acting: null,
      thinking: false,
      skipping: [],
      lastDecisionMs: null,
      problem: null,
      setSpeed: (speed) => set({ speed }),
      skipTurn: (...turnKeys) =>
        set((store) => ({ skipping: [...new Set([...store.skipping, ...turnKeys])].slice(-SKIPS_KEPT) })),
    }),
    {
      name: 'to-glory:computer-speed',
      version: 1,
      partialize: (store) => ({ speed: store.speed }),
      // only a known speed is taken from storage
      merge: (persisted, current) => {
        const speed = (persisted as { speed?: unknown } | null)?.speed;
        return DRIVER_SPEEDS.includes(speed as DriverSpeed)
          ? { ...current, speed: speed as DriverSpeed }
          : current;
      },
    },
  ),
);
