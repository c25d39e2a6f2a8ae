import { useCallback, useMemo } from 'react';
import type { VolleyTrace } from '../../physics/traceTypes';
import type { PlaybackClock } from '../playbackClock';
import { CueScheduler } from './cueScheduler';
import { tableSound } from './tableSound';
import { volleyCues } from './volleyCues';

/**
 * The sounds of a volley being played back: call the returned function each frame, after the clock
 * moved. The cues come from the trace, so the first flight and every replay sound the same.
 */
export function useVolleySound(trace: VolleyTrace): (clock: PlaybackClock) => void {
  const scheduler = useMemo(() => new CueScheduler(volleyCues(trace)), [trace]);
  return useCallback(
    (clock: PlaybackClock) => {
      const now = tableSound.now();
      // before the first gesture nothing sounds, but the cues still pass (no burst once it wakes)
      const due = scheduler.advance(clock.seconds, clock.speed, clock.paused, now ?? 0);
      if (now === null) return;
      for (const { cue, at, late } of due) tableSound.playVolleyCue(cue, at, late);
    },
    [scheduler],
  );
}
