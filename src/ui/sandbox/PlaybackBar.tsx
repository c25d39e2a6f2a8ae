import { addAfterEffect, invalidate } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { PlaybackClock } from '../../scene/playbackClock';
import { CAMERA_VIEWS, type CameraView } from './cameraViews';

export interface ViewOptions {
  camera: CameraView;
  speed: number;
  trails: boolean;
  ghosts: boolean;
  colliders: boolean;
}

interface PlaybackBarProps {
  clock: PlaybackClock;
  /** Seconds the shown volley lasts; null when none is shown. */
  duration: number | null;
  options: ViewOptions;
  onOptions: (options: ViewOptions) => void;
  onReplay: () => void;
}

const SPEEDS = [1, 0.5, 0.25, 0.1];

const SCRUB_STEP = 0.01;
/** The bar's end, on a step at or past the volley's end: dragged fully right it shows where the cubes rest. */
const scrubEnd = (duration: number | null) =>
  duration === null ? 0 : Math.ceil(duration / SCRUB_STEP) * SCRUB_STEP;

/** Replay, slow motion, pause and scrub, the camera, and the trails, ghosts and collider views. */
export function PlaybackBar({ clock, duration, options, onOptions, onReplay }: PlaybackBarProps) {
  const scrub = useRef<HTMLInputElement>(null);
  const time = useRef<HTMLOutputElement>(null);
  // the scrub bar follows the clock after each frame the table draws (only a drawn frame moves the
  // clock), outside React state: an idle table costs nothing
  useEffect(() => {
    const follow = () => {
      if (scrub.current && document.activeElement !== scrub.current)
        scrub.current.value = String(clock.seconds);
      if (time.current) time.current.textContent = `${clock.seconds.toFixed(2)} s`;
    };
    follow();
    return addAfterEffect(follow);
  }, [clock]);
  const set = (change: Partial<ViewOptions>) => onOptions({ ...options, ...change });
  return (
    <section className="playback-bar" aria-label="Replay and view">
      <button type="button" onClick={onReplay} disabled={duration === null} data-testid="replay">
        Replay
      </button>
      <button
        type="button"
        disabled={duration === null}
        onClick={() => {
          clock.paused = !clock.paused;
          invalidate();
        }}
      >
        Pause / play
      </button>
      <label>
        Speed
        <select
          value={options.speed}
          onChange={(e) => {
            clock.speed = Number(e.target.value);
            set({ speed: clock.speed });
          }}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed === 1 ? 'real time' : `${speed}× slow`}
            </option>
          ))}
        </select>
      </label>
      <label className="scrub">
        Time
        <input
          ref={scrub}
          type="range"
          min={0}
          max={scrubEnd(duration)}
          step={SCRUB_STEP}
          disabled={duration === null}
          onChange={(e) => {
            clock.seconds = Math.min(duration ?? 0, Number(e.target.value));
            clock.paused = true;
            invalidate();
          }}
        />
        <output ref={time} />
      </label>
      <label>
        Camera
        <select value={options.camera} onChange={(e) => set({ camera: e.target.value as CameraView })}>
          {CAMERA_VIEWS.map(({ view, label }) => (
            <option key={view} value={view}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={options.trails} onChange={(e) => set({ trails: e.target.checked })} />
        trails
      </label>
      <label>
        <input type="checkbox" checked={options.ghosts} onChange={(e) => set({ ghosts: e.target.checked })} />
        ghosts
      </label>
      <label>
        <input
          type="checkbox"
          checked={options.colliders}
          onChange={(e) => set({ colliders: e.target.checked })}
          data-testid="colliders"
        />
        colliders
      </label>
    </section>
  );
}
