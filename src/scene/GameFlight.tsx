import { useMemo } from 'react';
import { useVolleyStore } from '../store/volley/volleyStore';
import { createClock } from './playbackClock';
import { VolleyPlayback } from './VolleyPlayback';

/** The longest step of the game's playback clock in one frame, s. */
const GAME_FRAME_STEP_S = 0.1;

/**
 * The volley's flight on the game table, as the volley store has it: the very trace that was scored,
 * each flight and replay on a fresh clock; its landing is told to the store.
 */
export function GameFlight() {
  const stage = useVolleyStore((store) => store.stage);
  const flights = useVolleyStore((store) => store.flights);
  const trace = stage.kind === 'flying' ? stage.trace : null;
  const speed = stage.kind === 'flying' ? stage.speed : 1;
  // a fresh clock for each flight (a replay is a new flight)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the flight's count, not its object
  const clock = useMemo(() => createClock(speed), [flights, speed]);
  if (!trace) return null;
  return (
    <VolleyPlayback
      key={flights}
      trace={trace}
      clock={clock}
      maxFrameSeconds={GAME_FRAME_STEP_S}
      onDone={useVolleyStore.getState().landed}
    />
  );
}
