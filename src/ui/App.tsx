import { lazy, Suspense } from 'react';
import { useAppStore } from '../store/appStore';
import { HomeScreen } from './HomeScreen';
import { RulesReference } from './RulesReference';
import { SetupScreen } from './SetupScreen';

const GameScreen = lazy(() => import('./GameScreen').then((module) => ({ default: module.GameScreen })));
const SandboxScreen = lazy(() =>
  import('./sandbox/SandboxScreen').then((module) => ({ default: module.SandboxScreen })),
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

/** Picks the screen; the 3D screens load lazily so the home screen appears at once. */
export function App() {
  const screen = useAppStore((store) => store.screen);
  const rulesOpen = useAppStore((store) => store.rulesOpen);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  return (
    <>
      {screen === 'home' && <HomeScreen />}
      {screen === 'setup' && <SetupScreen />}
      {screen === 'game' && (
        <Suspense fallback={<TableLoading text="Setting sail…" />}>
          <GameScreen />
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
      {rulesOpen && <RulesReference onClose={() => setRulesOpen(false)} />}
    </>
  );
}
