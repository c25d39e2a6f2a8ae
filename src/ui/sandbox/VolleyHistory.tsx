import type { VolleyScore } from '../../physics/scoreTypes';
import { type SandboxVolley, useSandboxStore } from '../../store/sandbox/sandboxStore';
import { outcomeText } from './describeScore';

/** Rows of the history shown; the session keeps more. */
const SHOWN = 12;

/** The session's volleys, newest first: pick one to replay it. */
export function VolleyHistory({
  entries,
  shown,
}: {
  entries: readonly { volley: SandboxVolley; score: VolleyScore }[];
  shown: string | null;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="volley-history" aria-label="Volleys this session">
      <h3>Volleys</h3>
      <ol reversed>
        {entries
          .slice(-SHOWN)
          .reverse()
          .map(({ volley, score }) => (
            <li key={volley.id}>
              <button
                type="button"
                className={`link${volley.id === shown ? ' current' : ''}`}
                onClick={() => useSandboxStore.getState().replay(volley.id)}
              >
                #{volley.n} {volley.input.firing.id} · {volley.input.strike.strength.toFixed(2)} · seed{' '}
                {volley.input.seed} ({volley.by}): {outcomeText(score)}
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
