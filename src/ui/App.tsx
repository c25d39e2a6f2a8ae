import { lazy, Suspense, useEffect } from 'react';
import { useAppStore } from '../store/game/appStore';
import { useGameStore } from '../store/game/gameStore';
import { ErrorBoundary } from './ErrorBoundary';
import { HomeScreen } from './HomeScreen';
import { loadGameScreen } from './preloadTable';
import { RulesReference } from './RulesReference';
import { SetupScreen } from './SetupScreen';
import { CrashProbe } from './testProbe';
import { UpdatePrompt } from './UpdatePrompt';

const GameScreen = lazy(() => loadGameScreen().then((module) => ({ default: module.GameScreen })));
const OnlineScreen = lazy(() =>
  import('./OnlineScreen').then((module) => ({ default: module.OnlineScreen })),
);
const SandboxScreen = lazy(() =>
  import('./sandbox/SandboxScreen').then((module) => ({ default: module.SandboxScreen })),
);
const HistoryScreen = lazy(() =>
  import('./history/HistoryScreen').then((module) => ({ default: module.HistoryScreen })),
);
const ReplayScreen = lazy(() =>
  import('./history/ReplayScreen').then((module) => ({ default: module.ReplayScreen })),
);
const TuningScreen = lazy(() =>
  import('./tuning/TuningScreen').then((module) => ({ default: module.TuningScreen })),
);

/** Said while a screen's code loads, so a slow start is never a blank screen. */
function TableLoading({ text }: { text: string }) {
  return (
    <div className="table-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

/**
 * Once the game screen has shown a state without crashing, that save becomes the one to go back to after
 * a crash. It sits beside the game screen in one Suspense: its effect runs only when the screen's whole
 * render committed.
 */
function GoodSaveMarker() {
  const game = useGameStore((store) => store.game);
  useEffect(() => {
    if (game) useGameStore.getState().markGood();
  }, [game]);
  return null;
}

/** Picks the screen; the 3D screens load lazily so the home screen appears at once. */
export function App() {
  const screen = useAppStore((store) => store.screen);
  const rulesOpen = useAppStore((store) => store.rulesOpen);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const show = useAppStore((store) => store.show);
  return (
    <ErrorBoundary
      onRestore={() => {
        const restored = useGameStore.getState().restoreLastGood();
        if (restored) show('game');
        return restored;
      }}
      onMenu={() => show('home')}
    >
      {screen === 'home' && <HomeScreen />}
      {screen === 'setup' && <SetupScreen />}
      {screen === 'online' && (
        <Suspense fallback={<TableLoading text="Hailing the other ships…" />}>
          <OnlineScreen />
        </Suspense>
      )}
      {screen === 'game' && (
        <Suspense fallback={<TableLoading text="Setting sail…" />}>
          <GameScreen />
          <GoodSaveMarker />
        </Suspense>
      )}
      {screen === 'sandbox' && (
        <Suspense fallback={<TableLoading text="Rigging the practice table…" />}>
          <SandboxScreen />
        </Suspense>
      )}
      {screen === 'tuning' && (
        <Suspense fallback={<TableLoading text="Unrolling the charts…" />}>
          <TuningScreen />
        </Suspense>
      )}
      {screen === 'history' && (
        <Suspense fallback={<TableLoading text="Opening the log books…" />}>
          <HistoryScreen />
        </Suspense>
      )}
      {screen === 'replay' && (
        <Suspense fallback={<TableLoading text="Setting the table for the replay…" />}>
          <ReplayScreen />
        </Suspense>
      )}
      {rulesOpen && <RulesReference onClose={() => setRulesOpen(false)} />}
      <CrashProbe />
      <UpdatePrompt />
    </ErrorBoundary>
  );
}
