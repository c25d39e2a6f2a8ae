import { create } from 'zustand';
import type { LevelId } from '../../captains/levels';
import type { Seat } from '../../engine';

/** How fast a computer captain's turn is shown: the pause between its actions, the flight of its cubes. */
export type DriverSpeed = 'normal' | 'fast';

/** Pause between a computer's actions, ms, at each speed (the thinking happens during it). */
export const ACTION_PAUSE_MS: Readonly<Record<DriverSpeed, number>> = { normal: 900, fast: 200 };
/** Playback speed of a computer's volley flight at each speed (1: as a person's). */
export const FLIGHT_SPEED: Readonly<Record<DriverSpeed, number>> = { normal: 1, fast: 3 };

interface DriverStore {
  speed: DriverSpeed;
  /** The computer captain acting now, or null while a person (or no one) is to act. */
  acting: { seat: Seat; level: LevelId } | null;
  /** A decision is being worked out in the worker. */
  thinking: boolean;
  /** The turn (round/seat) whose remaining actions are played without pauses or animation waits. */
  skipping: string | null;
  /** Thinking time of the last decision, ms (in the worker). */
  lastDecisionMs: number | null;
  /** Something went wrong with the captains (a worker failure, a refused action): shown, never thrown. */
  problem: string | null;
  setSpeed: (speed: DriverSpeed) => void;
  skipTurn: (turnKey: string) => void;
}

export const useDriverStore = create<DriverStore>()((set) => ({
  speed: 'normal',
  acting: null,
  thinking: false,
  skipping: null,
  lastDecisionMs: null,
  problem: null,
  setSpeed: (speed) => set({ speed }),
  skipTurn: (turnKey) => set({ skipping: turnKey }),
}));
