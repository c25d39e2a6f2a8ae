/// <reference lib="webworker" />
/**
 * A batch Web Worker: loads the physics once, then answers the pool's requests in order
 * (see batchProtocol.ts). One per core; results are merged by volley index, never by worker.
 */
import { initPhysics } from '../physics/rapier';
import { BatchShard } from './batchCore';
import type { BatchReply, BatchRequest } from './batchProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const shard = new BatchShard();
const ready = initPhysics();

scope.onmessage = async (event: MessageEvent<BatchRequest>) => {
  let reply: BatchReply;
  try {
    await ready;
    reply = shard.handle(event.data);
  } catch (error) {
    reply = { type: 'error', message: (error as Error).message };
  }
  scope.postMessage(reply);
};
