import { type Remote, wrap } from 'comlink';
import { shareRapierWith } from '../physics/rapierWasm';
import type { FiredVolley, fire } from '../table/fire';
import type { VolleyWorkerApi } from './volleyWorker';

/** Who flies the game's volleys: a Web Worker in the browser, this thread in Node (tests) or as a fallback. */
export interface VolleyService {
  fire: (...args: Parameters<typeof fire>) => Promise<FiredVolley>;
}

/** In this thread: the physics loaded on first use (tests, or a browser whose worker failed). */
export const inProcessVolleys: VolleyService = {
  async fire(...args) {
    const [{ initPhysics }, table] = await Promise.all([
      import('../physics/rapier'),
      import('../table/fire'),
    ]);
    await initPhysics();
    return table.fire(...args);
  },
};

/** In the volley worker, through comlink; a worker that fails hands the volley to this thread instead. */
function workerVolleys(): VolleyService {
  let remote: Remote<VolleyWorkerApi> | null = null;
  // comlink answers nothing when the worker itself fails to load: its error event ends the wait instead
  let failed: Promise<never> | null = null;
  return {
    async fire(...args) {
      try {
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
        return await Promise.race([remote.fire(...args), failed as Promise<never>]);
      } catch {
        return inProcessVolleys.fire(...args);
      }
    },
  };
}

let service: VolleyService | null = null;

/** The volley service of this page (created on the first volley). */
export function volleyService(): VolleyService {
  service ??= typeof Worker === 'function' && typeof window === 'object' ? workerVolleys() : inProcessVolleys;
  return service;
}

/** Replaces the service (tests hold a volley in flight, or fly it in this thread). */
export function setVolleyService(next: VolleyService | null) {
  service = next;
}
