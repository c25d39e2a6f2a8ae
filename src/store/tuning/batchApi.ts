import type { Thresholds } from '../../physics/thresholds';
import type { BatchShard, ShardRun } from './batchCore';

/** What a batch worker serves (through comlink): its shard, each call once the physics is loaded. */
export function batchApi(shard: BatchShard, ready: Promise<unknown>) {
  return {
    async run(spec: ShardRun) {
      await ready;
      return shard.run(spec);
    },
    async score(thresholds: Thresholds, reference: Thresholds, variants: boolean) {
      await ready;
      return shard.score(thresholds, reference, variants);
    },
    async curve(field: keyof Thresholds, values: number[], thresholds: Thresholds) {
      await ready;
      return shard.curve(field, values, thresholds);
    },
    async trace(index: number) {
      return shard.trace(index);
    },
    async clear() {
      shard.clear();
    },
  };
}

export type BatchApi = ReturnType<typeof batchApi>;
