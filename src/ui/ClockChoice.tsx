import { LEVEL_IDS, LEVELS, type LevelId } from '../captains/levels';
import type { TableClock, TimeLimit } from '../table/onlineMessages';

type LimitKind = TimeLimit['kind'];
type TimeoutChoice = 'endTurn' | LevelId;

/** What the form holds: the numbers as typed (the server refuses what is out of range, with the reason). */
export interface ClockForm {
  kind: LimitKind;
  minutes: string;
  addSeconds: string;
  hours: string;
  onTimeout: TimeoutChoice;
}

/** Board Game Arena's everyday choices: 2 minutes a turn and 10 s an action, or a move a day. */
export const DEFAULT_CLOCK_FORM: ClockForm = {
  kind: 'none',
  minutes: '2',
  addSeconds: '10',
  hours: '24',
  onTimeout: 'boatswain',
};

/** The table's clock as the form chose it. */
export function clockOf(form: ClockForm): TableClock {
  const onTimeout: TableClock['onTimeout'] =
    form.onTimeout === 'endTurn' ? { kind: 'endTurn' } : { kind: 'captain', level: form.onTimeout };
  switch (form.kind) {
    case 'none':
      return { limit: { kind: 'none' }, onTimeout };
    case 'realTime':
      return {
        limit: {
          kind: 'realTime',
          turnSeconds: Math.round(Number(form.minutes) * 60),
          addSeconds: Number(form.addSeconds),
        },
        onTimeout,
      };
    case 'turnBased':
      return { limit: { kind: 'turnBased', turnHours: Number(form.hours) }, onTimeout };
    default: {
      const never: never = form.kind;
      return never;
    }
  }
}

/**
 * The create form's clock: none, real time (minutes a turn, seconds an action) or turn-based (hours a
 * move), and what a timeout does.
 */
export function ClockChoice({ form, onChange }: { form: ClockForm; onChange: (form: ClockForm) => void }) {
  const set = (change: Partial<ClockForm>) => onChange({ ...form, ...change });
  return (
    <fieldset className="online-clock-choice" aria-label="Clock">
      <legend>Clock</legend>
      <label>
        Time limit{' '}
        <select value={form.kind} onChange={(event) => set({ kind: event.target.value as LimitKind })}>
          <option value="none">None</option>
          <option value="realTime">Real time, per turn</option>
          <option value="turnBased">Turn-based, per move</option>
        </select>
      </label>
      {form.kind === 'realTime' && (
        <>
          <label>
            Minutes a turn{' '}
            <input
              type="number"
              inputMode="decimal"
              min={0.5}
              max={60}
              step={0.5}
              value={form.minutes}
              onChange={(event) => set({ minutes: event.target.value })}
            />
          </label>
          <label>
            Seconds added for each action{' '}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              value={form.addSeconds}
              onChange={(event) => set({ addSeconds: event.target.value })}
            />
          </label>
        </>
      )}
      {form.kind === 'turnBased' && (
        <label>
          Hours a move{' '}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            value={form.hours}
            onChange={(event) => set({ hours: event.target.value })}
          />
        </label>
      )}
      {form.kind !== 'none' && (
        <label>
          When time runs out{' '}
          <select
            value={form.onTimeout}
            onChange={(event) => set({ onTimeout: event.target.value as TimeoutChoice })}
          >
            {LEVEL_IDS.map((level) => (
              <option key={level} value={level}>
                A computer ({LEVELS[level].label}) plays the turn
              </option>
            ))}
            <option value="endTurn">The turn is ended</option>
          </select>
        </label>
      )}
    </fieldset>
  );
}
