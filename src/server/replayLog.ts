import { type Action, createGame, execute, type GameEvent, type GameState } from '../engine';
import type { LoggedAction } from './database';

/**
 * The game a table's action log leads to, replayed through the engine alone (volleys by their logged
 * outcome): what the stored state must equal. Null when the log is empty or an entry is refused.
 */
export function replayLog(log: readonly LoggedAction[]): GameState | null {
  return replayWithEvents(log)?.state ?? null;
}

/** The replay of a table's action log with every event on the way (what a device joining late has missed). */
export function replayWithEvents(
  log: readonly LoggedAction[],
): { state: GameState; events: GameEvent[] } | null {
  let state: GameState | null = null;
  const events: GameEvent[] = [];
  for (const entry of log) {
    if (entry.type === 'start') {
      state = createGame({ names: entry.names, seed: entry.seed });
      continue;
    }
    if (!state) return null;
    const result = execute(state, entry.action as unknown as Action);
    if (!result.ok) return null;
    state = result.state;
    events.push(...result.events);
  }
  return state ? { state, events } : null;
}
