import type { VolleyCue } from './volleyCues';

/** A cue given its time on the audio clock. `late`: how far behind its trace time it was scheduled, s. */
export interface ScheduledCue {
  cue: VolleyCue;
  at: number;
  late: number;
}

/** Trace seconds ahead of the shown moment that cues are scheduled: about one slow frame's step. */
export const LOOKAHEAD_S = 0.05;
/** A cue further behind the shown moment than this (the clock was scrubbed past it) stays silent, s. */
export const STALE_S = 0.1;

/**
 * Turns a playback clock into audio-clock times for the cues of one volley: each frame, the cues from
 * the shown moment to a short lookahead are scheduled at `now + (time − shown) / speed`, so a knock
 * sounds when the frame showing it is drawn, at any playback speed. Scrubbing back (or a replay from the
 * start) schedules them again; scrubbing forward past a cue skips it; a paused clock schedules nothing.
 */
export class CueScheduler {
  private next = 0;
  private lastShown = 0;

  constructor(
    readonly cues: readonly VolleyCue[],
    private readonly lookahead = LOOKAHEAD_S,
  ) {}

  /** `shown`: the clock's trace time now; `now`: the audio clock (s). */
  advance(shown: number, speed: number, paused: boolean, now: number): ScheduledCue[] {
    if (shown < this.lastShown) this.next = this.cues.findIndex((cue) => cue.time >= shown);
    if (this.next < 0) this.next = this.cues.length;
    this.lastShown = shown;
    if (paused || !(speed > 0)) return [];
    const out: ScheduledCue[] = [];
    for (let cue = this.cues[this.next]; cue; cue = this.cues[this.next]) {
      if (cue.time > shown + this.lookahead * speed) break;
      this.next++;
      const behind = shown - cue.time;
      if (behind > STALE_S) continue;
      out.push({ cue, at: now + Math.max(0, -behind) / speed, late: Math.max(0, behind) / speed });
    }
    return out;
  }
}
