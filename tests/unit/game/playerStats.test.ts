import { describe, expect, it } from 'vitest';
import { type Action, execute, type GameEvent, type GameState, pointsOf } from '../../../src/engine';
import { playerStats, type StatsStep } from '../../../src/engine/playerStats';
import { startedGame } from '../engine/fixtures';
import { loggedGame } from './loggedGame';

/** The positions of a game as the statistics read them, each action executed in order. */
function stepsOf(initial: GameState, actions: Parameters<typeof execute>[1][]): StatsStep[] {
  let state = initial;
  return actions.map((action) => {
    const result = execute(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    return { events: result.events, players: state.players };
  });
}

describe('end-of-game statistics per player', () => {
  it('counts the volleys each seat fired and the coins they paid, over whole simulated games', () => {
    for (const seed of [3, 4, 5]) {
      const { game, initial, actions } = loggedGame(3, seed);
      expect(game.phase.kind, `seed ${seed}`).toBe('ended');
      const stats = playerStats(stepsOf(initial, actions), 3);
      for (const player of game.players) {
        const mine = stats[player.seat];
        const fired = actions.filter(
          (action) => action.type === 'resolveVolley' && action.seat === player.seat,
        );
        expect(mine?.volleys, `seed ${seed} seat ${player.seat}`).toBe(fired.length);
        const scored = fired.filter(
          (action) => action.type === 'resolveVolley' && action.outcome.best !== 'none',
        );
        expect((mine?.hits ?? 0) + (mine?.landed ?? 0) + (mine?.knockOffs ?? 0)).toBe(scored.length);
        // coins come from volleys alone (V3): the hold's coins are the volleys' pay
        expect(mine?.volleyCoins).toBe(player.coins);
        expect(mine?.pointsByRound.at(-1)).toBe(pointsOf(player));
        expect(mine?.pointsByRound.length).toBeGreaterThanOrEqual(game.turn?.round ?? 1);
        expect(mine?.bestStreak).toBeLessThanOrEqual(scored.length);
      }
    }
  });

  it('counts spaces sailed, and no longer counts a move that was undone', () => {
    const start = startedGame();
    const moves: Action[] = [
      { type: 'moveShip', seat: 0, path: ['forward'] },
      { type: 'turn', seat: 0, piece: 'ship', direction: 'left' },
      { type: 'moveShip', seat: 0, path: ['forward'] },
    ];
    const [sailed] = playerStats(stepsOf(start, [...moves]), 2);
    expect(sailed?.spacesSailed).toBe(2);
    const [undone] = playerStats(stepsOf(start, [...moves, { type: 'undo', seat: 0 }]), 2);
    expect(undone?.spacesSailed).toBe(1);
    const [twice] = playerStats(
      stepsOf(start, [
        ...moves,
        { type: 'undo', seat: 0 },
        { type: 'undo', seat: 0 },
        { type: 'undo', seat: 0 },
      ]),
      2,
    );
    expect(twice?.spacesSailed).toBe(0);
  });

  it('reads curses taken and passed, and a volley streak broken by a miss', () => {
    const fired = (best: 'none' | 'hit' | 'landed'): GameEvent => ({
      type: 'volleyFired',
      seat: 0,
      source: 'tower',
      best,
      undoable: false,
    });
    const events: GameEvent[][] = [
      [fired('hit')],
      [fired('landed')],
      [fired('none')],
      [fired('hit')],
      [{ type: 'cursed', seat: 0, cause: 'jollyRoger', alreadyCursed: false, undoable: false }],
      [{ type: 'cursed', seat: 0, cause: 'volley', alreadyCursed: true, undoable: false }],
      [{ type: 'cursePassed', from: 0, to: [1], undoable: false }],
    ];
    const players = [
      { coins: 3, treasures: 1 },
      { coins: 0, treasures: 0 },
    ];
    const [anne] = playerStats(
      events.map((list) => ({ events: list, players })),
      2,
    );
    expect(anne).toMatchObject({
      volleys: 4,
      hits: 2,
      landed: 1,
      bestStreak: 2,
      cursesTaken: 1,
      cursesPassed: 1,
      treasurePoints: 6,
      pointsByRound: [9],
    });
  });
});
