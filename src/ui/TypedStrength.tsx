import { type FormEvent, useState } from 'react';
import { release } from '../scene/flickGesture';
import { letGoAtPreset } from '../scene/letGoOfLever';
import { useOthersActing } from '../store/game/shownTable';
import { leverCharge } from '../store/volley/leverCharge';

/**
 * The strength typed as a number, for a player who cannot pull or see the lever (a screen reader on a
 * phone has no keys to step it): the meter, and with the aids their chances, follow the number as it is
 * typed; Fire lets the lever go at it, as a release would.
 */
export function TypedStrength() {
  const othersActing = useOthersActing();
  const [percent, setPercent] = useState('');
  const typed = (value: string) => {
    setPercent(value);
    const number = Number(value);
    leverCharge.set(
      value !== '' && Number.isFinite(number) ? Math.min(100, Math.max(0, number)) / 100 : null,
    );
  };
  const fire = (event: FormEvent) => {
    event.preventDefault();
    const outcome = release(Math.min(100, Math.max(0, Number(percent))) / 100);
    if (outcome.kind !== 'fire') return;
    leverCharge.set(null);
    void letGoAtPreset(outcome.strength);
  };
  return (
    <details className="typed-strength">
      <summary>Type a strength</summary>
      <form onSubmit={fire}>
        <label>
          Strength (%)
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            required
            value={percent}
            onChange={(event) => typed(event.target.value)}
            className="typed-field"
            data-testid="typed-strength"
          />
        </label>
        <button type="submit" disabled={othersActing || percent === ''}>
          Fire at {percent === '' ? '…' : `${percent}%`}
        </button>
      </form>
    </details>
  );
}
