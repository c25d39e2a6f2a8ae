import { useState } from 'react';
import { useAppStore } from '../store/game/appStore';
import { quickGameSetup, randomSeed } from '../store/game/defaultPlayers';
import { useGameStore } from '../store/game/gameStore';
import { startLesson } from '../store/lesson/lessonTable';
import { browserStorage, readMyGames } from '../store/online/myGames';
import { describeGame } from '../store/saves/saveFile';
import { useSettingsStore } from '../store/settings/settingsStore';
import { ConfirmDialog } from './ConfirmDialog';
import { LastGoodOffer } from './LastGoodOffer';
import { OpenOnAnotherDevice } from './OpenOnAnotherDevice';
import { TitleBackdrop } from './TitleBackdrop';

/** The start screen: new game, resume, sandbox, tuning and the rules. */
export function HomeScreen() {
  const show = useAppStore((store) => store.show);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const inProgress = useGameStore((store) =>
    store.game !== null && store.game.phase.kind !== 'ended' ? describeGame(store.game) : null,
  );
  const loadMessage = useGameStore((store) => store.notice);
  const noticeIsInfo = useGameStore((store) => store.noticeIsInfo);
  const ended = useGameStore((store) => store.game?.phase.kind === 'ended');
  const startGame = useGameStore((store) => store.startGame);
  // what waits behind the "replace the game in progress?" question: the setup, or a quick game
  const [asking, setAsking] = useState<'setup' | 'quick' | 'lesson' | null>(null);
  const go = (next: 'setup' | 'quick' | 'lesson') => {
    setAsking(null);
    if (next === 'setup') return show('setup');
    if (next === 'lesson') {
      startLesson();
      return show('game');
    }
    startGame({ ...quickGameSetup(randomSeed()), practiceAids: useSettingsStore.getState().hints });
    show('game');
  };
  // the remote tables this browser sits at or watches, newest first: an async game is found again here
  const [myGames] = useState(() => readMyGames(browserStorage()));
  const openTable = (code: string, watching: boolean) => {
    // the table's own link, as if opened again: back to the seat by its token, or watching
    history.replaceState(null, '', `?table=${code}${watching ? '&watch=1' : ''}`);
    show('online');
  };
  const canResume = inProgress !== null;
  return (
    <main className="home">
      <TitleBackdrop />
      <header className="home-title">
        <h1 className="title">To Glory!</h1>
        <p className="tagline">
          Sail, explore, and strike the lever: three cubes, real physics, one volley a turn.
        </p>
      </header>
      <div className="home-side">
        {loadMessage && (
          <p className={noticeIsInfo ? 'notice info' : 'notice'} role={noticeIsInfo ? 'status' : 'alert'}>
            {loadMessage}
          </p>
        )}
        <LastGoodOffer />
        <nav className="home-menu" aria-label="Main menu">
          {canResume && (
            <button type="button" className="primary" onClick={() => show('game')}>
              Resume game
            </button>
          )}
          {ended && (
            <button type="button" onClick={() => show('game')}>
              Final scores of the last game
            </button>
          )}
          <button
            type="button"
            className={canResume ? '' : 'primary'}
            onClick={() => (canResume ? setAsking('quick') : go('quick'))}
            aria-describedby="quick-game-hint"
          >
            Quick game
          </button>
          <span id="quick-game-hint" className="menu-hint">
            One tap: you against a Deckhand (an easy computer)
          </span>
          <button type="button" onClick={() => (canResume ? setAsking('lesson') : go('lesson'))}>
            Learn to play
          </button>
          <button type="button" onClick={() => (canResume ? setAsking('setup') : go('setup'))}>
            New game
          </button>
          <button type="button" onClick={() => show('online')}>
            Play online
          </button>
          <button type="button" onClick={() => show('history')} data-testid="open-history">
            History
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
        {myGames.length > 0 && (
          <section className="home-games" aria-label="My games">
            <h2>My games online</h2>
            <ul>
              {myGames.map((game) => (
                <li key={game.code}>
                  <button type="button" onClick={() => openTable(game.code, game.seat === null)}>
                    Table {game.code} {game.seat === null ? '(watching)' : `as ${game.name}`}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <OpenOnAnotherDevice />
      </div>
      {asking && inProgress && (
        <ConfirmDialog
          title="Start a new game?"
          confirmLabel="Start a new game"
          cancelLabel="Keep the game"
          onConfirm={() => go(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            A game is in progress: {inProgress}. Setting sail on a new one replaces it. To keep it, save it to
            a file from the game menu first.
          </p>
        </ConfirmDialog>
      )}
    </main>
  );
}
