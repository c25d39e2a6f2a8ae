/**
 * Worker of `npm run arena` (a piscina task): plays game `index` of an arena batch and returns its
 * match record. The pool loads it under the tsx loader the CLI runs with.
 */
import { type ArenaSpec, matchOptionsFor } from '../src/captains/arenaBatch';
import { type MatchRecord, playMatch } from '../src/captains/playMatch';
import { initPhysics } from '../src/physics/rapier';

/** One game of a batch, by index: the record depends on (spec, index) only. */
export interface ArenaJob {
  spec: ArenaSpec;
  index: number;
}

const ready = initPhysics();

export default async function playArenaGame(job: ArenaJob): Promise<MatchRecord> {
  await ready;
  return playMatch(matchOptionsFor(job.spec, job.index));
}
