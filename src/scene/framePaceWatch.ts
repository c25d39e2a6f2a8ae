import { useGraphicsStore } from '../store/settings/graphicsStore';
import { lowerMedian } from './framesAreSlow';

/** The latest frames kept for the judgement. */
const KEPT_FRAMES = 12;
/** A gap this long between two drawn frames is the table at rest (frames drawn on demand), not its pace. */
const AT_REST_MS = 1500;
/** The store is told at most this often, and only of a change over a tenth. */
const TELL_EVERY_MS = 1000;

/**
 * Times the table's drawn frames and tells the graphics store how far apart they come (the playback
 * stretches glides on slow frames: glideStretch), from the first frames of the table on, so that the
 * first move is already paced.
 */
export function framePaceWatch(): (now: number) => void {
  const times: number[] = [];
  let told = Number.NEGATIVE_INFINITY;
  return (now) => {
    times.push(now);
    if (times.length > KEPT_FRAMES) times.shift();
    if (now - told < TELL_EVERY_MS) return;
    const gaps = times
      .slice(1)
      .map((time, index) => time - (times[index] as number))
      .filter((gap) => gap < AT_REST_MS);
    if (gaps.length < 2) return;
    const frameMs = lowerMedian(gaps) as number;
    const graphics = useGraphicsStore.getState();
    told = now;
    if (graphics.frameMs === null || Math.abs(frameMs - graphics.frameMs) > graphics.frameMs / 10)
      graphics.framesTimed(frameMs);
  };
}
