import { type Remote, wrap } from 'comlink';
import { shareRapierWith } from '../../physics/rapierWasm';
import type { FiredVolley, fire, fireInput } from '../../table/fire';
import type { ReplayedVolley, VolleyWorkerApi } from './volleyWorker';

/** Who flies the game's volleys: a Web Worker in the browser, this thread in Node (tests) or as a fallback. */
export interface VolleyService {
  fire: (...args: Parameters<typeof fire>) => Promise<FiredVolley>;
  /** Flies a remote table's volley again from the server's input (its seed), with the trace's hash. */
  replay: (...args: Parameters<typeof fireInput>) => Promise<ReplayedVolley>;
}

/** In this thread: the physics loaded on first use (tests, or a browser whose worker failed). */
export const inProcessVolleys: VolleyService = {
  async fire(...args) {
    const [{ initPhysics }, table] = await Promise.all([
      import('../../physics/rapier'),
      import('../../table/fire'),
    ]);
    await initPhysics();
    return table.fire(...args);
  },
  async replay(...args) {
    const [{ initPhysics }, { traceHash }, table] = await Promise.all([
      import('../../physics/rapier'),
      import('../../physics/traceHash'),
      import('../../table/fire'),
    ]);
    await initPhysics();
    const fired = table.fireInput(...args);
    return { ...fired, hash: traceHash(fired.trace) };
  },
};

/** In the volley worker, through comlink; a worker that fails hands the volley to this thread instead. */
function workerVolleys(): VolleyService {
  let remote: Remote<VolleyWorkerApi> | null = null;
  // comlink answers nothing when the worker itself fails to load: its error event ends the wait instead
  let failed: Promise<never> | null = null;
  const connect = (): Remote<VolleyWorkerApi> => {
    if (!remote) {
      const worker = shareRapierWith(
        new Worker(new URL('./volleyWorker.ts', import.meta.url), { type: 'module', name: 'volley' }),
      );
      failed = new Promise((_, reject) =>
        worker.addEventListener('error', () => reject(new Error('the volley worker failed'))),
      );
      failed.catch(() => undefined);
      remote = wrap<VolleyWorkerApi>(worker);
    }
    return remote;
  };
  return {
    async fire(...args) {
      try {
        return await Promise.race([connect().fire(...args), failed as Promise<never>]);
      } catch {
        return inProcessVolleys.fire(...args);
      }
    },
    async replay(...args) {
      try {
        return await Promise.race([connect().replay(...args), failed as Promise<never>]);
      } catch {
        return inProcessVolleys.replay(...args);
      }
    },
  };
}

/** The volley service for this page: the worker in a browser, this thread elsewhere (Node). */
export function pageVolleys(): VolleyService {
  return typeof Worker === 'function' && typeof window === 'object' ? workerVolleys() : inProcessVolleys;
}
