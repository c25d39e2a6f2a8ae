import type { AimPreviewOptions } from '../captains/aim';
import type { AimEstimate } from '../captains/aimEstimator';
import type { ArenaSpec } from '../captains/arenaBatch';
import type { CaptainReply, CaptainRequest } from '../captains/captainProtocol';
import type { CaptainIntent } from '../captains/intent';
import type { LevelId } from '../captains/levels';
import type { MatchRecord } from '../captains/playMatch';
import type { GameView } from '../engine';
import { shareRapierWith } from '../physics/rapierWasm';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyInput } from '../physics/volleyInput';

/** What a lane needs of a worker: a Web Worker running captainWorker.ts, or an in-process stand-in. */
export interface CaptainWorkerLike {
  postMessage(request: CaptainRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<CaptainReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type CaptainWorkerFactory = () => CaptainWorkerLike;

/** Games handed to a worker at a time by the balance pool: a few, so that cancel answers quickly. */
export const GAMES_CHUNK = 2;

type Listener = { onReply: (reply: CaptainReply) => boolean; onError: (error: Error) => void };

/** One captain worker; replies are routed by the id they repeat, so requests may overlap. */
export class CaptainLane {
  private nextId = 1;
  private readonly listeners = new Map<number, Listener>();

  constructor(readonly worker: CaptainWorkerLike) {
    worker.onmessage = (event) => {
      const reply = event.data;
      if (reply.type === 'ready') return;
      const listener = this.listeners.get(reply.id);
      if (!listener) return;
      if (reply.type === 'error') {
        this.listeners.delete(reply.id);
        listener.onError(new Error(reply.message));
      } else if (listener.onReply(reply)) this.listeners.delete(reply.id);
    };
    worker.onerror = (event) => {
      const error = new Error(event.message || 'a captain worker failed');
      for (const listener of this.listeners.values()) listener.onError(error);
      this.listeners.clear();
    };
  }

  /** Sends a request; `onReply` returns true on the reply that ends it. */
  send(
    build: (id: number) => CaptainRequest,
    onReply: Listener['onReply'],
  ): { id: number; done: Promise<void> } {
    const id = this.nextId++;
    const done = new Promise<void>((resolve, reject) => {
      this.listeners.set(id, {
        onReply: (reply) => {
          const finished = onReply(reply);
          if (finished) resolve();
          return finished;
        },
        onError: reject,
      });
    });
    this.worker.postMessage(build(id));
    return { id, done };
  }

  decide(view: GameView, level: LevelId, seed: number, thresholds: Thresholds, memory?: string) {
    let decided: { intent: CaptainIntent; ms: number } | null = null;
    const { done } = this.send(
      (id) => ({ type: 'decide', id, view, level, seed, thresholds, memory }),
      (reply) => {
        if (reply.type !== 'decided') return false;
        decided = { intent: reply.intent, ms: reply.ms };
        return true;
      },
    );
    return done.then(() => decided as unknown as { intent: CaptainIntent; ms: number });
  }

  aimPreview(
    input: VolleyInput,
    thresholds: Thresholds,
    options?: AimPreviewOptions,
  ): Promise<AimEstimate[]> {
    let estimates: AimEstimate[] = [];
    const { done } = this.send(
      (id) => ({ type: 'aimPreview', id, input, thresholds, options }),
      (reply) => {
        if (reply.type !== 'preview') return false;
        estimates = reply.estimates;
        return true;
      },
    );
    return done.then(() => estimates);
  }

  forget(memory: string) {
    this.worker.postMessage({ type: 'forget', memory });
  }
}

/**
 * Computer-vs-computer games of an arena batch over several workers (the Game balance panel): chunks
 * of game indices handed out as workers come free; each record is kept by its index, so the figures
 * never depend on how many workers there were (the same ones as `npm run arena` for the same spec).
 */
export class GamesPool {
  private lanes: CaptainLane[] = [];
  private cancelled = false;
  private readonly running = new Map<CaptainLane, number>();

  constructor(
    private readonly factory: CaptainWorkerFactory,
    readonly size: number,
  ) {}

  async run(
    spec: ArenaSpec,
    onRecord: (index: number, record: MatchRecord) => void,
  ): Promise<{ cancelled: boolean }> {
    while (this.lanes.length < this.size) this.lanes.push(new CaptainLane(this.factory()));
    this.cancelled = false;
    let next = 0;
    await Promise.all(
      this.lanes.map(async (lane) => {
        while (!this.cancelled && next < spec.games) {
          const from = next;
          const to = Math.min(spec.games, from + GAMES_CHUNK);
          next = to;
          const request = lane.send(
            (id) => ({ type: 'playGames', id, spec, from, to }),
            (reply) => {
              if (reply.type === 'game') onRecord(reply.index, reply.record);
              return reply.type === 'gamesDone';
            },
          );
          this.running.set(lane, request.id);
          await request.done;
          this.running.delete(lane);
        }
      }),
    );
    return { cancelled: this.cancelled };
  }

  /** Stops handing out games and tells each worker to stop after the game it is playing. */
  cancel() {
    this.cancelled = true;
    for (const [lane, id] of this.running) lane.worker.postMessage({ type: 'cancel', id });
  }

  dispose() {
    this.cancel();
    for (const lane of this.lanes) lane.worker.terminate();
    this.lanes = [];
  }
}

/** The browser's captain worker (Vite bundles it with the physics). */
export const captainWorkerFactory: CaptainWorkerFactory = () =>
  shareRapierWith(
    new Worker(new URL('../captains/captainWorker.ts', import.meta.url), {
      type: 'module',
      name: 'captain',
    }),
  ) as unknown as CaptainWorkerLike;
