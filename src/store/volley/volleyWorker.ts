/// <reference lib="webworker" />
/**
 * The game's volley Web Worker: flies and scores the volley struck on the table, off the main thread, so
 * the screen keeps drawing from the release of the lever to the landing of the cubes.
 */
import { expose } from 'comlink';
import { initPhysics } from '../../physics/rapier';
import { traceHash } from '../../physics/traceHash';
import { type FiredVolley, fire, fireInput } from '../../table/fire';

const ready = initPhysics();

const api = {
  async fire(...args: Parameters<typeof fire>): Promise<FiredVolley> {
    await ready;
    return fire(...args);
  },
  /** A remote table's volley, flown again from the server's input; with the trace's hash to compare. */
  async replay(...args: Parameters<typeof fireInput>): Promise<ReplayedVolley> {
    await ready;
    const fired = fireInput(...args);
    return { ...fired, hash: traceHash(fired.trace) };
  },
};

export interface ReplayedVolley extends FiredVolley {
  hash: string;
}

export type VolleyWorkerApi = typeof api;

expose(api);
