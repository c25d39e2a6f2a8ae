import type { LogEntry } from './gameStore';
import type { VolleyStage } from './volleyStore';

let last: { log: LogEntry[]; upTo: number; shown: LogEntry[] } | null = null;

/**
 * The log as the players may read it now: during a volley's first flight its result is held back
 * until the cubes come down (the state is already resolved, the table still shows it before).
 */
export function shownLog(log: LogEntry[], stage: VolleyStage): LogEntry[] {
  if (stage.kind !== 'flying' || stage.logBefore === null) return log;
  const upTo = stage.logBefore;
  if (last?.log !== log || last.upTo !== upTo) last = { log, upTo, shown: log.slice(0, upTo) };
  return last.shown;
}
