import { describe, expect, it } from 'vitest';
import {
  actionFor,
  canFireVolley,
  execute,
  exploreRefusal,
  type GameState,
  ISLAND_LETTERS,
  legalActions,
  legalMoves,
  turnHandleAction,
  type VolleySource,
  volleySourceRefusal,
} from '../../../src/engine';
import { run, startedGame, turnMoments } from './fixtures';

const SOURCES: VolleySource[] = ['ship', 'kraken', 'tower'];

const opening = () => startedGame();

/** States at the moments where a volley, a turn handle or a move may or may not be offered. */
function moments(): Record<string, GameState> {
  const fired = run(opening(), {
    type: 'resolveVolley',
    outcome: { source: 'tower', best: 'none', captainsKnockedOff: [], shipsHit: [] },
  });
  return { ...turnMoments(), fired, nextTurn: run(fired, { type: 'endTurn' }) };
}

describe('questions the interface asks the engine', () => {
  it('volleySourceRefusal agrees with what execute(resolveVolley) accepts, reason for reason', () => {
    let refusals = 0;
    for (const [name, state] of Object.entries(moments())) {
      for (const source of SOURCES) {
        const refusal = volleySourceRefusal(state, source);
        const result = execute(
          state,
          actionFor(state, {
            type: 'resolveVolley',
            outcome: { source, best: 'none', captainsKnockedOff: [], shipsHit: [] },
          }),
        );
        expect(refusal === null, `${name} ${source}`).toBe(result.ok);
        if (refusal && !result.ok) {
          refusals += 1;
          expect(refusal).toEqual(result);
        }
      }
      expect(canFireVolley(state), name).toBe(volleySourceRefusal(state, 'tower') === null);
    }
    expect(refusals).toBeGreaterThan(5);
  });

  it('volleySourceRefusal says why: once a turn, not mid-move, not mid-ability', () => {
    const states = moments();
    expect(volleySourceRefusal(states.opening as GameState, 'ship')).toBeNull();
    expect(volleySourceRefusal(states.fired as GameState, 'kraken')?.reason).toBe(
      'Only one cannon volley per turn',
    );
    expect(volleySourceRefusal(states.shipPending as GameState, 'tower')?.code).toBe('manoeuvrePending');
    expect(volleySourceRefusal(states.midAbility as GameState, 'ship')?.code).toBe('abilityActive');
    expect(volleySourceRefusal(states.nextTurn as GameState, 'ship')).toBeNull();
  });

  it('turnHandleAction gives the turn a handle means, or the rules’ reason it is unavailable', () => {
    const states = moments();
    expect(turnHandleAction(states.opening as GameState, 'tower', 'left')).toEqual({
      ok: true,
      intent: { type: 'turn', piece: 'tower', direction: 'left' },
    });
    expect(turnHandleAction(states.opening as GameState, 'ship', 'right')).toEqual({
      ok: true,
      intent: { type: 'turn', piece: 'ship', direction: 'right' },
    });
    expect(turnHandleAction(states.spent as GameState, 'kraken', 'left')).toMatchObject({
      ok: false,
      code: 'noActionsLeft',
    });
    expect(turnHandleAction(states.midAbility as GameState, 'tower', 'left')).toMatchObject({
      ok: false,
      code: 'wrongAbility',
    });
    expect(turnHandleAction(states.krakenPending as GameState, 'ship', 'left')).toMatchObject({
      ok: false,
      code: 'manoeuvrePending',
    });
  });

  it('turnHandleAction: mid-manoeuvre the ship’s handle is a step of its move, as execute takes it', () => {
    for (const state of Object.values(moments())) {
      for (const piece of ['ship', 'kraken', 'tower'] as const) {
        for (const direction of ['left', 'right'] as const) {
          const answer = turnHandleAction(state, piece, direction);
          const intent =
            piece === 'ship' && state.turn?.manoeuvre?.piece === 'ship'
              ? { type: 'moveShip' as const, path: [direction] }
              : { type: 'turn' as const, piece, direction };
          const result = execute(state, actionFor(state, intent));
          expect(answer.ok).toBe(result.ok);
          if (answer.ok) expect(answer.intent).toEqual(intent);
          else expect(answer).toEqual(result);
        }
      }
    }
  });

  it('legalMoves gives each listed move with the hexes it enters and where it ends, as execute does', () => {
    let checked = 0;
    for (const [name, state] of Object.entries(moments())) {
      const moves = legalMoves(state);
      const listed = legalActions(state).filter(
        (action) => action.type === 'moveShip' || action.type === 'moveKraken',
      );
      expect(moves.map((move) => move.action)).toEqual(listed);
      for (const move of moves) {
        const result = execute(state, move.action);
        if (!result.ok) throw new Error(`${name}: listed move refused: ${result.reason}`);
        const after = result.state;
        const pose =
          move.piece === 'ship'
            ? after.ships[after.players[after.turn?.seat ?? 0]?.ship ?? 'red']
            : after.kraken;
        expect(move.to, name).toEqual(pose);
        expect(move.ends).toBe(after.turn?.manoeuvre === null);
        const entered = result.events.flatMap((event) =>
          event.type === 'shipMoved' ? event.hexes : event.type === 'krakenMoved' ? event.path : [],
        );
        expect(move.hexes).toEqual(entered);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('legalMoves: the opening offers the ship one step ahead, which ends the move', () => {
    const [ship] = legalMoves(opening()).filter((move) => move.piece === 'ship');
    const pose = opening().ships.red;
    expect(ship).toMatchObject({ action: { type: 'moveShip', path: ['forward'], seat: 0 }, ends: true });
    expect(ship?.to.facing).toBe(pose?.facing);
    expect(ship?.hexes).toEqual([ship?.to.hex]);
  });

  it('exploreRefusal is null exactly when execute accepts exploring some island, and otherwise says why', () => {
    let refusals = 0;
    for (const [name, state] of Object.entries(moments())) {
      const refusal = exploreRefusal(state);
      const accepted = ISLAND_LETTERS.filter(
        (island) => execute(state, actionFor(state, { type: 'explore', island })).ok,
      );
      expect(refusal === null, name).toBe(accepted.length > 0);
      if (refusal) {
        refusals += 1;
        expect(refusal.reason.length, name).toBeGreaterThan(0);
        expect(refusal.reason, name).not.toMatch(/\b[A-Z]\d\b/);
      }
    }
    expect(refusals).toBeGreaterThan(3);
    expect(exploreRefusal(moments().opening as GameState)?.code).toBe('notNextToIsland');
    expect(exploreRefusal(moments().shipPending as GameState)?.code).toBe('manoeuvrePending');
  });
});
