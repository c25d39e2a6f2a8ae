/// <reference lib="webworker" />
/**
 * The computer captains' Web Worker: loads the physics once, then answers decide, aimPreview and
 * playGames requests (captainProtocol.ts) off the main thread. One estimator memo for all of them.
 */
import { initPhysics } from '../physics/rapier';
import { aimPreview } from './aim';
import { matchOptionsFor } from './arenaBatch';
import type { CaptainReply, CaptainRequest } from './captainProtocol';
import { decide, sharedEstimator } from './decide';
import { CaptainMemory } from './memory';
import { playMatch } from './playMatch';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const ready = initPhysics();
void ready.then(() => post({ type: 'ready' }));
const memories = new Map<string, CaptainMemory>();
const cancelled = new Set<number>();
/** Messages wait here so that a cancel can overtake a running batch between two games. */
const queue: CaptainRequest[] = [];
let busy = false;

const post = (reply: CaptainReply) => scope.postMessage(reply);
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function handle(request: CaptainRequest): Promise<void> {
  switch (request.type) {
    case 'decide': {
      let memory: CaptainMemory | undefined;
      if (request.memory) {
        memory = memories.get(request.memory) ?? new CaptainMemory();
        memories.set(request.memory, memory);
      }
      const started = performance.now();
      const intent = decide(
        request.view,
        request.level,
        request.seed,
        request.thresholds,
        sharedEstimator,
        memory,
      );
      post({ type: 'decided', id: request.id, intent, ms: performance.now() - started });
      return;
    }
    case 'aimPreview':
      post({
        type: 'preview',
        id: request.id,
        estimates: aimPreview(request.input, request.thresholds, sharedEstimator, request.options),
      });
      return;
    case 'playGames': {
      for (let index = request.from; index < request.to; index++) {
        await yieldToMessages();
        if (cancelled.has(request.id)) break;
        post({
          type: 'game',
          id: request.id,
          index,
          record: playMatch(matchOptionsFor(request.spec, index)),
        });
      }
      post({ type: 'gamesDone', id: request.id, cancelled: cancelled.delete(request.id) });
      return;
    }
    case 'cancel':
      return;
    case 'forget':
      memories.delete(request.memory);
      return;
    default: {
      const never: never = request;
      throw new Error(`Unknown request ${JSON.stringify(never)}`);
    }
  }
}

async function drain(): Promise<void> {
  if (busy) return;
  busy = true;
  await ready;
  while (queue.length > 0) {
    const request = queue.shift() as CaptainRequest;
    try {
      await handle(request);
    } catch (error) {
      post({ type: 'error', id: 'id' in request ? request.id : -1, message: (error as Error).message });
    }
  }
  busy = false;
}

scope.onmessage = (event: MessageEvent<CaptainRequest>) => {
  if (event.data.type === 'cancel') cancelled.add(event.data.id);
  else queue.push(event.data);
  void drain();
};
