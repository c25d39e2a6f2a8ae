import type { ServerClock } from '../../../src/server/serverClock';

/** A server clock moved by hand: what waits on it runs when a test moves it past its time. */
export class HandClock implements ServerClock {
  private waits: { time: number; run: () => void }[] = [];

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  at(time: number, run: () => void): () => void {
    const wait = { time, run };
    this.waits.push(wait);
    // a time already past runs at once, after the caller (as a timer would)
    if (time <= this.time) setImmediate(() => this.runDue());
    return () => {
      this.waits = this.waits.filter((other) => other !== wait);
    };
  }

  advance(ms: number): void {
    this.time += ms;
    this.runDue();
  }

  private runDue(): void {
    const due = this.waits.filter((wait) => wait.time <= this.time);
    this.waits = this.waits.filter((wait) => wait.time > this.time);
    for (const wait of due) wait.run();
  }
}
