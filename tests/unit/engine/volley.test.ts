import { describe, expect, it } from 'vitest';
import { canFireVolley, type VolleyOutcome } from '../../../src/engine';
import { eventsOf, give, ok, refused, run, startedGame } from './fixtures';

function volley(outcome: Partial<VolleyOutcome> = {}): { type: 'resolveVolley'; outcome: VolleyOutcome } {
  return {
    type: 'resolveVolley',
    outcome: { source: 'ship', best: 'none', captainsKnockedOff: [], shipsHit: [], ...outcome },
  };
}

/** Three players: seat 0 red (to play), seat 1 blue, seat 2 yellow. */
const threePlayers = () => startedGame({ players: 3 });

describe('cannon volley', () => {
  it('V1: fires from the ship, the Kraken or the tower as it stands: nothing moves or turns', () => {
    for (const source of ['ship', 'kraken', 'tower'] as const) {
      const before = threePlayers();
      const after = ok(before, volley({ source, best: 'hit', shipsHit: ['blue'] })).state;
      expect(after.ships).toEqual(before.ships);
      expect(after.kraken).toEqual(before.kraken);
      expect(after.towerFacing).toBe(before.towerFacing);
    }
  });

  it("V2: targets are opponents' ships in the game; the own ship never is", () => {
    refused(threePlayers(), volley({ best: 'hit', shipsHit: ['red'] }), 'badVolley');
    refused(threePlayers(), volley({ best: 'hit', shipsHit: ['green'] }), 'badVolley');
    refused(
      threePlayers(),
      volley({ best: 'knockedOff', captainsKnockedOff: ['red'], shipsHit: [] }),
      'badVolley',
    );
    refused(threePlayers(), volley({ source: 'cannon' as never }), 'badVolley');
    refused(threePlayers(), volley({ best: 'none', shipsHit: ['blue'] }), 'badVolley');
    ok(threePlayers(), volley({ source: 'kraken', best: 'landed' }));
  });

  it('V3: pays only the best award, once: hit 1, landed 2, knocked off 3 coins', () => {
    const cases = [
      ['none', 0],
      ['hit', 1],
      ['landed', 2],
    ] as const;
    for (const [best, coins] of cases) {
      const result = ok(
        threePlayers(),
        volley({ best, shipsHit: best === 'none' ? [] : ['blue', 'yellow'] }),
      );
      expect(result.state.players[0]?.coins).toBe(coins);
      expect(result.state.supply.coins).toBe(48 - coins);
      expect(result.events[0]).toMatchObject({ type: 'volleyFired', best, rule: 'V3' });
    }
    const knocked = ok(
      threePlayers(),
      volley({ best: 'knockedOff', captainsKnockedOff: ['blue', 'yellow'], shipsHit: ['blue'] }),
    );
    expect(knocked.state.players[0]?.coins).toBe(3);
    expect(eventsOf(knocked.events, 'coinsPaid')).toEqual([expect.objectContaining({ coins: 3 })]);
  });

  it('B3: when the coins run short the volley pays what is left and logs the empty supply', () => {
    const state = give(threePlayers(), 1, { coins: 47 });
    const result = ok(state, volley({ best: 'landed', shipsHit: ['blue'] }));
    expect(result.state.players[0]?.coins).toBe(1);
    expect(result.state.supply.coins).toBe(0);
    expect(eventsOf(result.events, 'supplyEmpty')).toEqual([
      expect.objectContaining({ item: 'coins', owed: 2, paid: 1, rule: 'B3' }),
    ]);
    const empty = ok(give(threePlayers(), 1, { coins: 48 }), volley({ best: 'hit', shipsHit: ['blue'] }));
    expect(eventsOf(empty.events, 'coinsPaid')).toEqual([]);
    expect(eventsOf(empty.events, 'supplyEmpty')).toHaveLength(1);
  });

  it('V4: a knocked-off captain stays down until its owner’s turn starts (T4)', () => {
    const state = ok(
      threePlayers(),
      volley({ best: 'knockedOff', captainsKnockedOff: ['yellow'], shipsHit: ['yellow'] }),
    );
    expect(eventsOf(state.events, 'captainKnockedOff')).toEqual([
      expect.objectContaining({ seat: 0, victim: 2, ship: 'yellow', rule: 'V4' }),
    ]);
    const next = run(state.state, { type: 'endTurn' });
    expect(next.players[2]?.captainAt).toBe('down');
    const yellowTurn = ok(next, { type: 'endTurn' });
    expect(yellowTurn.state.players[2]?.captainAt).toBe('stern');
    expect(eventsOf(yellowTurn.events, 'captainReturned')).toEqual([
      expect.objectContaining({ seat: 2, ship: 'yellow', rule: 'T4' }),
    ]);
    expect(yellowTurn.state.turn?.actionsUsed).toBe(0);
  });

  it('V4: a captain already down, or on its track, cannot be knocked off', () => {
    const knocked = volley({ best: 'knockedOff', captainsKnockedOff: ['yellow'], shipsHit: ['yellow'] });
    const blueToPlay = run(threePlayers(), knocked, { type: 'endTurn' });
    expect(blueToPlay.players[2]?.captainAt).toBe('down');
    expect(refused(blueToPlay, knocked, 'badVolley')).toMatch(/already down/);
    // Only the player on turn has a captain on the track, and their own ship is never a target (V2).
    const onTrack = run(blueToPlay, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(onTrack.players[1]?.captainAt).toBe('track');
    refused(
      onTrack,
      volley({ best: 'knockedOff', captainsKnockedOff: ['blue'], shipsHit: ['blue'] }),
      'badVolley',
    );
  });

  it('V5: a cursed captain firing from the own ship frees itself and curses every opponent hit', () => {
    const state = give(give(threePlayers(), 0, { cursed: true }), 2, { cursed: true });
    const result = ok(state, volley({ best: 'hit', shipsHit: ['blue', 'yellow'] }));
    expect(result.state.players.map((player) => player.cursed)).toEqual([false, true, true]);
    expect(eventsOf(result.events, 'cursed')).toEqual([
      expect.objectContaining({ seat: 1, cause: 'volley', alreadyCursed: false, rule: 'V5' }),
      expect.objectContaining({ seat: 2, cause: 'volley', alreadyCursed: true, rule: 'V5' }),
    ]);
    expect(eventsOf(result.events, 'cursePassed')).toEqual([
      expect.objectContaining({ from: 0, to: [1, 2] }),
    ]);
  });

  it('V5: a hit from the Kraken or the tower frees no one, and an uncursed firer passes nothing', () => {
    const cursed = give(threePlayers(), 0, { cursed: true });
    for (const source of ['kraken', 'tower'] as const) {
      const result = ok(cursed, volley({ source, best: 'landed', shipsHit: ['blue'] }));
      expect(result.state.players.map((player) => player.cursed)).toEqual([true, false, false]);
    }
    const clean = ok(threePlayers(), volley({ best: 'hit', shipsHit: ['blue'] }));
    expect(clean.state.players.map((player) => player.cursed)).toEqual([false, false, false]);
    const missed = ok(cursed, volley({ best: 'landed', shipsHit: [] }));
    expect(missed.state.players[0]?.cursed).toBe(true);
  });

  it('T2: one volley per turn, at any point between actions, and it is not an action', () => {
    let state = threePlayers();
    for (let i = 0; i < 5; i++) state = run(state, { type: 'turn', piece: 'tower', direction: 'left' });
    expect(canFireVolley(state)).toBe(true);
    const fired = ok(state, volley({ best: 'hit', shipsHit: ['blue'] }));
    expect(fired.state.turn).toMatchObject({ actionsUsed: 5, volleyUsed: true });
    expect(fired.state.turn?.undoStack).toEqual([]);
    expect(canFireVolley(fired.state)).toBe(false);
    refused(fired.state, volley(), 'volleyUsed');
    const nextTurn = run(fired.state, { type: 'endTurn' });
    expect(canFireVolley(nextTurn)).toBe(true);
  });
});
