import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ArenaSummary, Share } from '../../captains/arenaSummary';
import { MAX_BALANCE_GAMES, useBalanceStore } from '../../store/tuning/balanceStore';
import './balance.css';

const pct = (value: number) => `${(100 * value).toFixed(1)} %`;
const share = (s: Share | undefined) => (s ? `${pct(s.share)} [${pct(s.low)}–${pct(s.high)}]` : '–');
const ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** The rows of the comparison: a label and how to read it off a summary. */
function rows(
  edited: ArenaSummary,
  defaults: ArenaSummary,
): { label: string; read: (s: ArenaSummary) => string }[] {
  const captains = [
    ...new Set([...Object.keys(edited.byCaptain), ...Object.keys(defaults.byCaptain)]),
  ].sort();
  return [
    { label: 'Points from volleys', read: (s) => pct(s.volleyShare) },
    { label: 'Coins per volley', read: (s) => s.coinsPerVolley.toFixed(2) },
    ...edited.byPlace.map((_, place) => ({
      label: `Wins, ${ORDINALS[place]} in turn order`,
      read: (s: ArenaSummary) => share(s.byPlace[place]),
    })),
    ...captains.map((captain) => ({
      label: `Wins, captain ${captain}`,
      read: (s: ArenaSummary) => share(s.byCaptain[captain as keyof ArenaSummary['byCaptain']]),
    })),
    {
      label: 'Game length, rounds (mean / median)',
      read: (s) => `${s.meanRounds.toFixed(1)} / ${s.medianRounds}`,
    },
    { label: 'Games capped unfinished', read: (s) => String(s.capped) },
  ];
}

/**
 * Game balance: N computer-vs-computer games in workers under the thresholds being edited, beside the
 * same games under the defaults. `npm run arena` with the same arguments prints the same figures.
 */
export function BalancePanel() {
  const { games, players, kinds, seed, status, edited, defaults } = useBalanceStore(
    useShallow((store) => ({
      games: store.games,
      players: store.players,
      kinds: store.kinds,
      seed: store.seed,
      status: store.status,
      edited: store.edited,
      defaults: store.defaults,
    })),
  );
  const { setGames, setPlayers, setKinds, setSeed, run, cancel } = useBalanceStore.getState();
  const [kindsText, setKindsText] = useState(kinds.join(','));
  const [kindsProblem, setKindsProblem] = useState<string | null>(null);
  const running = status.kind === 'running';
  return (
    <section className="lab-panel balance-panel" aria-label="Game balance" data-testid="balance-panel">
      <h3>Game balance</h3>
      <p className="hint">
        Computer captains play whole games under the thresholds being edited, and the same games under the
        defaults.
      </p>
      <div className="control-row">
        <label>
          Games
          <input
            type="number"
            min={1}
            max={MAX_BALANCE_GAMES}
            value={games}
            onChange={(e) => setGames(Number(e.target.value))}
            data-testid="balance-games"
          />
        </label>
        <label>
          Players
          <select
            value={players}
            onChange={(e) => setPlayers(Number(e.target.value))}
            data-testid="balance-players"
          >
            {[2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Captains
          <input
            value={kindsText}
            onChange={(e) => {
              setKindsText(e.target.value);
              setKindsProblem(setKinds(e.target.value));
            }}
            aria-invalid={kindsProblem !== null}
            data-testid="balance-kinds"
          />
        </label>
        <label>
          Seed
          <input
            type="number"
            min={0}
            value={seed}
            onChange={(e) => setSeed(Number(e.target.value))}
            data-testid="balance-seed"
          />
        </label>
      </div>
      {kindsProblem && (
        <p className="notice" role="alert">
          {kindsProblem}
        </p>
      )}
      <div className="control-row">
        <button
          type="button"
          className="primary"
          disabled={running || kindsProblem !== null}
          onClick={() => void run()}
          data-testid="balance-run"
        >
          Play {games} games
        </button>
        <button type="button" disabled={!running} onClick={cancel} data-testid="balance-cancel">
          Cancel
        </button>
      </div>
      {running && (
        <progress
          max={status.total}
          value={status.done}
          aria-label="Games played"
          data-testid="balance-progress"
        >
          {status.done} of {status.total}
        </progress>
      )}
      {status.kind === 'done' && (
        <p className="hint" data-testid="balance-status">
          {status.cancelled ? 'Cancelled: ' : ''}
          {edited?.games ?? 0} games in {status.seconds.toFixed(1)} s.
        </p>
      )}
      {status.kind === 'failed' && (
        <p className="notice" role="alert">
          The games could not be played: {status.message}
        </p>
      )}
      {edited && defaults && (
        <table className="balance-table" data-testid="balance-table">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Edited thresholds</th>
              <th scope="col">Default thresholds</th>
            </tr>
          </thead>
          <tbody>
            {rows(edited, defaults).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.read(edited)}</td>
                <td>{row.read(defaults)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="hint">
        Same figures from the command line:{' '}
        <code data-testid="balance-cli">
          npm run arena -- --games {games} --players {players} --captains {kinds.join(',')} --seed {seed}{' '}
          [--thresholds FILE]
        </code>
      </p>
    </section>
  );
}
