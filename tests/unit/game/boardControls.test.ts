import { describe, expect, it } from 'vitest';
import { actionFor, execute, neighborOf } from '../../../src/engine';
import { moveTargetsOf } from '../../../src/store/game/gameSelectors';
import { undoBlocked } from '../../../src/store/game/undoBlocked';
import { turnHandlesFor } from '../../../src/ui/turnHandlesFor';
import { undoBlockedReason } from '../../../src/ui/undoBlockedReason';
import { fixtureGame } from './fixtureGame';

describe('the board controls offer exactly what the engine allows', () => {
  it('M1: the selected own ship is offered the space ahead of it, an opponent ship nothing', () => {
    const game = fixtureGame();
    const pose = game.ships.red;
    if (!pose) throw new Error('no red ship');
    const targets = moveTargetsOf(game, { kind: 'ship', ship: 'red' });
    expect(targets.map((target) => target.hex)).toContain(neighborOf(pose.hex, pose.facing));
    expect(targets.every((target) => execute(game, actionFor(game, target.action)).ok)).toBe(true);
    expect(moveTargetsOf(game, { kind: 'ship', ship: 'yellow' })).toEqual([]);
  });

  it('M2: the Kraken is offered only free neighbouring spaces the engine accepts', () => {
    const game = fixtureGame();
    const targets = moveTargetsOf(game, { kind: 'kraken' });
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets)
      expect(execute(game, actionFor(game, target.action)).ok, target.hex).toBe(true);
  });

  it('M5: turn handles turn your ship and the tower, and show no handles on an opponent ship', () => {
    const game = fixtureGame();
    const own = turnHandlesFor(game, { kind: 'ship', ship: 'red' });
    expect(own?.handles.map((handle) => handle.refusal)).toEqual([null, null]);
    expect(own?.handles[0]?.action).toEqual({ type: 'turn', piece: 'ship', direction: 'left' });
    expect(turnHandlesFor(game, { kind: 'ship', ship: 'yellow' })).toBeNull();
    expect(turnHandlesFor(game, { kind: 'tower' })?.handles.every((h) => h.refusal === null)).toBe(true);
  });

  it('T1: with five actions used, the turn handles carry the engine’s reason', () => {
    let game = fixtureGame();
    for (let index = 0; index < 5; index++) {
      const result = execute(game, actionFor(game, { type: 'turn', piece: 'tower', direction: 'left' }));
      if (!result.ok) throw new Error(result.reason);
      game = result.state;
    }
    const handles = turnHandlesFor(game, { kind: 'tower' })?.handles ?? [];
    expect(handles.every((handle) => typeof handle.refusal === 'string' && handle.refusal.length > 0)).toBe(
      true,
    );
  });

  it('undo is explained when unavailable and offered after a move', () => {
    const game = fixtureGame();
    expect(undoBlockedReason(undoBlocked(game, []), game.players)).toMatch(/Nothing to undo/);
    const turned = execute(game, actionFor(game, { type: 'turn', piece: 'tower', direction: 'right' }));
    if (!turned.ok) throw new Error(turned.reason);
    expect(undoBlockedReason(undoBlocked(turned.state, []), turned.state.players)).toBeNull();
  });
});
