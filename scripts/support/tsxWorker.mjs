/**
 * A piscina worker that runs a TypeScript module under tsx (Node 20 ignores `--import tsx` in a
 * worker's execArgv): registers tsx's ESM loader, then hands piscina the module's default export.
 * The module is named by `workerData.module` (a file URL); see `tsxPool` in tsxPool.ts.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const loaded = await import(workerData.module);
export default loaded.default;
