import type { ActionIntent } from '../../engine';
import { defaultPlayers } from '../game/defaultPlayers';
import { type FireIntent, useGameStore } from '../game/gameStore';
import { computerToAct } from '../game/seatKinds';
import { LESSON, LESSON_SEED, lessonMoveOf } from './lessonScript';
import { useLessonStore } from './lessonStore';
import { lessonVerdict } from './lessonVerdict';

/** Starts the lesson on a table of its own: the fixed deal, you in seat 1 (first) against a Deckhand. */
export function startLesson() {
  const [you, computer] = defaultPlayers(2);
  if (!you || !computer) return;
  useGameStore.getState().startGame({
    players: [you, { ...computer, kind: 'deckhand' }],
    firstSeat: 0,
    seed: LESSON_SEED,
    practiceAids: true,
  });
  const id = useGameStore.getState().record?.id;
  if (id) useLessonStore.getState().start(id);
}

/** The lesson's step while the lesson's own game is on the table; null otherwise. */
function stepAtTable(): number | null {
  const { step, gameId } = useLessonStore.getState();
  return step !== null && gameId !== null && useGameStore.getState().record?.id === gameId ? step : null;
}

/**
 * The lesson's say over the learner's intents (the game store's judge): a move the step neither
 * expects nor allows is refused with its hint. The computer's moves are its own.
 */
export function lessonJudge(intent: ActionIntent | FireIntent): string | null {
  const step = stepAtTable();
  const at = step === null ? undefined : LESSON[step];
  if (!at) return null;
  const { game, seats } = useGameStore.getState();
  if (computerToAct(game, seats) !== null) return null;
  const verdict = lessonVerdict(at, lessonMoveOf(intent));
  return verdict.kind === 'refused' ? verdict.hint : null;
}

/** The learner's moves the table took, from `from` on in its record: each may finish the step. */
export function lessonMovesTaken(from: number) {
  if (stepAtTable() === null) return;
  const { record, seats } = useGameStore.getState();
  for (const { action } of record?.actions.slice(from) ?? []) {
    const seat = 'seat' in action ? action.seat : null;
    if (action.type === 'chooseFirstPlayer' || action.type === 'chooseCaptain') continue;
    if (seat !== null && (seats[seat] ?? 'person') !== 'person') continue;
    useLessonStore.getState().moved(lessonMoveOf(action));
  }
}
