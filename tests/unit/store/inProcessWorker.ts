import { expose, wrap } from 'comlink';
import type { WorkerHandle } from '../../../src/store/workers/workerChunks';

/**
 * A worker's api served in-process through comlink over a MessageChannel: the very plumbing the
 * browser's workers use (structured clone, calls overlapping by id), without a Worker.
 */
export function inProcessWorker<Api extends object>(api: Api): WorkerHandle<Api> {
  const { port1, port2 } = new MessageChannel();
  expose(api, port1);
  return {
    api: wrap<Api>(port2),
    terminate: () => {
      port1.close();
      port2.close();
    },
  };
}
