import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decide } from '../../../src/captains/decide';
import { CaptainMemory } from '../../../src/captains/memory';
import {
  type Action,
  execute,
  type GameState,
  intentOf,
  isWholeState,
  legalActions,
  type TableState,
  viewFor,
} from '../../../src/engine';
import { canFireVolley, volleySourceRefusal } from '../../../src/engine/volleySourceRefusal';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import { useGameStore } from '../../../src/store/game/gameStore';
import { computerToAct } from '../../../src/store/game/seatKinds';
import {
  LESSON,
  type LessonMove,
  type LessonStep,
  lessonMoveOf,
} from '../../../src/store/lesson/lessonScript';
import { useLessonStore } from '../../../src/store/lesson/lessonStore';
import { startLesson } from '../../../src/store/lesson/lessonTable';
import { lessonVerdict } from '../../../src/store/lesson/lessonVerdict';
import { inProcessVolleys } from '../../../src/store/volley/volleyService';
import { type Wiring, wireStores } from '../../../src/store/wiring';
import { StubEstimator } from '../captains/stubEstimator';

/*
 * The lesson walked with the engine, as a learner who does only what each step lets them do: every step
 * must be reachable from the one before with legal moves the step allows, within a few of the learner's
 * turns (the Deckhand plays its own in between). A step that waits for a move the rules refuse for
 * good (the ability of a cursed captain, C5) fails here, not in a learner's hands.
 */

/** The learner's turns a step may take before it counts as a dead end. */
const TURNS_PER_STEP = 3;
/** How many moves ahead, within a turn, the learner looks for the step's move. */
const LOOK_AHEAD = 6;
/** Moves the learner never looks ahead through: they end the turn, take back, or fly cubes. */
const NOT_ROAMED: readonly LessonMove[] = ['endTurn', 'undo', 'fire', 'resolveVolley'];

function table(): GameState {
  const game = useGameStore.getState().game;
  if (!game || !isWholeState(game)) throw new Error('no game on the table');
  return game;
}

function stepNow(): LessonStep {
  const at = LESSON[useLessonStore.getState().step ?? -1];
  if (!at) throw new Error('the lesson is not running');
  return at;
}

/** The step's expected move that is legal here, if any (a volley's outcome comes from the physics). */
function expectedNow(state: TableState, step: LessonStep): Action | 'fire' | null {
  if (step.expects.includes('resolveVolley') && canFireVolley(state) && !volleySourceRefusal(state, 'ship'))
    return 'fire';
  return legalActions(state).find((action) => step.expects.includes(lessonMoveOf(action))) ?? null;
}

/** The same table, for the search: where the pieces stand and what the turn has left. */
function placeKey(state: GameState): string {
  const { undoStack: _, ...turn } = state.turn ?? { undoStack: [] };
  return JSON.stringify([state.ships, state.kraken, state.towerFacing, turn, state.players]);
}

/** The shortest run of moves the step allows that makes one of its expected moves legal, or null. */
function pathToExpected(step: LessonStep): Action[] | null {
  const start = table();
  let frontier: { state: GameState; path: Action[] }[] = [{ state: start, path: [] }];
  const seen = new Set([placeKey(start)]);
  for (let depth = 0; depth <= LOOK_AHEAD; depth++) {
    const further: typeof frontier = [];
    for (const { state, path } of frontier) {
      if (expectedNow(state, step)) return path;
      for (const action of legalActions(state)) {
        const move = lessonMoveOf(action);
        if (NOT_ROAMED.includes(move) || lessonVerdict(step, move).kind !== 'allowed') continue;
        const next = executeQuietly(state, action);
        if (!next || seen.has(placeKey(next))) continue;
        seen.add(placeKey(next));
        further.push({ state: next, path: [...path, action] });
      }
    }
    frontier = further;
  }
  return null;
}

function executeQuietly(state: GameState, action: Action): GameState | null {
  const result = execute(state, action);
  return result.ok ? result.state : null;
}

async function fireFromShip() {
  return useGameStore
    .getState()
    .dispatch({ type: 'fire', source: 'ship', strength: 0.4, thresholds: DEFAULT_THRESHOLDS });
}

/** The Deckhand's turn, decided in-process as its worker would (a cheap aim stands in for the physics). */
async function deckhandPlays(memory: CaptainMemory) {
  for (let decisions = 0; decisions < 80; decisions++) {
    const game = table();
    const actor = computerToAct(game, useGameStore.getState().seats);
    if (!actor) return;
    const intent = decide(
      viewFor(game, actor.seat),
      actor.level,
      7,
      DEFAULT_THRESHOLDS,
      new StubEstimator(),
      memory,
    );
    const result =
      intent.kind === 'volley'
        ? await useGameStore.getState().dispatch({
            type: 'fire',
            source: intent.source,
            strength: intent.strength,
            thresholds: DEFAULT_THRESHOLDS,
          })
        : useGameStore
            .getState()
            .dispatch(intent.kind === 'wait' ? { type: 'endTurn' } : intentOf(intent.action));
    if (!result.ok) useGameStore.getState().dispatch({ type: 'endTurn' });
  }
  throw new Error('the Deckhand did not end its turn');
}

describe('the lesson walked with the engine', () => {
  let wiring: Wiring;
  beforeAll(async () => {
    await initPhysics();
  });
  beforeEach(() => {
    wiring = wireStores({ volleys: inProcessVolleys });
    startLesson();
  });
  afterEach(() => {
    useLessonStore.getState().stop();
    wiring.dispose();
  });

  it('reaches every step from the one before with the moves each allows, to the last', async () => {
    const memory = new CaptainMemory();
    const walked: string[] = [];
    while (useLessonStore.getState().step !== null && useLessonStore.getState().step !== LESSON.length - 1) {
      const step = stepNow();
      walked.push(step.id);
      if (step.expects.length === 0) {
        expect(useLessonStore.getState().next()).toBe(true);
        continue;
      }
      let turns = 0;
      while (stepNow() === step) {
        const path = pathToExpected(step);
        if (path) {
          for (const action of path) expect(useGameStore.getState().dispatch(intentOf(action)).ok).toBe(true);
          const expected = expectedNow(table(), step);
          if (expected === 'fire') expect((await fireFromShip()).ok).toBe(true);
          else if (expected) expect(useGameStore.getState().dispatch(intentOf(expected)).ok).toBe(true);
          continue;
        }
        turns += 1;
        if (turns > TURNS_PER_STEP || lessonVerdict(step, 'endTurn').kind === 'refused')
          throw new Error(
            `the lesson is stuck at "${step.id}": its move cannot be made (${walked.join(' → ')})`,
          );
        expect(useGameStore.getState().dispatch({ type: 'endTurn' }).ok).toBe(true);
        await deckhandPlays(memory);
        expect(table().phase.kind).toBe('playing');
      }
    }
    expect(walked).toEqual(LESSON.slice(0, -1).map((step) => step.id));
    expect(stepNow().id).toBe('end');
  }, 60_000);
});
