import { useEffect, useMemo, useRef } from 'react';
import { CUE_GAP_S, tableCuesOf } from '../scene/sound/tableCueFor';
import { tableSound } from '../scene/sound/tableSound';
import { useGameStore } from '../store/game/gameStore';
import { usePlaybackStore } from '../store/playback/playbackStore';

/**
 * The table's sounds for what the players see happen: coins into the hold, a curse, a turn passing.
 * It reads the log as the table has played it (a volley's result sounds when its cubes come down), from what happens
 * after the screen opened; an undo is silent. At a remote table the turn notice (OnlineScreen) sounds
 * this seat's turn instead.
 */
export function TableSounds() {
  const log = useGameStore((store) => store.log);
  const remoteSeat = useGameStore((store) => store.remote?.seat ?? null);
  const shownLength = usePlaybackStore((store) => store.shownLog);
  const shown = useMemo(() => log.slice(0, shownLength), [log, shownLength]);
  const heard = useRef(log.at(-1)?.seq ?? 0);
  useEffect(() => {
    const newest = shown.at(-1)?.seq ?? 0;
    if (newest > heard.current) {
      const fresh = shown
        .filter((entry) => entry.seq > heard.current)
        .map((entry) => entry.event)
        // at a remote table the turn coming to this device's seat has a cue of its own (the turn notice)
        .filter(
          (event) => !(remoteSeat !== null && event.type === 'turnStarted' && event.seat === remoteSeat),
        );
      const now = tableSound.now();
      if (now !== null)
        tableCuesOf(fresh).forEach((cue, index) => {
          tableSound.playTableCue(cue, now + index * CUE_GAP_S);
        });
    }
    heard.current = newest;
  }, [shown, remoteSeat]);
  return null;
}
