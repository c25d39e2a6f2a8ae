import type { ArenaSpec } from '../../captains/arenaBatch';
import type { CaptainApi } from '../../captains/captainApi';
import type { MatchRecord } from '../../captains/playMatch';
import { shareRapierWith } from '../../physics/rapierWasm';
import { inChunks, type WorkerHandle, workerHandle } from '../workers/workerChunks';

/** A captain worker (captainWorker.ts through comlink), or an in-process stand-in for tests. */
export type CaptainWorker = WorkerHandle<CaptainApi>;
export type CaptainWorkerFactory = () => CaptainWorker;

/** Games handed to a worker at a time by the balance pool: a few, so that cancel answers quickly. */
export const GAMES_CHUNK = 2;

/**
 * Computer-vs-computer games of an arena batch over several workers (the Game balance panel): chunks
 * of game indices handed out as workers come free; each record is kept by its index, so the figures
 * never depend on how many workers there were (the same ones as `npm run arena` for the same spec).
 */
export class GamesPool {
  private workers: CaptainWorker[] = [];
  private cancelled = false;
  private nextBatch = 1;
  /** The chunk each worker is playing, to cancel it. */
  private readonly running = new Map<CaptainWorker, number>();

  constructor(
    private readonly factory: CaptainWorkerFactory,
    readonly size: number,
  ) {}

  async run(
    spec: ArenaSpec,
    onRecord: (index: number, record: MatchRecord) => void,
  ): Promise<{ cancelled: boolean }> {
    while (this.workers.length < this.size) this.workers.push(this.factory());
    this.cancelled = false;
    await inChunks(
      this.workers,
      spec.games,
      GAMES_CHUNK,
      () => this.cancelled,
      async (worker, from, to) => {
        const batch = this.nextBatch++;
        this.running.set(worker, batch);
        const played = await worker.api.playGames(spec, from, to, batch);
        this.running.delete(worker);
        for (const { index, record } of played.records) onRecord(index, record);
      },
    );
    return { cancelled: this.cancelled };
  }

  /** Stops handing out games and tells each worker to stop after the game it is playing. */
  cancel() {
    this.cancelled = true;
    for (const [worker, batch] of this.running) void worker.api.cancel(batch);
  }

  dispose() {
    this.cancel();
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
  }
}

/** The browser's captain worker (Vite bundles it with the physics). */
export const captainWorkerFactory: CaptainWorkerFactory = () =>
  workerHandle<CaptainApi>(
    shareRapierWith(
      new Worker(new URL('../../captains/captainWorker.ts', import.meta.url), {
        type: 'module',
        name: 'captain',
      }),
    ),
  );
