/** The time a table's clock reads and waits on: the system's in a server, a hand-moved one in tests. */
export interface ServerClock {
  now(): number;
  /** Runs `run` once the clock reads `time` (ms since the epoch) or later; returns a cancel. */
  at(time: number, run: () => void): () => void;
}

/** setTimeout waits at most 2^31 - 1 ms (about 24.8 days): a later time waits again from there. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

export const systemClock: ServerClock = {
  now: () => Date.now(),
  at(time, run) {
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = time - Date.now();
      if (left <= 0) return run();
      timer = setTimeout(wait, Math.min(left, LONGEST_WAIT_MS));
    };
    timer = setTimeout(wait, Math.max(0, Math.min(time - Date.now(), LONGEST_WAIT_MS)));
    return () => clearTimeout(timer);
  },
};
