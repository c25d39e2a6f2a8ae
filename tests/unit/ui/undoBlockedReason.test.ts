import { describe, expect, it } from 'vitest';
import { type ActionIntent, actionFor, execute, type GameEvent, type GameState } from '../../../src/engine';
import type { LogEntry } from '../../../src/store/game/gameStore';
import { undoBlocked } from '../../../src/store/game/undoBlocked';
import { undoBlockedReason } from '../../../src/ui/undoBlockedReason';
import { fixtureGame } from '../game/fixtureGame';

/** Plays intents as the store does: each result's events appended to the log. */
function play(game: GameState, intents: ActionIntent[]) {
  let state = game;
  const log: LogEntry[] = [];
  for (const intent of intents) {
    const result = execute(state, actionFor(state, intent));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    log.push(
      ...result.events.map((event: GameEvent) => ({
        seq: log.length + 1,
        round: state.turn?.round ?? 1,
        event,
      })),
    );
  }
  return { state, log };
}

describe('why Undo is unavailable', () => {
  it('after every step is taken back it says there is nothing to undo, not that the undo is a wall', () => {
    const turnTower: ActionIntent = { type: 'turn', piece: 'tower', direction: 'right' };
    const { state, log } = play(fixtureGame(), [turnTower, turnTower, { type: 'undo' }, { type: 'undo' }]);
    expect(state.turn?.undoStack).toEqual([]);
    const reason = undoBlockedReason(undoBlocked(state, log), state.players);
    expect(reason).toBe('Nothing to undo yet this turn.');
    expect(reason).not.toMatch(/takes back/);
  });
});
