import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionIntent } from '../../../src/engine';
import { selectKrakenSpots } from '../../../src/store/game/gameSelectors';
import { useGameStore } from '../../../src/store/game/gameStore';
import { LESSON, type LessonMove } from '../../../src/store/lesson/lessonScript';
import { stepFromV1, useLessonStore } from '../../../src/store/lesson/lessonStore';
import { startLesson } from '../../../src/store/lesson/lessonTable';
import { lessonVerdict } from '../../../src/store/lesson/lessonVerdict';
import { inProcessVolleys } from '../../../src/store/volley/volleyService';
import { type Wiring, wireStores } from '../../../src/store/wiring';

/** The first space the Kraken may go to, with a facing it may take there. */
function krakenSpot(): ActionIntent {
  const game = useGameStore.getState().game;
  if (!game) throw new Error('no game');
  const [hex, facings] = [...selectKrakenSpots(game).entries()][0] ?? [];
  if (!hex || facings?.[0] === undefined) throw new Error('no space for the Kraken');
  return { type: 'placeKraken', hex, facing: facings[0] };
}

const MOVES: readonly LessonMove[] = [
  'placeKraken',
  'moveShip',
  'moveKraken',
  'turnShip',
  'turnKraken',
  'turnTower',
  'explore',
  'startAbility',
  'finishAbility',
  'resolveVolley',
  'endTurn',
  'undo',
  'fire',
];

describe('the lesson script', () => {
  it('covers the game from the Kraken to the end, each step with words and a hint', () => {
    expect(LESSON.map((step) => step.id)).toEqual([
      'welcome',
      'kraken',
      'sail',
      'mustGoOn',
      'turn',
      'ability',
      'explore',
      'treasure',
      'curse',
      'volley',
      'krakenAndTower',
      'endTurn',
      'end',
    ]);
    for (const step of LESSON) {
      expect(step.text.length).toBeGreaterThan(20);
      expect(step.hint.length).toBeGreaterThan(10);
    }
  });

  it.each(LESSON.map((step) => [step.id, step] as const))(
    'at %s, each expected move finishes the step and any other is refused with the hint',
    (_, step) => {
      for (const move of step.expects) expect(lessonVerdict(step, move)).toEqual({ kind: 'finishes' });
      for (const move of step.allows) expect(lessonVerdict(step, move)).toEqual({ kind: 'allowed' });
      for (const move of MOVES.filter((each) => !step.expects.includes(each) && !step.allows.includes(each)))
        expect(lessonVerdict(step, move)).toEqual({ kind: 'refused', hint: `${step.title}: ${step.hint}` });
    },
  );
});

describe('a lesson kept by the first version', () => {
  it('resumes at the same step, past the ability step a cursed learner could not pass', () => {
    const id = (step: number) => LESSON[stepFromV1(step)]?.id;
    expect([0, 4, 5, 8, 9, 10, 12].map(id)).toEqual([
      'welcome',
      'turn',
      'explore',
      'volley',
      'krakenAndTower',
      'krakenAndTower',
      'end',
    ]);
    expect(stepFromV1(13)).toBe(-1);
  });
});

describe('the lesson at the table', () => {
  let wiring: Wiring;
  beforeEach(() => {
    wiring = wireStores({ volleys: inProcessVolleys });
    startLesson();
  });
  afterEach(() => {
    useLessonStore.getState().stop();
    wiring.dispose();
  });

  it('refuses a move the step does not want with its hint, changing nothing', () => {
    expect(useLessonStore.getState().step).toBe(0);
    const before = useGameStore.getState().game;
    const result = useGameStore.getState().dispatch(krakenSpot());
    expect(result).toMatchObject({ ok: false, reason: `Welcome aboard: ${LESSON[0]?.hint}` });
    expect(useGameStore.getState().game).toBe(before);
    expect(useGameStore.getState().rejection).toBe(`Welcome aboard: ${LESSON[0]?.hint}`);
  });

  it('Next passes a reading step; the expected move passes the next, an early one is refused', () => {
    expect(useLessonStore.getState().next()).toBe(true);
    expect(useLessonStore.getState().next()).toBe(false); // the Kraken step waits for the Kraken
    const early = useGameStore.getState().dispatch({ type: 'endTurn' });
    expect(early.ok).toBe(false);
    const placed = useGameStore.getState().dispatch(krakenSpot());
    expect(placed.ok).toBe(true);
    expect(LESSON[useLessonStore.getState().step ?? -1]?.id).toBe('sail');
    expect(useGameStore.getState().dispatch({ type: 'moveShip', path: ['forward'] }).ok).toBe(true);
    expect(LESSON[useLessonStore.getState().step ?? -1]?.id).toBe('mustGoOn');
  });

  it('speaks only at its own table: another game plays as usual', () => {
    useGameStore.getState().startGame({
      players: [
        { name: 'Anne', ship: 'red', captain: 'helmsman' },
        { name: 'Mary', ship: 'yellow', captain: 'navigator' },
      ],
      firstSeat: 0,
      seed: 3,
    });
    expect(useGameStore.getState().dispatch(krakenSpot()).ok).toBe(true);
    expect(useLessonStore.getState().step).toBe(0);
  });
});
