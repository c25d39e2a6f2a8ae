import { create } from 'zustand';
import type { VolleyScore } from '../../physics/scoreTypes';
import type { VolleyInput } from '../../physics/volleyInput';
import { layoutInput, type SandboxLayout } from '../../table/sandboxLayout';
import { keepBest, readBests } from '../practice/practiceDb';
import { type DrillId, drillMet, drillOf, isDrillId } from './drills';
import { type DrillTally, drillWords, freshTally, tallyVolley } from './drillTally';
import { useSandboxStore } from './sandboxStore';

/** The last volley a drill judged, with the tally before it (shown while that volley still flies). */
export interface DrillResult {
  volley: string;
  drill: DrillId;
  met: boolean;
  /** "Landed on the ship at 5 spaces: streak 2, best 4". */
  words: string;
  before: DrillTally;
}

interface DrillStore {
  /** The drill being played (its pieces set up on the sandbox), or free practice. */
  active: DrillId | null;
  /** The layout the drill set up: moving a piece ends the drill. */
  table: SandboxLayout | null;
  /** This visit's tally of each drill played. */
  tallies: Partial<Record<DrillId, DrillTally>>;
  /** Personal bests (longest streak), as kept on the device. */
  bests: Partial<Record<DrillId, number>>;
  last: DrillResult | null;
  message: { tone: 'info' | 'problem'; text: string } | null;
  load: () => Promise<void>;
  /** Sets up a drill's pieces on the sandbox and starts its tally afresh (its best is kept). */
  start: (id: DrillId) => void;
  stop: () => void;
  /** The sandbox's table changed: a drill whose pieces were moved is over. */
  tableChanged: (layout: SandboxLayout) => void;
  /** Judges a volley fired from the drill's table by its real result. */
  judge: (volley: string, input: VolleyInput, score: VolleyScore) => void;
}

/** Whether a volley was fired from this layout's pieces where they stand (strength, seed and captains aside). */
export function onTable(input: VolleyInput, layout: SandboxLayout): boolean {
  const pieces = (i: VolleyInput) =>
    JSON.stringify([
      i.firing,
      i.others.map(({ kind, id, x, z, yaw, isTarget }) => [kind, id, x, z, yaw, isTarget]),
    ]);
  return pieces(input) === pieces(layoutInput(layout, input.strike.strength, input.seed));
}

const unsaved = { tone: 'problem', text: 'Personal bests could not be saved on this device.' } as const;

export const useDrillStore = create<DrillStore>()((set, get) => ({
  active: null,
  table: null,
  tallies: {},
  bests: {},
  last: null,
  message: null,

  async load() {
    try {
      const kept = await readBests();
      const { bests, tallies } = get();
      const merged = { ...bests };
      for (const [id, best] of Object.entries(kept))
        if (isDrillId(id)) merged[id] = Math.max(best, bests[id] ?? 0);
      // a drill started before the device answered takes its kept best too
      const raised = Object.fromEntries(
        Object.entries(tallies).map(([id, tally]) => [
          id,
          { ...tally, best: Math.max(tally.best, merged[id as DrillId] ?? 0) },
        ]),
      );
      set({ bests: merged, tallies: raised });
    } catch {
      set({ message: unsaved });
    }
  },
  start(id) {
    const table = structuredClone(drillOf(id).layout);
    useSandboxStore.getState().setLayout(table);
    set({
      active: id,
      table,
      tallies: { ...get().tallies, [id]: freshTally(get().bests[id] ?? 0) },
      last: null,
      message: null,
    });
  },
  stop: () => set({ active: null, table: null, last: null }),
  tableChanged(layout) {
    if (get().active && layout !== get().table)
      set({
        active: null,
        table: null,
        last: null,
        message: { tone: 'info', text: 'Drill stopped: the pieces were moved.' },
      });
  },
  judge(volley, input, score) {
    const { active, table, tallies, bests } = get();
    if (!active || !table || !onTable(input, table)) return;
    const drill = drillOf(active);
    const met = drillMet(drill.goal, score);
    const before = tallies[active] ?? freshTally(bests[active] ?? 0);
    const after = tallyVolley(before, met, drill.run);
    set({
      tallies: { ...tallies, [active]: after },
      bests: { ...bests, [active]: after.best },
      last: { volley, drill: active, met, words: drillWords(drill, met, after), before },
    });
    // the drill sets its pieces up again for the next volley: captains knocked off stand again
    useSandboxStore.setState({ knocked: [] });
    if (after.best > (bests[active] ?? 0))
      keepBest(active, after.best).catch(() => set({ message: unsaved }));
  },
}));
