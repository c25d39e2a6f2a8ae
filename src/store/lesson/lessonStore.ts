import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LESSON, type LessonMove } from './lessonScript';
import { lessonVerdict } from './lessonVerdict';

interface LessonStore {
  /** The step the learner is at, or null when no lesson runs; kept, so a reload resumes it. */
  step: number | null;
  /** The lesson's game (its record's id): the lesson speaks only at that table. */
  gameId: string | null;
  start: (gameId: string) => void;
  /** A reading step's Next; refused (false) at a step that waits for a move. */
  next: () => boolean;
  /** A move the table accepted from the learner: it finishes the step when the step expects it. */
  moved: (move: LessonMove) => void;
  stop: () => void;
}

/** The steps of the lesson's first version, in its order (its kept steps are indexes into it). */
const V1_STEPS = [
  'welcome',
  'kraken',
  'sail',
  'mustGoOn',
  'turn',
  'explore',
  'treasure',
  'curse',
  'volley',
  'ability',
  'krakenAndTower',
  'endTurn',
  'end',
];

/** A step kept by the lesson's first version, as today's (the ability there goes on to the step after it). */
export function stepFromV1(step: number): number {
  const id = V1_STEPS[step] === 'ability' ? 'krakenAndTower' : V1_STEPS[step];
  return LESSON.findIndex((each) => each.id === id);
}

/** Where the learner is in the lesson (the script is data: lessonScript.ts). */
export const useLessonStore = create<LessonStore>()(
  persist(
    (set, get) => ({
      step: null,
      gameId: null,
      start: (gameId) => set({ step: 0, gameId }),
      next() {
        const step = get().step;
        const at = step === null ? undefined : LESSON[step];
        if (step === null || !at || at.expects.length > 0 || step + 1 >= LESSON.length) return false;
        set({ step: step + 1 });
        return true;
      },
      moved(move) {
        const step = get().step;
        const at = step === null ? undefined : LESSON[step];
        if (step !== null && at && lessonVerdict(at, move).kind === 'finishes') set({ step: step + 1 });
      },
      stop: () => set({ step: null, gameId: null }),
    }),
    {
      name: 'to-glory:lesson',
      version: 2,
      // version 1 asked for the ability after the volley (a cursed learner could not pass it): its steps
      // are taken to the same step today, and its ability step on to the one after it
      migrate: (persisted, version) => {
        const kept = (persisted ?? {}) as { step?: unknown; gameId?: unknown };
        if (version !== 1 || typeof kept.step !== 'number') return kept;
        return { ...kept, step: stepFromV1(kept.step) };
      },
      partialize: (store) => ({ step: store.step, gameId: store.gameId }),
      // a kept step out of the script's range (an older script) starts nothing
      merge: (persisted, current) => {
        const kept = (persisted ?? {}) as { step?: unknown; gameId?: unknown };
        const { step, gameId } = kept;
        const valid =
          typeof step === 'number' &&
          Number.isInteger(step) &&
          step >= 0 &&
          step < LESSON.length &&
          typeof gameId === 'string';
        return { ...current, step: valid ? step : null, gameId: valid ? gameId : null };
      },
    },
  ),
);
