import { CaptainLane, type CaptainWorkerFactory, captainWorkerFactory } from './captainPool';

/**
 * The captain worker that serves the table (decisions) and the sandbox (aim previews): one for the
 * app, started on first use, so that the page never plans or samples on the main thread.
 */
let factory: CaptainWorkerFactory = captainWorkerFactory;
let lane: CaptainLane | null = null;

export function captainService(): CaptainLane {
  lane ??= new CaptainLane(factory());
  return lane;
}

/** Swaps the worker (tests run the captains in-process). */
export function configureCaptainService(next: CaptainWorkerFactory) {
  lane?.worker.terminate();
  lane = null;
  factory = next;
}
