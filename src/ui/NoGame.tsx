import { useAppStore } from '../store/game/appStore';

/** The game screen with no game to show: the way to start one. */
export function NoGame() {
  const show = useAppStore((store) => store.show);
  return (
    <main className="home">
      <p className="tagline">No game in progress.</p>
      <button type="button" onClick={() => show('setup')}>
        New game
      </button>
    </main>
  );
}
