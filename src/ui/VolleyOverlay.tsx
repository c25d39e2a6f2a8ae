import { useEffect, useRef } from 'react';
import type { GameEvent, PlayerView, TableState } from '../engine';
import { coinsPaid } from '../engine/coinsPaid';
import type { VolleySource } from '../engine/ids';
import { selectVolleyRefusals } from '../store/game/gameSelectors';
import { useGameStore } from '../store/game/gameStore';
import { leverCharge } from '../store/volley/leverCharge';
import type { VolleyStage } from '../store/volley/volleyPhase';
import { AimChancesReadout, practiceAidWords } from './AimChancesReadout';
import { describeEvent, shipOwnerName } from './describeEvent';
import { KeyHint } from './KeyHint';
import { PowerMeter } from './PowerMeter';
import { TypedStrength } from './TypedStrength';

const SOURCES: ReadonlyArray<{ source: VolleySource; label: string }> = [
  { source: 'ship', label: 'My ship' },
  { source: 'kraken', label: 'The Kraken' },
  { source: 'tower', label: 'The tower' },
];

const BANNERS = {
  none: 'Splash! Nothing hit.',
  hit: 'Hit!',
  landed: 'Landed on board!',
  knockedOff: 'Captain overboard!',
} as const;

interface VolleyOverlayProps {
  stage: VolleyStage;
  game: TableState;
  players: readonly PlayerView[];
  onAim: (source: VolleySource) => void;
  onCancel: () => void;
  onReplay: () => void;
  onClose: () => void;
  /** A computer captain is firing: its lever is struck for it, so no instructions or Cancel. */
  byComputer?: boolean;
}

/** The volley's DOM side: choose the source, the power meter while aiming, the result banner. */
export function VolleyOverlay({
  stage,
  game,
  players,
  onAim,
  onCancel,
  onReplay,
  onClose,
  byComputer = false,
}: VolleyOverlayProps) {
  // the keyboard follows the volley: to the choices, to the aiming panel (so Space is not taken by a
  // button), to Continue on the result
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const target =
      stage.kind === 'aiming'
        ? root
        : (root.querySelector<HTMLElement>('button.primary:not(:disabled)') ??
          root.querySelector<HTMLElement>('button:not(:disabled)'));
    target?.focus();
  }, [stage.kind]);
  // Esc backs out of the "Fire from…" choice too, as it does while aiming
  const choosing = stage.kind === 'choosing' && !byComputer;
  const aids = useGameStore((store) => store.practiceAids) && !byComputer;
  useEffect(() => {
    if (!choosing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choosing, onCancel]);
  switch (stage.kind) {
    case 'idle':
    case 'firing':
    case 'flying':
      return null;
    case 'choosing':
      return (
        <section ref={panel} className="panel volley-panel" aria-label="Fire a volley">
          <h3>Fire from…</h3>
          {SOURCES.map(({ source, label }) => {
            const refusal = selectVolleyRefusals(game)[source];
            return (
              <button
                key={source}
                type="button"
                disabled={refusal !== null}
                title={refusal ?? undefined}
                onClick={() => onAim(source)}
                data-testid={`fire-from-${source}`}
              >
                {label}
              </button>
            );
          })}
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </section>
      );
    case 'aiming':
      return (
        <section
          ref={panel}
          className="panel volley-panel aiming"
          aria-label="Aim the volley"
          tabIndex={-1}
          data-testid="aiming"
        >
          {byComputer ? (
            <p>{game.turn ? players[game.turn.seat]?.name : 'The computer'} strikes the lever…</p>
          ) : (
            <p>
              Press the glowing end of the lever and <strong>pull back</strong>; let go to fire.
              <span className="keyboard-only">
                {' '}
                Or hold <kbd>Space</kbd>, or step the strength with <kbd>[</kbd> <kbd>]</kbd> and fire with{' '}
                <kbd>Enter</kbd>.
              </span>{' '}
              Pull back to nothing
              <span className="keyboard-only">
                {' '}
                or press <kbd>Esc</kbd>
              </span>{' '}
              to cancel.
            </p>
          )}
          <PowerMeter source={leverCharge} wordsAt={aids ? practiceAidWords : undefined} />
          {aids && <AimChancesReadout />}
          {!byComputer && <TypedStrength />}
          {!byComputer && (
            <button type="button" onClick={onCancel}>
              Cancel
              <KeyHint keys="Esc" />
            </button>
          )}
        </section>
      );
    case 'result': {
      const best = stage.score.outcome.best;
      const hitShips = stage.score.outcome.shipsHit.map((ship) => shipOwnerName(ship, players));
      // What the supply paid, which is less than the award when it runs short (B3).
      const paid = coinsPaid(stage.events);
      const lines = stage.events
        .filter((event: GameEvent) => event.type !== 'volleyFired')
        .map((event) => describeEvent(event, players))
        .filter((line): line is string => line !== null);
      return (
        <section
          ref={panel}
          className="panel volley-banner"
          role="status"
          aria-label="Volley result"
          data-testid="volley-banner"
        >
          <h2 className={`award-${best}`}>{BANNERS[best]}</h2>
          <p data-testid="volley-hit">
            {hitShips.length > 0 ? `The volley hits ${hitShips.join(' and ')}: ` : ''}
            {paid} coin{paid === 1 ? '' : 's'}
          </p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="setup-row">
            <button type="button" onClick={onReplay} data-testid="replay-volley">
              Replay slowly
            </button>
            <button type="button" className="primary" onClick={onClose} data-testid="close-volley">
              Continue
            </button>
          </div>
        </section>
      );
    }
    default: {
      const never: never = stage;
      throw new Error(String(never));
    }
  }
}
