import { aimChancesAt } from '../../captains/aimChances';
import { sandboxMeter, useSandboxStore } from '../../store/sandbox/sandboxStore';
import { useAimPreviewStore } from '../../store/volley/aimPreviewStore';
import { aimChancesWords } from '../aimChancesWords';
import { KeyHint } from '../KeyHint';
import { PowerMeter } from '../PowerMeter';
import { AimPreview } from './AimPreview';

interface VolleyControlsProps {
  ready: boolean;
}

/** Strength and seed (shown, typed), fire, repeat exactly, vary, and the one-key reset. */
export function VolleyControls({ ready }: VolleyControlsProps) {
  const strength = useSandboxStore((store) => store.strength);
  const seed = useSandboxStore((store) => store.seed);
  const keepSeed = useSandboxStore((store) => store.keepSeed);
  const hasVolley = useSandboxStore((store) => store.volleys.length > 0);
  // the sandbox's practice aids: the aim preview's chances, read out with the strength set
  const chances = useAimPreviewStore((store) => {
    const at = store.status === 'ready' ? aimChancesAt(store.estimates, strength) : null;
    return at ? aimChancesWords(at) : null;
  });
  const { setStrength, setSeed, setKeepSeed, fire, repeat, vary, reset } = useSandboxStore.getState();
  return (
    <section className="volley-controls" aria-label="Fire a volley">
      <h3>Volley</h3>
      <p className="hint lever-hint">
        Press the glowing end of the lever and pull back
        <span className="keyboard-only">
          , or hold <kbd>Space</kbd>; <kbd>Esc</kbd> cancels
        </span>
        .
      </p>
      {/* the charge while pulling, else the strength "Fire" uses; drawn per frame without a render */}
      <PowerMeter source={sandboxMeter} />
      <AimPreview />
      <div className="control-row">
        <label>
          Strength
          <input
            type="number"
            min={0}
            max={1}
            step={0.01}
            value={strength}
            onChange={(e) => setStrength(Number(e.target.value))}
            data-testid="strength"
          />
        </label>
        <label>
          Seed
          <input
            type="number"
            min={0}
            max={4294967295}
            step={1}
            value={seed}
            onChange={(e) => setSeed(Number(e.target.value))}
            data-testid="seed"
          />
        </label>
        <label>
          <input type="checkbox" checked={keepSeed} onChange={(e) => setKeepSeed(e.target.checked)} />
          keep seed
        </label>
      </div>
      <p className="visually-hidden" role="status" data-testid="strength-said">
        Strength {strength.toFixed(2)}
        {chances ? `: ${chances}` : ''}
      </p>
      <div className="control-row fire-row">
        <button
          type="button"
          className="primary"
          disabled={!ready}
          onClick={() => fire(strength, 'typed')}
          data-testid="fire"
        >
          Fire at {strength.toFixed(2)}
        </button>
        <button type="button" disabled={!ready || !hasVolley} onClick={() => repeat()} data-testid="repeat">
          Repeat<span className="wide-only"> exactly</span>
        </button>
        <button type="button" disabled={!ready || !hasVolley} onClick={() => vary()} data-testid="vary">
          Vary<span className="wide-only"> (new seed)</span>
        </button>
        <button type="button" onClick={reset} data-testid="reset" aria-keyshortcuts="R">
          Reset<span className="wide-only"> captains &amp; cubes</span>
          <KeyHint keys="R" />
        </button>
      </div>
    </section>
  );
}
