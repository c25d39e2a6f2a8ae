import { describe, expect, it } from 'vitest';
import {
  type Action,
  actionFor,
  execute,
  intentOf,
  legalActions,
  TURN_ACTION_TYPES,
  type TurnIntent,
} from '../../../src/engine';
import { ok, refused, run, startedGame } from './fixtures';

/** One intent of every turn action type, each one the current player could take at the opening. */
const INTENTS: TurnIntent[] = [
  { type: 'moveShip', path: ['forward'] },
  { type: 'moveKraken', path: ['7,7' as never] },
  { type: 'turn', piece: 'tower', direction: 'left' },
  { type: 'explore', island: 'A' },
  { type: 'startAbility' },
  { type: 'finishAbility' },
  { type: 'resolveVolley', outcome: { source: 'tower', best: 'none', captainsKnockedOff: [], shipsHit: [] } },
  { type: 'endTurn' },
  { type: 'undo' },
];

describe('who acts (A3)', () => {
  it('A3: every turn action type is refused for a seat whose turn it is not, naming the player', () => {
    expect(new Set(INTENTS.map((intent) => intent.type))).toEqual(new Set(TURN_ACTION_TYPES));
    const state = startedGame({ players: 3 });
    for (const intent of INTENTS) {
      for (const seat of [1, 2]) {
        const reason = refused(state, { ...intent, seat } as Action, 'notYourTurn');
        expect(reason).toBe("It is Anne's turn");
      }
    }
  });

  it('A3: the turn passes, and with it who may act', () => {
    const state = run(startedGame(), { type: 'endTurn', seat: 0 });
    expect(refused(state, { type: 'moveShip', path: ['forward'], seat: 0 }, 'notYourTurn')).toBe(
      "It is Bart's turn",
    );
    expect(ok(state, { type: 'moveShip', path: ['forward'], seat: 1 }).events[0]).toMatchObject({
      type: 'shipMoved',
      seat: 1,
      ship: 'blue',
    });
  });

  it('A3: a turn action without a seat, or naming no seat at the table, is refused', () => {
    const state = startedGame();
    for (const seat of [undefined, -1, 2, 0.5, '0', null]) {
      const action = { type: 'endTurn', seat } as unknown as Action;
      expect(refused(state, action, 'badSeat')).toBe('An action in a turn must name the seat that takes it');
    }
  });

  it('A3: outside a turn the phase is the reason, whatever the seat', () => {
    const setup = { ...startedGame(), phase: { kind: 'placeKraken' as const }, turn: null };
    const over = { ...startedGame(), phase: { kind: 'ended' as const, result: { scores: [], winners: [] } } };
    for (const seat of [0, 1, 7]) {
      expect(execute(setup, { type: 'endTurn', seat })).toMatchObject({ ok: false, code: 'wrongPhase' });
      expect(execute({ ...over, turn: null }, { type: 'undo', seat })).toMatchObject({
        ok: false,
        code: 'gameOver',
      });
    }
  });

  it('A3: every listed legal action names the seat whose turn it is', () => {
    const state = run(startedGame(), { type: 'endTurn', seat: 0 });
    const listed = legalActions(state);
    expect(listed.length).toBeGreaterThan(5);
    for (const action of listed) expect(action).toMatchObject({ seat: 1 });
  });

  it('A3: actionFor stamps the current seat on a turn intent and leaves setup actions as they are', () => {
    const state = run(startedGame(), { type: 'endTurn', seat: 0 });
    expect(actionFor(state, { type: 'endTurn' })).toEqual({ type: 'endTurn', seat: 1 });
    expect(actionFor(state, { type: 'chooseFirstPlayer', seat: 0 })).toEqual({
      type: 'chooseFirstPlayer',
      seat: 0,
    });
    expect(intentOf({ type: 'turn', piece: 'ship', direction: 'left', seat: 1 })).toEqual({
      type: 'turn',
      piece: 'ship',
      direction: 'left',
    });
    expect(intentOf({ type: 'chooseFirstPlayer', seat: 1 })).toEqual({ type: 'chooseFirstPlayer', seat: 1 });
  });
});
