import { useMemo, useState } from 'react';
import type { VolleyOutcome } from '../../engine/volleyOutcome';
import { useSandboxStore } from '../../store/sandbox/sandboxStore';
import { useBatchStore } from '../../store/tuning/batchStore';
import { type RecordedRef, rescoreVolleys, useTuningStore } from '../../store/tuning/tuningStore';
import { AWARD_SHORT } from '../sandbox/describeScore';

interface Entry {
  ref: RecordedRef;
  testId: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Rows drawn at most; the counts above cover them all. */
const MAX_ROWS = 150;

function brief(outcome: { best: VolleyOutcome['best']; shipsHit: readonly string[] }): string {
  const ships = outcome.shipsHit.length ? ` (${outcome.shipsHit.join(', ')})` : '';
  return `${AWARD_SHORT[outcome.best]}${ships}`;
}

/** Every volley of the session, sandbox and batch, re-scored at once; changed outcomes are marked. */
export function RecordedVolleys() {
  const thresholds = useTuningStore((store) => store.thresholds);
  const reference = useTuningStore((store) => store.reference);
  const selected = useTuningStore((store) => store.selected);
  const volleys = useSandboxStore((store) => store.volleys);
  const rows = useBatchStore((store) => store.rows);
  const [changedOnly, setChangedOnly] = useState(false);

  const entries = useMemo<Entry[]>(() => {
    const sandbox = rescoreVolleys(volleys, reference.thresholds, thresholds).map((mark, k) => {
      const volley = volleys[k];
      return {
        ref: { source: 'sandbox' as const, id: mark.id },
        testId: `recorded-${mark.id}`,
        label: `Sandbox #${volley?.n} · ${volley?.input.firing.id} at ${volley?.input.strike.strength.toFixed(2)}`,
        before: brief(mark.before.outcome),
        after: brief(mark.after.outcome),
        changed: mark.changed,
      };
    });
    const batch = rows.map(({ row, key, refKey }) => ({
      ref: { source: 'batch' as const, index: row.index },
      testId: `recorded-b${row.index}`,
      label: `Batch #${row.index} · ${row.source} at ${row.strength.toFixed(2)}`,
      before: brief(JSON.parse(refKey) as VolleyOutcome),
      after: brief(row),
      changed: key !== refKey,
    }));
    return [...sandbox, ...batch];
  }, [volleys, rows, thresholds, reference]);

  const changed = entries.filter((entry) => entry.changed).length;
  const shown = (changedOnly ? entries.filter((entry) => entry.changed) : entries).slice(0, MAX_ROWS);
  const isSelected = (ref: RecordedRef) =>
    selected !== null &&
    selected.source === ref.source &&
    (ref.source === 'sandbox'
      ? selected.source === 'sandbox' && selected.id === ref.id
      : selected.source === 'batch' && selected.index === ref.index);

  return (
    <section className="lab-panel recorded" aria-label="Recorded volleys">
      <h3>Recorded volleys</h3>
      <p className="hint" data-testid="recorded-counts">
        {entries.length} recorded · <strong>{changed} changed</strong> against {reference.name}
      </p>
      <label>
        <input type="checkbox" checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)} />{' '}
        changed only
      </label>
      {entries.length === 0 && <p className="hint">Fire volleys in the sandbox or run a batch below.</p>}
      <ol className="recorded-list">
        {shown.map((entry) => (
          <li key={entry.testId} data-changed={entry.changed}>
            <button
              type="button"
              className={`link${isSelected(entry.ref) ? ' current' : ''}`}
              onClick={() => useTuningStore.getState().select(entry.ref)}
              data-testid={entry.testId}
              data-changed={entry.changed}
            >
              {entry.changed && (
                <span className="changed-mark" title="outcome changed">
                  ●{' '}
                </span>
              )}
              {entry.label}: {entry.changed ? `${entry.before} → ${entry.after}` : entry.after}
            </button>
          </li>
        ))}
      </ol>
      {shown.length < (changedOnly ? changed : entries.length) && (
        <p className="hint">Showing the first {MAX_ROWS}; tick “changed only” to narrow the list.</p>
      )}
    </section>
  );
}
