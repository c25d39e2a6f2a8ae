import { useAppStore } from '../../store/game/appStore';
import { installLabHooks, markPhysicsReady } from '../sandbox/labProbe';
import { usePhysicsReady } from '../usePhysicsReady';
import { BalancePanel } from './BalancePanel';
import { BatchPanel } from './BatchPanel';
import { PresetBar } from './PresetBar';
import { RecordedVolleys } from './RecordedVolleys';
import { ReplayPanel } from './ReplayPanel';
import { ThresholdPanel } from './ThresholdPanel';
import '../sandbox/sandbox.css';
import './tuning.css';

// the browser tests' read-only hooks, in the test build only (left out of other builds)
installLabHooks();

/**
 * Tuning the scoring: thresholds and presets on the left, every recorded volley re-scored on the right,
 * the selected one replayed with the threshold that decides it, and the batch with its plots below.
 */
export function TuningScreen() {
  const show = useAppStore((store) => store.show);
  const ready = usePhysicsReady(markPhysicsReady);
  return (
    <main className="tuning-screen" data-physics-ready={ready}>
      <header className="lab-bar">
        <button type="button" onClick={() => show('home')}>
          ← Home
        </button>
        <h2>Tune the scoring</h2>
        <button type="button" onClick={() => show('sandbox')}>
          Sandbox →
        </button>
      </header>
      <div className="tuning-grid">
        <div className="tuning-left">
          <ThresholdPanel />
          <PresetBar />
        </div>
        <div className="tuning-centre">
          <ReplayPanel />
        </div>
        <div className="tuning-right">
          <RecordedVolleys />
        </div>
        <div className="tuning-bottom">
          <BatchPanel />
          <BalancePanel />
        </div>
      </div>
    </main>
  );
}
