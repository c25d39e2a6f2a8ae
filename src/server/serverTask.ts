import { decide, sharedEstimator } from '../captains/decide';
import type { CaptainIntent } from '../captains/intent';
import type { LevelId } from '../captains/levels';
import { CaptainMemory } from '../captains/memory';
import type { GameView, VolleyOutcome } from '../engine';
import { initPhysics } from '../physics/rapier';
import { scoreVolley } from '../physics/scoreVolley';
import { simulateVolley } from '../physics/simulateVolley';
import { DEFAULT_THRESHOLDS } from '../physics/thresholds';
import { traceHash } from '../physics/traceHash';
import type { VolleyInput } from '../physics/volleyInput';

/** Work the game server sends to its worker threads (piscina), never done on a room's event loop. */
export type ServerTask =
  | { kind: 'volley'; input: VolleyInput }
  /** A computer captain's next intent from its seat's view; `memory` names its plan memory in this thread. */
  | { kind: 'decide'; view: GameView; level: LevelId; seed: number; memory: string }
  /** Nothing but the thread's start (its modules and Rapier), done before the server takes requests. */
  | { kind: 'warm' };

export type ServerTaskResult =
  | { kind: 'volley'; outcome: VolleyOutcome; hash: string }
  | { kind: 'decide'; intent: CaptainIntent }
  | { kind: 'warm' };

const ready = initPhysics();
/** Plan memories by table and seat; the captains' pool has one thread, so each captain finds its own. */
const memories = new Map<string, CaptainMemory>();
const MEMORIES_KEPT = 256;

export async function runTask(task: ServerTask): Promise<ServerTaskResult> {
  await ready;
  switch (task.kind) {
    case 'volley': {
      const trace = simulateVolley(task.input);
      return {
        kind: 'volley',
        outcome: scoreVolley(trace, DEFAULT_THRESHOLDS).outcome,
        hash: traceHash(trace),
      };
    }
    case 'decide': {
      let memory = memories.get(task.memory);
      if (!memory) {
        if (memories.size >= MEMORIES_KEPT) memories.delete(memories.keys().next().value as string);
        memory = new CaptainMemory();
        memories.set(task.memory, memory);
      }
      const intent = decide(task.view, task.level, task.seed, DEFAULT_THRESHOLDS, sharedEstimator, memory);
      return { kind: 'decide', intent };
    }
    case 'warm':
      return { kind: 'warm' };
    default: {
      const never: never = task;
      throw new Error(`Unknown task ${JSON.stringify(never)}`);
    }
  }
}
