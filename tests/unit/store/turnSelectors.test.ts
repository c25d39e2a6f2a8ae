import { describe, expect, it } from 'vitest';
import {
  type ActionIntent,
  actionFor,
  createGame,
  execute,
  type GameState,
  scoreGame,
} from '../../../src/engine';
import {
  selectAbility,
  selectEndTurn,
  selectSailForward,
  type TurnOption,
} from '../../../src/store/game/gameSelectors';
import { computerToAct } from '../../../src/store/game/seatKinds';
import { selectActingSeat } from '../../../src/store/game/selectActingSeat';
import { actingSeat, krakenPlacer } from '../../../src/table/actingSeat';
import { at, give, place, run, startedGame } from '../engine/fixtures';

/** A selector's option says what execute says for the same intent in the same state. */
function expectAsExecute(state: GameState, option: TurnOption, intent: ActionIntent) {
  const result = execute(state, actionFor(state, intent));
  if (result.ok) expect(option).toEqual({ action: intent, refusal: null });
  else expect(option).toEqual({ action: null, refusal: result.reason });
}

const pending = () =>
  run(place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] }), {
    type: 'moveShip',
    path: ['forward'],
  });

describe('the turn buttons ask the store, once per state', () => {
  it('Sail: the engine’s answer, its reason when refused, and the same object for the same state', () => {
    const game = startedGame();
    expectAsExecute(game, selectSailForward(game), { type: 'moveShip', path: ['forward'] });
    expect(selectSailForward(game)).toBe(selectSailForward(game));
    const offBoard = place(game, { ships: { red: [0, 0, 3] } });
    const refused = selectSailForward(offBoard);
    expect(refused.refusal).toMatch(/.+/);
    expectAsExecute(offBoard, refused, { type: 'moveShip', path: ['forward'] });
    const blocked = place(game, { ships: { red: [1, 4, 0] }, kraken: [2, 3, 0] });
    expectAsExecute(blocked, selectSailForward(blocked), { type: 'moveShip', path: ['forward'] });
  });

  it('End turn: allowed at the start of a turn, refused mid-move with the engine’s reason', () => {
    const game = startedGame();
    expect(selectEndTurn(game)).toEqual({ action: { type: 'endTurn' }, refusal: null });
    const moving = pending();
    expect(selectEndTurn(moving).action).toBeNull();
    expectAsExecute(moving, selectEndTurn(moving), { type: 'endTurn' });
    expect(selectEndTurn(moving).refusal).toMatch(/must go on/);
    expect(selectEndTurn(moving)).toBe(selectEndTurn(moving));
  });

  it('the ability: start or finish, refused for the engine’s reason', () => {
    const game = startedGame();
    expect(selectAbility(game)).toEqual({
      intent: { type: 'startAbility' },
      refusal: null,
    });
    const started = run(game, { type: 'startAbility' });
    expect(selectAbility(started)).toMatchObject({
      intent: { type: 'finishAbility' },
      refusal: null,
    });
    const used = run(started, { type: 'finishAbility' });
    const cursed = give(game, 0, { cursed: true });
    for (const state of [used, cursed, pending()]) {
      const choice = selectAbility(state);
      const result = execute(state, actionFor(state, choice.intent));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(choice.refusal).toBe(result.reason);
    }
    expect(selectAbility(used).refusal).toMatch(/used/);
    expect(selectAbility(cursed).refusal).toMatch(/curse/i);
    expect(selectAbility(cursed)).toBe(selectAbility(cursed));
  });
});

describe('who acts now: one answer for the table and the device', () => {
  it('S2: the Kraken’s placer is the first player, and so opens the first turn', () => {
    const chosen = run(createGame({ names: ['Anne', 'Bart', 'Cleo'], seed: 3 }), {
      type: 'chooseFirstPlayer',
      seat: 2,
    });
    expect(chosen.phase.kind).toBe('placeKraken');
    expect(selectActingSeat(chosen)).toBe(2);
    expect(krakenPlacer(chosen)).toBe(2);
    const choosing = run(chosen, { type: 'placeKraken', hex: at(6, 8), facing: 0 });
    expect(selectActingSeat(choosing)).toBe(2);
    const first = startedGame({ players: 3, firstSeat: 2 });
    expect(selectActingSeat(first)).toBe(first.turn?.seat);
    expect(selectActingSeat(first)).toBe(krakenPlacer(first));
  });

  it('the first player is chosen by the host at a remote table, by nobody seated on a device', () => {
    const fresh = createGame({ names: ['Anne', 'Bart'], seed: 3 });
    expect(selectActingSeat(fresh)).toBeNull();
    expect(actingSeat(fresh, 1)).toBe(1);
    const over: GameState = {
      ...startedGame(),
      phase: { kind: 'ended', result: scoreGame(startedGame()) },
      turn: null,
    };
    expect(selectActingSeat(over)).toBeNull();
    expect(actingSeat(over, 0)).toBeNull();
  });

  it('the device and the table agree once the first player is chosen', () => {
    const game = startedGame();
    const next = run(game, { type: 'endTurn' });
    for (const state of [game, next]) expect(selectActingSeat(state)).toBe(actingSeat(state, 0));
    expect(computerToAct(next, ['person', 'captain'])).toEqual({ seat: 1, level: 'captain' });
    expect(computerToAct(game, ['person', 'captain'])).toBeNull();
  });
});
