import type { CaptainApi } from '../../captains/captainApi';
import type { WorkerHandle } from '../workers/workerChunks';
import { type CaptainWorker, captainWorkerFactory } from './captainPool';

/**
 * The captain worker that serves the table (decisions) and the sandbox (aim previews): one for the
 * app, started on first use, so that the page never plans or samples on the main thread.
 */
let worker: CaptainWorker | null = null;

export function captainService(): WorkerHandle<CaptainApi>['api'] {
  worker ??= captainWorkerFactory();
  return worker.api;
}
