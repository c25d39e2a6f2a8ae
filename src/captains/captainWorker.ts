/// <reference lib="webworker" />
/**
 * The computer captains' Web Worker: loads the physics once, then serves decisions, aim previews and
 * arena games (captainApi.ts) off the main thread, through comlink.
 */
import { expose } from 'comlink';
import { initPhysics } from '../physics/rapier';
import { type CaptainApi, captainApi } from './captainApi';

const api: CaptainApi = captainApi(initPhysics());
expose(api);
