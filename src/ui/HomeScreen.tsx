import { useAppStore } from '../store/appStore';
import { useGameStore } from '../store/gameStore';

/** The start screen: new game, resume, sandbox, tuning and the rules. */
export function HomeScreen() {
  const show = useAppStore((store) => store.show);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const canResume = useGameStore((store) => store.game !== null && store.game.phase.kind !== 'ended');
  const loadMessage = useGameStore((store) => store.notice);
  return (
    <main className="home">
      <h1 className="title">To Glory!</h1>
      <p className="tagline">
        Sail, explore, and strike the lever: three cubes, real physics, one volley a turn.
      </p>
      {loadMessage && (
        <p className="notice" role="alert">
          {loadMessage}
        </p>
      )}
      <nav className="home-menu" aria-label="Main menu">
        {canResume && (
          <button type="button" className="primary" onClick={() => show('game')}>
            Resume game
          </button>
        )}
        <button type="button" className={canResume ? '' : 'primary'} onClick={() => show('setup')}>
          New game
        </button>
        <button type="button" onClick={() => show('sandbox')}>
          Practice volleys (sandbox)
        </button>
        <button type="button" onClick={() => show('tuning')}>
          Tune the scoring
        </button>
        <button type="button" onClick={() => setRulesOpen(true)}>
          Rules
        </button>
      </nav>
    </main>
  );
}
