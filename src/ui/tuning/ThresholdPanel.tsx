import { useState } from 'react';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import { useTuningStore } from '../../store/tuningStore';

const FIELDS = Object.keys(THRESHOLD_INFO) as (keyof Thresholds)[];

/** Every threshold with its unit, meaning and bounds; a change re-scores every recorded volley at once. */
export function ThresholdPanel() {
  const thresholds = useTuningStore((store) => store.thresholds);
  const reference = useTuningStore((store) => store.reference);
  const { setThreshold, setThresholds, pinReference } = useTuningStore.getState();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (field: keyof Thresholds, value: number) => setProblem(setThreshold(field, value));
  return (
    <section className="lab-panel threshold-panel" aria-label="Scoring thresholds">
      <h3>Thresholds</h3>
      <p className="hint">
        Compared with <strong>{reference.name}</strong>: volleys whose outcome differs are marked.
      </p>
      {FIELDS.map((field) => {
        const info = THRESHOLD_INFO[field];
        const moved = thresholds[field] !== reference.thresholds[field];
        return (
          <div key={field} className={`threshold${moved ? ' moved' : ''}`} data-testid={`threshold-${field}`}>
            <label htmlFor={`t-${field}`} className="threshold-label">
              {info.label} <span className="unit">({info.unit})</span>
              {moved && <span className="was"> was {reference.thresholds[field]}</span>}
            </label>
            <div className="threshold-inputs">
              <input
                type="range"
                min={info.min}
                max={info.max}
                step={info.step}
                value={thresholds[field]}
                aria-label={`${info.label} slider`}
                onChange={(e) => change(field, Number(e.target.value))}
              />
              <input
                id={`t-${field}`}
                type="number"
                min={info.min}
                max={info.max}
                step="any"
                value={thresholds[field]}
                onChange={(e) => e.target.value !== '' && change(field, Number(e.target.value))}
              />
            </div>
            <p className="meaning">
              {info.meaning}{' '}
              <span className="bounds">
                Bounds {info.min}–{info.max}.
              </span>
            </p>
          </div>
        );
      })}
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      <div className="control-row">
        <button type="button" onClick={() => setThresholds(reference.thresholds)}>
          Back to {reference.name}
        </button>
        <button type="button" onClick={pinReference}>
          Compare against these
        </button>
      </div>
    </section>
  );
}
