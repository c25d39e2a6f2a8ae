import { useEffect } from 'react';
import { useDrillStore } from '../../store/sandbox/drillStore';
import { DRILLS, isDrillId } from '../../store/sandbox/drills';
import { freshTally, scoreWords } from '../../store/sandbox/drillTally';

interface DrillPanelProps {
  /** The volley whose flight is still playing (its result is told once the cubes rest), if any. */
  flying: string | null;
}

/** The drill picker, and while a drill is played its result in words, score, streak and personal best. */
export function DrillPanel({ flying }: DrillPanelProps) {
  const active = useDrillStore((store) => store.active);
  const tallies = useDrillStore((store) => store.tallies);
  const bests = useDrillStore((store) => store.bests);
  const last = useDrillStore((store) => store.last);
  const message = useDrillStore((store) => store.message);
  useEffect(() => {
    void useDrillStore.getState().load();
  }, []);
  // the volley in the air is not told yet: its tally stays as it was before it
  const waiting = last !== null && last.volley === flying;
  const tally = active ? (waiting ? last.before : (tallies[active] ?? freshTally(bests[active] ?? 0))) : null;
  return (
    <section className="drill-panel" aria-label="Drills">
      <label className="drill-pick">
        Drill
        <select
          value={active ?? ''}
          onChange={(e) => {
            const id = e.target.value;
            if (isDrillId(id)) useDrillStore.getState().start(id);
            else useDrillStore.getState().stop();
          }}
          data-testid="drill-pick"
        >
          <option value="">Free practice</option>
          {DRILLS.map((drill) => (
            <option key={drill.id} value={drill.id}>
              {drill.name}
            </option>
          ))}
        </select>
      </label>
      {tally && (
        <p className="drill-tally" data-testid="drill-tally">
          <span data-testid="drill-score">{scoreWords(tally)}</span> · streak{' '}
          <span data-testid="drill-streak">{tally.streak}</span> · best{' '}
          <span data-testid="drill-best">{tally.best}</span>
        </p>
      )}
      {active && last && (
        <p className={last.met && !waiting ? 'drill-result met' : 'drill-result'} data-testid="drill-result">
          {waiting ? 'Watching the volley…' : last.words}
        </p>
      )}
      {message && <p className={message.tone === 'problem' ? 'notice' : 'hint'}>{message.text}</p>}
    </section>
  );
}
