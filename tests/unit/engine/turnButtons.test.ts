import { describe, expect, it } from 'vitest';
import {
  abilityOption,
  abilityStatus,
  actionFor,
  endTurnOption,
  execute,
  type Facing,
  type GameState,
  type IntentAnswer,
  sailForward,
  scoreGame,
} from '../../../src/engine';
import { give, place, run, startedGame, turnMoments } from './fixtures';

const opening = () => startedGame();
const midAbility = () => run(opening(), { type: 'startAbility' });

/** The moments where Sail, the ability and End turn may or may not be pressed. */
function moments(): Record<string, GameState> {
  const abilityDone = run(midAbility(), { type: 'finishAbility' });
  const states: Record<string, GameState> = {
    ...turnMoments(),
    helmStep: run(midAbility(), { type: 'moveShip', path: ['forward'] }),
    abilityDone,
    cursed: give(opening(), 0, { cursed: true }),
    cursedAndUsed: give(abilityDone, 0, { cursed: true }),
    nextTurn: run(opening(), { type: 'endTurn' }),
    ended: { ...opening(), phase: { kind: 'ended', result: scoreGame(opening()) }, turn: null },
  };
  // the ship facing every way from a few places: some steps run off the board or onto an island
  for (const facing of [0, 1, 2, 3, 4, 5] as Facing[]) {
    states[`corner${facing}`] = place(opening(), { ships: { red: [0, 0, facing] } });
    states[`shore${facing}`] = place(opening(), { ships: { red: [5, 5, facing] } });
  }
  return states;
}

/** An answer agrees with what execute does with the same intent in the same state, reason for reason. */
function agrees(state: GameState, answer: IntentAnswer, intent: Parameters<typeof actionFor>[1]): boolean {
  const result = execute(state, actionFor(state, intent));
  expect(answer.ok).toBe(result.ok);
  if (answer.ok) expect(answer.intent).toEqual(intent);
  else expect(answer).toEqual(result);
  return answer.ok;
}

describe('the turn buttons are the engine’s questions', () => {
  it('sailForward: one step forward, accepted exactly when execute accepts it, refused for its reason', () => {
    let accepted = 0;
    let refused = 0;
    for (const state of Object.values(moments())) {
      if (agrees(state, sailForward(state), { type: 'moveShip', path: ['forward'] })) accepted += 1;
      else refused += 1;
    }
    expect(accepted).toBeGreaterThan(3);
    expect(refused).toBeGreaterThan(3);
    expect(sailForward(opening())).toEqual({ ok: true, intent: { type: 'moveShip', path: ['forward'] } });
    expect(sailForward(moments().spent as GameState)).toMatchObject({ ok: false, code: 'noActionsLeft' });
    expect(sailForward(moments().setup as GameState)).toMatchObject({ ok: false, code: 'wrongPhase' });
    expect(sailForward(moments().ended as GameState)).toMatchObject({ ok: false, code: 'gameOver' });
  });

  it('endTurnOption: refused mid-move and mid-ability (T6) with the reason execute gives', () => {
    for (const state of Object.values(moments())) agrees(state, endTurnOption(state), { type: 'endTurn' });
    const states = moments();
    expect(endTurnOption(states.opening as GameState)).toEqual({ ok: true, intent: { type: 'endTurn' } });
    expect(endTurnOption(states.shipPending as GameState)).toMatchObject({ code: 'manoeuvrePending' });
    expect(endTurnOption(states.midAbility as GameState)).toMatchObject({ code: 'abilityActive' });
    expect(endTurnOption(states.ended as GameState)).toMatchObject({ code: 'gameOver' });
  });

  it('abilityOption: start, or finish while under way, refused exactly as execute refuses it', () => {
    let refusals = 0;
    for (const state of Object.values(moments())) {
      const { intent, refusal } = abilityOption(state);
      expect(intent.type).toBe(state.turn?.ability ? 'finishAbility' : 'startAbility');
      agrees(state, refusal ?? { ok: true, intent }, intent);
      if (refusal) refusals += 1;
    }
    expect(refusals).toBeGreaterThan(4);
    const states = moments();
    expect(abilityOption(states.opening as GameState).refusal).toBeNull();
    expect(abilityOption(states.midAbility as GameState)).toMatchObject({
      intent: { type: 'finishAbility' },
      refusal: null,
    });
    expect(abilityOption(states.abilityDone as GameState).refusal?.code).toBe('abilityUsed');
    expect(abilityOption(states.cursed as GameState).refusal?.code).toBe('cursed');
    expect(abilityOption(states.shipPending as GameState).refusal?.code).toBe('manoeuvrePending');
  });

  it('abilityStatus: the marker says ready, in use with its steps, used, or cursed (never ready)', () => {
    const states = moments();
    const status = (name: string) => {
      const state = states[name] as GameState;
      const player = state.turn && state.players[state.turn.seat];
      return state.turn && player ? abilityStatus(player, state.turn) : null;
    };
    expect(status('opening')).toEqual({ kind: 'ready' });
    expect(status('midAbility')).toEqual({ kind: 'inUse', stepsTaken: 0, steps: 2 });
    expect(status('helmStep')).toEqual({ kind: 'inUse', stepsTaken: 1, steps: 2 });
    expect(status('abilityDone')).toEqual({ kind: 'used' });
    expect(status('cursed')).toEqual({ kind: 'cursed' });
    expect(status('cursedAndUsed')).toEqual({ kind: 'cursed' });
    // mid-move the ability waits, but is still there to be used
    expect(status('shipPending')).toEqual({ kind: 'ready' });
  });
});
