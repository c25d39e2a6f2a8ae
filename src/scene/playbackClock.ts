/**
 * A volley playback's clock, shared by the scene and the DOM controls outside React state: the scene
 * advances it each frame, a scrub bar or "jump to contact" writes it and asks for a frame.
 */
export interface PlaybackClock {
  seconds: number;
  /** 1 real time, 0.1 … 0.5 slow motion. */
  speed: number;
  paused: boolean;
}

export function createClock(speed = 1): PlaybackClock {
  return { seconds: 0, speed, paused: false };
}
