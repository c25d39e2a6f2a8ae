/** A frame longer than this (under 24 frames a second) is slow. */
export const SLOW_FRAME_MS = 1000 / 24;
/** How far back the judgement looks, and how long frames must be watched before it is made. */
export const LOOK_BACK_MS = 3000;

/**
 * Whether frames come too slowly to keep fancy graphics, from the times of the frames drawn so far
 * (ascending, the first one at mount). Judged by time, not by a count of frames: at a frame every
 * 3 s, a count of frames takes minutes to fill (drei's PerformanceMonitor needs two frames for each
 * of its samples). The first interval holds the loading and is not counted; the lower median of the
 * intervals that ended in the last LOOK_BACK_MS (at least the last two) decides, so one long hitch
 * among quick frames is not slow, and two long frames in a row are.
 */
export function framesAreSlow(times: readonly number[]): boolean {
  const counted = times.slice(1);
  const last = counted.at(-1);
  const first = counted[0];
  if (last === undefined || first === undefined || last - first < LOOK_BACK_MS) return false;
  const intervals: number[] = [];
  for (let index = counted.length - 1; index > 0; index -= 1) {
    const end = counted[index] as number;
    if (intervals.length >= 2 && last - end > LOOK_BACK_MS) break;
    intervals.push(end - (counted[index - 1] as number));
  }
  return (lowerMedian(intervals) as number) > SLOW_FRAME_MS;
}

/** The lower median of some durations (a long hitch among quick ones does not move it); null if none. */
export function lowerMedian(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}
