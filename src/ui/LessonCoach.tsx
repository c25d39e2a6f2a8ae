import { useAppStore } from '../store/game/appStore';
import { quickGameSetup, randomSeed } from '../store/game/defaultPlayers';
import { useGameStore } from '../store/game/gameStore';
import { LESSON } from '../store/lesson/lessonScript';
import { useLessonStore } from '../store/lesson/lessonStore';
import { KeyHint } from './KeyHint';
import { lessonWords } from './lessonWords';

/** A step's words as the device reads them: keys only beside a keyboard, "tap" on a touch screen. */
function LessonText({ text }: { text: string }) {
  return (
    <p>
      {lessonWords(text).map((word, index) => {
        const key = `${index}`;
        switch (word.kind) {
          case 'words':
            return word.text;
          case 'key':
            return <KeyHint key={key} keys={word.keys} />;
          case 'byDevice':
            return (
              <span key={key}>
                <span className="pointer-only">{word.keyboard}</span>
                <span className="touch-only">{word.touch}</span>
              </span>
            );
          default: {
            const never: never = word;
            return never;
          }
        }
      })}
    </p>
  );
}

/**
 * The lesson's voice at its own table: the step's words, what it waits for, and (at a reading step)
 * Next; the last step offers the first real game against a Deckhand. Leaving keeps the step.
 */
export function LessonCoach() {
  const step = useLessonStore((store) => store.step);
  const gameId = useLessonStore((store) => store.gameId);
  const tableId = useGameStore((store) => store.record?.id);
  const show = useAppStore((store) => store.show);
  // the learner's seat is the table's one person
  const cursed = useGameStore((store) => store.game?.players[store.seats.indexOf('person')]?.cursed === true);
  const at = step === null ? undefined : LESSON[step];
  if (!at || step === null || gameId !== tableId) return null;
  const last = step === LESSON.length - 1;
  const playFirstGame = () => {
    useLessonStore.getState().stop();
    // the first game after the lesson keeps its practice aids
    useGameStore.getState().startGame({ ...quickGameSetup(randomSeed()), practiceAids: true });
    show('game');
  };
  return (
    <aside className="lesson-coach" aria-label="Lesson" data-testid="lesson-coach" data-step={at.id}>
      <p className="lesson-progress">
        Lesson {step + 1} of {LESSON.length}
      </p>
      <h2 aria-live="polite">{at.title}</h2>
      <LessonText text={(cursed && at.cursedText) || at.text} />
      <div className="lesson-buttons">
        {last ? (
          <button type="button" className="primary" onClick={playFirstGame}>
            Play your first game
          </button>
        ) : (
          at.expects.length === 0 && (
            <button type="button" className="primary" onClick={() => useLessonStore.getState().next()}>
              Next
            </button>
          )
        )}
        <button
          type="button"
          onClick={() => {
            useLessonStore.getState().stop();
            show('home');
          }}
        >
          Leave the lesson
        </button>
      </div>
    </aside>
  );
}
