import { describe, expect, it } from 'vitest';
import {
  type ActionIntent,
  actionFor,
  createGame,
  execute,
  type GameState,
  legalActions,
} from '../../../src/engine';
import {
  moveTargetsOf,
  selectKrakenSpots,
  selectLegalActions,
  selectMoveTargets,
  selectTurnOptions,
  selectUndoBlocked,
  selectVolleyRefusal,
  selectVolleyRefusals,
} from '../../../src/store/game/gameSelectors';
import { perState } from '../../../src/store/game/perState';
import { ok, place, startedGame } from '../engine/fixtures';
import { fixtureGame } from '../game/fixtureGame';

function apply(state: GameState, ...actions: ActionIntent[]): GameState {
  let next = state;
  for (const action of actions) {
    const result = execute(next, actionFor(next, action));
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.reason}`);
    next = result.state;
  }
  return next;
}

describe('store selectors ask the engine once per state', () => {
  it('computes an answer once per state object and again for a new state', () => {
    let calls = 0;
    const count = perState((game) => {
      calls += 1;
      return { round: game.turn?.round };
    });
    const game = fixtureGame();
    const first = count(game);
    expect(count(game)).toBe(first);
    expect(calls).toBe(1);
    const next = apply(game, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(count(next)).not.toBe(first);
    expect(calls).toBe(2);
  });

  it('keeps the identity of every answer for one state (stable for subscriptions and renders)', () => {
    const game = fixtureGame();
    expect(selectLegalActions(game)).toBe(selectLegalActions(game));
    expect(selectMoveTargets(game)).toBe(selectMoveTargets(game));
    expect(selectTurnOptions(game, 'ship')).toBe(selectTurnOptions(game, 'ship'));
    expect(selectVolleyRefusals(game)).toBe(selectVolleyRefusals(game));
    expect(selectUndoBlocked(game, [])).toBe(selectUndoBlocked(game, []));
  });

  it('lists the actions open on the first turn, and no undo before anything was done', () => {
    // Anne (seat 0) on her first turn: one forward move, nine Kraken moves, a left and right turn of
    // each of her ship, the Kraken and the tower, her captain's ability, and ending the turn.
    const game = fixtureGame();
    const actions = selectLegalActions(game);
    const counts: Record<string, number> = {};
    for (const action of actions) counts[action.type] = (counts[action.type] ?? 0) + 1;
    expect(counts).toEqual({ moveShip: 1, moveKraken: 9, turn: 6, startAbility: 1, endTurn: 1 });
    expect(actions.filter((action) => action.type === 'turn')).toEqual(
      (['ship', 'kraken', 'tower'] as const).flatMap((piece) =>
        (['left', 'right'] as const).map((direction) => ({ type: 'turn', piece, direction, seat: 0 })),
      ),
    );
    expect(actions.some((action) => action.type === 'undo')).toBe(false);
    const turned = apply(game, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(selectLegalActions(turned).some((action) => action.type === 'undo')).toBe(true);
  });

  it('M1: move targets are where the engine accepts the move, and nothing for an opponent ship', () => {
    const game = fixtureGame();
    const { ship, kraken } = selectMoveTargets(game);
    expect(ship.length).toBeGreaterThan(0);
    expect(kraken.length).toBeGreaterThan(0);
    for (const target of [...ship, ...kraken]) {
      const result = execute(game, actionFor(game, target.action));
      expect(result.ok, target.hex).toBe(true);
      if (!result.ok) continue;
      const moved =
        target.action.type === 'moveShip' ? result.state.ships.red?.hex : result.state.kraken?.hex;
      expect(moved, JSON.stringify(target.action)).toBe(target.hex);
    }
    expect(moveTargetsOf(game, { kind: 'ship', ship: 'yellow' })).toEqual([]);
    expect(moveTargetsOf(game, { kind: 'tower' })).toEqual([]);
  });

  it('S2: the Kraken spots are exactly the placements the engine accepts, none once it is placed', () => {
    const placing = apply(createGame({ names: ['Anne', 'Mary'], seed: 5 }), {
      type: 'chooseFirstPlayer',
      seat: 0,
    });
    const spots = selectKrakenSpots(placing);
    const placements = legalActions(placing).flatMap((action) =>
      action.type === 'placeKraken' ? [`${action.hex}/${action.facing}`] : [],
    );
    expect(
      [...spots].flatMap(([hex, facings]) => facings.map((facing) => `${hex}/${facing}`)).sort(),
    ).toEqual(placements.sort());
    expect(spots.size).toBeGreaterThan(10);
    expect(selectKrakenSpots(fixtureGame()).size).toBe(0);
  });

  it('M3: mid-manoeuvre the ship turn handles are steps of the move; the tower turn is refused with the reason', () => {
    const pending = ok(place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] }), {
      type: 'moveShip',
      path: ['forward'],
    }).state;
    expect(pending.turn?.manoeuvre?.piece).toBe('ship');
    // mid-manoeuvre a ship turn means a step of the move: offered as one, or refused for the reason
    // the engine gives that step
    for (const direction of ['left', 'right'] as const) {
      const option = selectTurnOptions(pending, 'ship')[direction];
      const step = execute(pending, actionFor(pending, { type: 'moveShip', path: [direction] }));
      if (option.action) expect(option.action).toEqual({ type: 'moveShip', path: [direction] });
      expect(option.refusal).toBe(step.ok ? null : step.reason);
    }
    expect(selectTurnOptions(pending, 'tower').left.refusal).toMatch(/must go on/);
    // a handle offered is one the engine takes
    for (const piece of ['ship', 'kraken', 'tower'] as const) {
      for (const direction of ['left', 'right'] as const) {
        const option = selectTurnOptions(pending, piece)[direction];
        if (option.action) expect(execute(pending, actionFor(pending, option.action)).ok).toBe(true);
      }
    }
  });

  it('T2: a volley is offered until one was fired this turn, then refused with the reason', () => {
    const game = fixtureGame();
    expect(selectVolleyRefusal(game)).toBeNull();
    const fired = apply(game, {
      type: 'resolveVolley',
      outcome: { source: 'tower', best: 'none', captainsKnockedOff: [], shipsHit: [] },
    });
    expect(selectVolleyRefusal(fired)).toMatch(/one cannon volley/i);
    expect(Object.values(selectVolleyRefusals(fired)).every((reason) => reason !== null)).toBe(true);
  });
});
