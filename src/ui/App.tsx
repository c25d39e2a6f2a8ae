import { lazy, Suspense, useEffect } from 'react';
import { useAppStore } from '../store/appStore';
import { useGameStore } from '../store/gameStore';
import { HomeScreen } from './HomeScreen';
import { RulesReference } from './RulesReference';
import { SetupScreen } from './SetupScreen';

const GameScreen = lazy(() => import('./GameScreen').then((module) => ({ default: module.GameScreen })));

/** Picks the screen; the 3D screens load lazily so the home screen appears at once. */
export function App() {
  const screen = useAppStore((store) => store.screen);
  const rulesOpen = useAppStore((store) => store.rulesOpen);
  const setRulesOpen = useAppStore((store) => store.setRulesOpen);
  const loadFromStorage = useGameStore((store) => store.loadFromStorage);

  useEffect(() => loadFromStorage(), [loadFromStorage]);

  return (
    <>
      {screen === 'home' && <HomeScreen />}
      {screen === 'setup' && <SetupScreen />}
      {screen === 'game' && (
        <Suspense fallback={<p className="loading">Setting sail…</p>}>
          <GameScreen />
        </Suspense>
      )}
      {rulesOpen && <RulesReference onClose={() => setRulesOpen(false)} />}
    </>
  );
}
