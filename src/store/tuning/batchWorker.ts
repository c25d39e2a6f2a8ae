/// <reference lib="webworker" />
/**
 * A batch Web Worker: loads the physics once, then serves its shard (batchCore.ts) to the pool through
 * comlink. One per core; results are merged by volley index, never by worker.
 */
import { expose } from 'comlink';
import { initPhysics } from '../../physics/rapier';
import { type BatchApi, batchApi } from './batchApi';
import { BatchShard } from './batchCore';

const api: BatchApi = batchApi(new BatchShard(), initPhysics());
expose(api);
