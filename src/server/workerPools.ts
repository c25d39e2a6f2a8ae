import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ServerTask, ServerTaskResult } from './serverTask';
import { workerBundle } from './workerBundle';

/** How long a thread beyond the pools' minimum waits for work before it leaves, its memory with it. */
const IDLE_MS = 60_000;

/** Volley threads by default: all cores but one, at most 4 (each thread is ~30 MiB resident). */
export const defaultVolleyThreads = () => Math.min(4, Math.max(1, availableParallelism() - 1));

/**
 * The server's worker threads: volleys on up to `volleyThreads` (each is independent; one is always
 * started, more start under load and leave when idle), computer captains on one thread of their own so
 * that a captain's plan memory stays where its next decision runs. The captains' thread starts when a
 * table seats a computer (`expectCaptains`) or its first decision, and leaves after a minute without one
 * (a plan memory lasts only within a turn, whose decisions follow one another).
 */
export class WorkerPools {
  private closed = false;

  private constructor(
    private readonly volleys: Piscina<ServerTask, ServerTaskResult>,
    private readonly captains: Piscina<ServerTask, ServerTaskResult>,
  ) {}

  static async start(volleyThreads = defaultVolleyThreads(), idleMs = IDLE_MS): Promise<WorkerPools> {
    // the threads run the bundle, not the TypeScript source: no tsx in them (execArgv: [])
    const common = { filename: await workerBundle(), name: 'runTask', execArgv: [], idleTimeout: idleMs };
    return new WorkerPools(
      new Piscina({ ...common, minThreads: 1, maxThreads: volleyThreads }),
      new Piscina({ ...common, minThreads: 0, maxThreads: 1 }),
    );
  }

  /** The threads started now in each pool. */
  threads(): { volleys: number; captains: number } {
    return { volleys: this.volleys.threads.length, captains: this.captains.threads.length };
  }

  /** Volleys waiting for a thread. */
  get volleysQueued(): number {
    return this.volleys.queueSize;
  }

  /**
   * Resolves once the first volley thread has started (its modules and Rapier): a second or so on a busy
   * machine, which the server waits for before it listens rather than in a player's first volley.
   */
  async warm(): Promise<void> {
    await this.volleys.run({ kind: 'warm' });
  }

  /** A table seats a computer captain: the captains' thread starts now, not in its first decision. */
  expectCaptains(): void {
    // a thread that fails to start fails the first decision too, which reports it
    this.captains.run({ kind: 'warm' }).catch(() => undefined);
  }

  run(task: ServerTask): Promise<ServerTaskResult> {
    return (task.kind === 'volley' ? this.volleys : this.captains).run(task);
  }

  /** The server is stopping: work still running is cut off by design, not failing. */
  get closing(): boolean {
    return this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.volleys.destroy(), this.captains.destroy()]);
  }
}
