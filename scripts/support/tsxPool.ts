import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * A piscina pool whose workers run the TypeScript module at `module` (its default export answers each
 * task) under tsx. `data` reaches the workers as `workerData` (with `module` added).
 */
export function tsxPool(module: URL, data: object, threads = availableParallelism()): Piscina {
  return new Piscina({
    filename: new URL('./tsxWorker.mjs', import.meta.url).href,
    workerData: { ...data, module: module.href },
    minThreads: Math.max(1, threads),
    maxThreads: Math.max(1, threads),
  });
}
