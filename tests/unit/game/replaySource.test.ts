import { describe, expect, it } from 'vitest';
import { eventsFor, execute, type GameState, viewFor } from '../../../src/engine';
import { actionReplay, NO_SEAT } from '../../../src/table/replaySource';
import { loggedGame } from './loggedGame';

describe('a kept game replayed action by action', () => {
  const { game, initial, actions } = loggedGame(3, 11, 300);
  const kept = actions.map((action) => ({ action }));

  /** Every position, found the plain way: each action executed once, in order. */
  const states: GameState[] = [initial];
  const eventsAt: ReturnType<typeof execute>[] = [];
  for (const action of actions) {
    const result = execute(states.at(-1) as GameState, action);
    if (!result.ok) throw new Error(result.reason);
    states.push(result.state);
    eventsAt.push(result);
  }

  it('reaches the game as it was played, seen from a seat or from none', () => {
    const replay = actionReplay(initial, kept, 1);
    expect(replay.length).toBe(actions.length + 1);
    expect(replay.stepAt(actions.length).view).toEqual(viewFor(game, 1));
    const table = actionReplay(initial, kept, null).stepAt(actions.length).view;
    expect(table.players.flatMap((player) => player.cards).every((card) => card.destination === null)).toBe(
      true,
    );
  });

  it('jumps anywhere, forward and back, to the position the game was at (seeded order, 200 jumps)', () => {
    const replay = actionReplay(initial, kept, 0);
    let seed = 34;
    for (let jump = 0; jump < 200; jump++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const index = seed % replay.length;
      const step = replay.stepAt(index);
      const state = states[index] as GameState;
      expect(step.view, `jump ${jump} to ${index} (seed 34)`).toEqual(viewFor(state, 0));
      const result = eventsAt[index - 1];
      expect(step.events).toEqual(index === 0 || !result?.ok ? [] : eventsFor(result.events, 0));
    }
  });

  it('says which action does not replay, never shows a made-up position', () => {
    const broken = [...kept];
    broken[20] = { action: { type: 'chooseFirstPlayer', seat: 0 } };
    const replay = actionReplay(initial, broken, NO_SEAT);
    expect(() => replay.stepAt(40)).toThrow(/Action 21 does not replay/);
    expect(() => replay.stepAt(actions.length + 1)).toThrow(/No position/);
  });
});
