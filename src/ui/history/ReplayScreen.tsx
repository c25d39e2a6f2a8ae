import { useEffect, useMemo, useState } from 'react';
import { useAppStore } from '../../store/game/appStore';
import { useReplayStore } from '../../store/saves/replayStore';
import type { ReplaySource } from '../../table/replaySource';
import '../sandbox/sandbox.css';
import './history.css';
import { ReplayBoard } from './ReplayBoard';
import { ReplayEvents, ReplayPlayers } from './ReplayPlayers';

/** Time between positions when the replay plays by itself, at speed 1, ms. */
const STEP_MS = 900;
const SPEEDS = [0.5, 1, 2, 4, 8];

/** The position where each turn starts (and the setup), for the "jump to a turn" list. */
function turnStarts(source: ReplaySource): { index: number; label: string }[] {
  const starts = [{ index: 0, label: 'Setup' }];
  for (let index = 1; index < source.length; index++) {
    const { events, view } = source.stepAt(index);
    for (const event of events)
      if (event.type === 'turnStarted')
        starts.push({
          index,
          label: `Round ${event.round}: ${view.players[event.seat]?.name ?? 'a player'}`,
        });
  }
  return starts;
}

/** The replay viewer: step action by action, jump to any turn, see the cards as shown, fly each volley again. */
export function ReplayScreen() {
  const show = useAppStore((store) => store.show);
  const game = useReplayStore((store) => store.game);
  const source = useReplayStore((store) => store.source);
  const index = useReplayStore((store) => store.index);
  const viewer = useReplayStore((store) => store.viewer);
  const problem = useReplayStore((store) => store.problem);
  const { jump, seeAs } = useReplayStore.getState();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const turns = useMemo(() => (source ? turnStarts(source) : []), [source]);
  const step = source?.stepAt(index) ?? null;

  useEffect(() => {
    if (!playing || !source) return;
    if (index >= source.length - 1) {
      setPlaying(false);
      return;
    }
    // a volley's position waits for its flight to be watched a while longer
    const wait = (STEP_MS * (step?.volley ? 4 : 1)) / speed;
    const timer = setTimeout(() => jump(index + 1), wait);
    return () => clearTimeout(timer);
  }, [playing, index, source, speed, step, jump]);

  if (!game || !source || !step)
    return (
      <main className="history">
        <p>No replay is open.</p>
        <button type="button" onClick={() => show('history')}>
          To the history
        </button>
      </main>
    );
  const last = source.length - 1;
  const names = game.summary.players.map((player) => player.name).join(', ');
  return (
    <main className="replay" data-testid="replay">
      <header className="replay-top">
        <button type="button" onClick={() => show('history')}>
          Back to the history
        </button>
        <h1>
          Replay: {names} <small>{new Date(game.finishedAt).toLocaleDateString()}</small>
        </h1>
        {game.record.kind === 'actions' ? (
          <label>
            Cards seen by{' '}
            <select
              value={viewer ?? -1}
              onChange={(event) => seeAs(Number(event.target.value) < 0 ? null : Number(event.target.value))}
              data-testid="seen-by"
            >
              <option value={-1}>nobody (as the table showed them)</option>
              {game.summary.players.map((player, seat) => (
                <option key={player.ship ?? player.name} value={seat}>
                  {player.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span>
            {viewer === null ? 'Seen as a spectator' : `Seen as ${game.summary.players[viewer]?.name}`}
          </span>
        )}
      </header>
      <nav className="replay-steps" aria-label="Step through the game">
        <button type="button" onClick={() => jump(0)} disabled={index === 0}>
          First
        </button>
        <button type="button" onClick={() => jump(index - 1)} disabled={index === 0} data-testid="step-back">
          Back
        </button>
        <button type="button" onClick={() => setPlaying((on) => !on)} data-testid="play-replay">
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          type="button"
          onClick={() => jump(index + 1)}
          disabled={index === last}
          data-testid="step-forward"
        >
          Forward
        </button>
        <button type="button" onClick={() => jump(last)} disabled={index === last}>
          Last
        </button>
        <label className="replay-scrub">
          Action <output data-testid="replay-index">{index}</output> of {last}
          <input
            type="range"
            min={0}
            max={last}
            value={index}
            onChange={(event) => jump(Number(event.target.value))}
          />
        </label>
        <label>
          Turn{' '}
          <select
            value={[...turns].reverse().find((turn) => turn.index <= index)?.index ?? 0}
            onChange={(event) => jump(Number(event.target.value))}
            data-testid="jump-turn"
          >
            {turns.map((turn) => (
              <option key={turn.index} value={turn.index}>
                {turn.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Speed{' '}
          <select value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
      </nav>
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      <div className="replay-body">
        <ReplayBoard view={step.view} volley={step.volley} />
        <aside className="replay-side">
          <ReplayEvents events={step.events} view={step.view} />
          <ReplayPlayers view={step.view} />
        </aside>
      </div>
    </main>
  );
}
