/// <reference lib="webworker" />
/**
 * The game's volley Web Worker: flies and scores the volley struck on the table, off the main thread, so
 * the screen keeps drawing from the release of the lever to the landing of the cubes.
 */
import { expose } from 'comlink';
import { initPhysics } from '../physics/rapier';
import { type FiredVolley, fire } from '../table/fire';

const ready = initPhysics();

const api = {
  async fire(...args: Parameters<typeof fire>): Promise<FiredVolley> {
    await ready;
    return fire(...args);
  },
};

export type VolleyWorkerApi = typeof api;

expose(api);
