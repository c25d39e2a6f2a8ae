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
        <Suspense fallback={<p className="loading">Setting sail…</p>}>
          <GameScreen />
        </Suspense>
      )}
      {screen === 'sandbox' && (
        <Suspense fallback={<p className="loading">Rigging the practice table…</p>}>
          <SandboxScreen />
        </Suspense>
      )}
      {screen === 'tuning' && (
        <Suspense fallback={<p className="loading">Unrolling the charts…</p>}>
          <TuningScreen />
        </Suspense>
      )}
      {rulesOpen && <RulesReference onClose={() => setRulesOpen(false)} />}
    </>
  );
}
