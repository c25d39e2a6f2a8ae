import { useMemo } from 'react';
import { usePlaybackStore } from '../store/playback/playbackStore';
import { createClock } from './playbackClock';
import { VolleyPlayback } from './VolleyPlayback';

/** The longest step of the game's playback clock in one frame, s. */
const GAME_FRAME_STEP_S = 0.1;

/**
 * The flight of the volley the playback queue plays now: the very trace that was scored, each flight
 * and replay on a fresh clock; its landing is told to the queue, which shows the result. A slow replay's
 * camera follows the cubes.
 */
export function GameFlight() {
  const volley = usePlaybackStore((store) => store.volley);
  const flight = volley?.kind === 'flying' ? volley : null;
  const run = flight?.run ?? 0;
  const speed = flight?.speed ?? 1;
  // a fresh clock for each flight (a replay is a new flight)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the flight's run, not its object
  const clock = useMemo(() => createClock(speed), [run, speed]);
  if (!flight) return null;
  return (
    <VolleyPlayback
      key={run}
      trace={flight.trace}
      clock={clock}
      maxFrameSeconds={GAME_FRAME_STEP_S}
      onDone={usePlaybackStore.getState().land}
      followCubes={flight.replay}
    />
  );
}
