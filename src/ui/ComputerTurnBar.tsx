import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LEVELS } from '../captains/levels';
import { turnKeyOf } from '../store/captains/captainDriver';
import { captainService } from '../store/captains/captainService';
import { type DriverSpeed, useDriverStore } from '../store/captains/driverStore';
import { useGameStore } from '../store/game/gameStore';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { useSettingsStore } from '../store/settings/settingsStore';
import { activeThresholds } from '../store/tuning/thresholdPresets';
import { driveCaptains } from '../store/wiring';
import './ComputerTurnBar.css';

let drivers = 0;

/**
 * Plays the computer captains' seats while the table is shown, from two frames after the one that
 * first drew it: a turn played under the loading cover would be missed by everyone, and on a slow
 * phone the frames right after the board's first are the heaviest, so its first moves would pass
 * before anyone could look.
 */
function useCaptainDriver(tableReady: boolean) {
  useEffect(() => {
    if (!tableReady) return;
    let stop: (() => void) | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        drivers += 1;
        stop = driveCaptains({
          service: captainService(),
          thresholds: () => activeThresholds(useSettingsStore.getState().thresholdPreset),
          id: `table-${drivers}`,
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [tableReady]);
}

const SPEEDS: readonly { speed: DriverSpeed; label: string }[] = [
  { speed: 'normal', label: 'Normal' },
  { speed: 'fast', label: 'Fast' },
  { speed: 'skip', label: 'Skip' },
];

/**
 * Skips the computer's turn in the game and the one the table still plays (at a turn's end the game is
 * a turn ahead of the table): every press hurries whatever plays then.
 */
function skipNow() {
  const playing = usePlaybackStore.getState().playing?.beat.turnKey;
  const keys = [turnKeyOf(useGameStore.getState().game), turnKeyOf(usePlaybackStore.getState().shown)];
  useDriverStore.getState().skipTurn(...keys, ...(playing ? [playing] : []));
}

/** While a computer captain plays: who, whether it is thinking, the speed, and skip to the end of its turn. */
export function ComputerTurnBar({ tableReady }: { tableReady: boolean }) {
  useCaptainDriver(tableReady);
  const { acting, thinking, speed, problem } = useDriverStore(
    useShallow((store) => ({
      acting: store.acting,
      thinking: store.thinking,
      speed: store.speed,
      problem: store.problem,
    })),
  );
  const name = useGameStore((store) => (acting ? store.game?.players[acting.seat]?.name : undefined));
  if (!acting && !problem) return null;
  return (
    <section className="computer-turn" aria-label="Computer captain's turn" data-testid="computer-turn">
      {acting && (
        <p role="status">
          <strong>{name}</strong> ({LEVELS[acting.level].label}) {thinking ? 'is thinking…' : 'is playing'}
        </p>
      )}
      {acting && (
        <div className="computer-turn-controls">
          <fieldset className="computer-speed">
            <legend>Computer speed</legend>
            {SPEEDS.map((option) => (
              <button
                key={option.speed}
                type="button"
                aria-pressed={speed === option.speed}
                onClick={() => useDriverStore.getState().setSpeed(option.speed)}
                data-testid={`computer-speed-${option.speed}`}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
          <button type="button" onClick={skipNow} data-testid="computer-skip">
            Skip to end of turn
          </button>
        </div>
      )}
      {problem && (
        <p className="computer-problem" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
