import { useState } from 'react';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import { useTuningStore } from '../../store/tuning/tuningStore';
import { ThresholdField } from './ThresholdField';

const FIELDS = Object.keys(THRESHOLD_INFO) as (keyof Thresholds)[];

/** Every threshold with its unit, meaning and bounds; a change re-scores every recorded volley at once. */
export function ThresholdPanel() {
  const thresholds = useTuningStore((store) => store.thresholds);
  const reference = useTuningStore((store) => store.reference);
  const { setThreshold, setThresholds, pinReference } = useTuningStore.getState();
  // bumped by "Back to …": every field drops what was typed, even where the value does not change
  const [resets, setResets] = useState(0);
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
            <ThresholdField
              key={`${field}-${resets}`}
              id={`t-${field}`}
              field={field}
              value={thresholds[field]}
              onCommit={(value) => setThreshold(field, value)}
            />
            <p className="meaning">
              {info.meaning}{' '}
              <span className="bounds">
                Bounds {info.min}–{info.max}.
              </span>
            </p>
          </div>
        );
      })}
      <div className="control-row">
        <button
          type="button"
          onClick={() => {
            setThresholds(reference.thresholds);
            setResets((count) => count + 1);
          }}
        >
          Back to {reference.name}
        </button>
        <button type="button" onClick={pinReference}>
          Compare against these
        </button>
      </div>
    </section>
  );
}
