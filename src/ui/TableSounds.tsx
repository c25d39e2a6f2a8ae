import { useEffect, useRef } from 'react';
import { CUE_GAP_S, tableCuesOf } from '../scene/sound/tableCueFor';
import { tableSound } from '../scene/sound/tableSound';
import { useGameStore } from '../store/gameStore';
import { shownLog } from '../store/shownLog';
import { useVolleyStore } from '../store/volleyStore';

/**
 * The table's sounds for what the players see happen: coins into the hold, a curse, a turn passing.
 * It reads the log as shown (a volley's result sounds when its cubes come down), from what happens
 * after the screen opened; an undo is silent.
 */
export function TableSounds() {
  const log = useGameStore((store) => store.log);
  const stage = useVolleyStore((store) => store.stage);
  const shown = shownLog(log, stage);
  const heard = useRef(log.at(-1)?.seq ?? 0);
  useEffect(() => {
    const newest = shown.at(-1)?.seq ?? 0;
    if (newest > heard.current) {
      const fresh = shown.filter((entry) => entry.seq > heard.current).map((entry) => entry.event);
      const now = tableSound.now();
      if (now !== null)
        tableCuesOf(fresh).forEach((cue, index) => {
          tableSound.playTableCue(cue, now + index * CUE_GAP_S);
        });
    }
    heard.current = newest;
  }, [shown]);
  return null;
}
