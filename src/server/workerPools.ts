import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ServerTask, ServerTaskResult } from './serverTask';

const WORKER = new URL('./serverWorker.mjs', import.meta.url).href;

/**
 * The server's worker threads: volleys on all cores but one (each is independent), computer captains on
 * one thread of their own so that a captain's plan memory stays where its next decision runs.
 */
export class WorkerPools {
  private readonly volleys: Piscina<ServerTask, ServerTaskResult>;
  private readonly captains: Piscina<ServerTask, ServerTaskResult>;

  constructor(volleyThreads = Math.max(1, availableParallelism() - 1)) {
    this.volleys = new Piscina({
      filename: WORKER,
      minThreads: 1,
      maxThreads: volleyThreads,
      idleTimeout: 60_000,
    });
    this.captains = new Piscina({ filename: WORKER, minThreads: 1, maxThreads: 1, idleTimeout: 60_000 });
  }

  /** Volleys waiting for a thread. */
  get volleysQueued(): number {
    return this.volleys.queueSize;
  }

  /**
   * Resolves once each pool's first thread has started (tsx, the server's modules, Rapier): seconds on
   * a busy machine, which the server waits for before it listens rather than in its first request.
   */
  async warm(): Promise<void> {
    await Promise.all([this.volleys.run({ kind: 'warm' }), this.captains.run({ kind: 'warm' })]);
  }

  run(task: ServerTask): Promise<ServerTaskResult> {
    return (task.kind === 'volley' ? this.volleys : this.captains).run(task);
  }

  async close(): Promise<void> {
    await Promise.all([this.volleys.destroy(), this.captains.destroy()]);
  }
}
