import { create } from 'zustand';
import { type HandRelease, simulateHandThrow } from '../../physics/handThrow';
import type { CubeScore } from '../../physics/scoreTypes';
import { scoreVolley } from '../../physics/scoreVolley';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import type { VolleyInput } from '../../physics/volleyInput';
import { layoutInput } from '../../table/sandboxLayout';
import { useSandboxStore } from './sandboxStore';

/** A cube let go by hand in the sandbox, recorded in the headless world. */
export interface HandDrop {
  /** 1, 2, … in the session. */
  n: number;
  input: VolleyInput;
  release: HandRelease;
  trace: VolleyTrace;
}

/** Drops kept: only the last is shown, a few more are enough to compare. */
const MAX_DROPS = 20;

interface HandStore {
  /** Whether the sandbox table is in live physics, to be touched by hand. */
  on: boolean;
  drops: HandDrop[];
  /** Bumped to put every live body back where the layout says. */
  resets: number;
  setOn: (on: boolean) => void;
  /** Records a cube the hand let go over the sandbox layout (its captains as they stand now). */
  release: (release: HandRelease) => HandDrop | null;
  reset: () => void;
}

export const useHandStore = create<HandStore>()((set, get) => ({
  on: false,
  drops: [],
  resets: 0,
  setOn: (on) => set({ on }),
  release: (release) => {
    const { layout, knocked } = useSandboxStore.getState();
    if (!layout.pieces.some((piece) => piece.id === layout.firing)) return null;
    const input = layoutInput(layout, 0, 1, knocked);
    const drops = get().drops;
    const drop: HandDrop = {
      n: (drops.at(-1)?.n ?? 0) + 1,
      input,
      release,
      trace: simulateHandThrow(input, release),
    };
    set({ drops: [...drops, drop].slice(-MAX_DROPS) });
    return drop;
  },
  reset: () => set({ resets: get().resets + 1 }),
}));

/** How a hand-dropped cube scores under the thresholds being edited (the same scoring as a volley). */
export function handDropScore(drop: HandDrop, thresholds: Thresholds): CubeScore | null {
  return scoreVolley(drop.trace, thresholds).cubes[0] ?? null;
}
