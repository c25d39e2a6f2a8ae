import { describe, expect, it } from 'vitest';
import { buildMap, eventsFor, legalActions, registerMap, shortestFinish, viewFor } from '../../../src/engine';
import { ahead, at, cr, eventsOf, give, ok, place, refused, run, startedGame } from './fixtures';

/** Red (seat 0, helmsman) at (1,4) facing east on open sea; the Kraken far away at (6,8). */
const openSea = () => place(startedGame(), { ships: { red: [1, 4, 0] } });
/** As openSea, with the Kraken at (3,3): its neighbours (2,4) and (3,4) lie on red's course. */
const krakenAhead = () => place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });

describe('moving a ship', () => {
  it('M1: a ship moves one space straight ahead into free sea', () => {
    const result = ok(openSea(), { type: 'moveShip', path: ['forward'] });
    expect(result.state.ships.red).toEqual({ hex: at(2, 4), facing: 0 });
    expect(result.state.turn?.manoeuvre).toBeNull();
    expect(result.events).toEqual([
      expect.objectContaining({
        type: 'shipMoved',
        path: ['forward'],
        hexes: [at(2, 4)],
        pending: false,
        rule: 'M1',
      }),
    ]);
  });

  it('M1: never into an island, off the board or onto another piece', () => {
    refused(
      place(openSea(), { ships: { red: [1, 5, 0] } }),
      { type: 'moveShip', path: ['forward'] },
      'blocked',
    );
    refused(
      place(openSea(), { ships: { red: [0, 3, 3] } }),
      { type: 'moveShip', path: ['forward'] },
      'offBoard',
    );
    const reason = refused(
      place(openSea(), { ships: { blue: [2, 4, 0] } }),
      { type: 'moveShip', path: ['forward'] },
      'occupied',
    );
    expect(reason).toBe('The blue ship is in the way');
    refused(place(openSea(), { kraken: [2, 4] }), { type: 'moveShip', path: ['forward'] }, 'occupied');
  });

  it('M1: never backwards or sideways: a move starts forward, and only forward, left and right exist', () => {
    refused(openSea(), { type: 'moveShip', path: ['left', 'forward'] }, 'badAction');
    refused(openSea(), { type: 'moveShip', path: ['back' as never] }, 'badAction');
    refused(openSea(), { type: 'moveShip', path: [] }, 'badAction');
  });

  it('M2: the Kraken moves to an adjacent free sea space and keeps its facing', () => {
    const state = place(startedGame(), { kraken: [6, 8, 4] });
    const moved = ok(state, { type: 'moveKraken', path: [at(7, 8)] });
    expect(moved.state.kraken).toEqual({ hex: at(7, 8), facing: 4 });
    expect(moved.events[0]).toMatchObject({ type: 'krakenMoved', from: at(6, 8), to: at(7, 8), rule: 'M2' });
    refused(state, { type: 'moveKraken', path: [at(8, 7)] }, 'notAdjacent');
    refused(state, { type: 'moveKraken', path: [at(6, 9)] }, 'notSea');
    refused(
      place(state, { ships: { blue: [7, 8, 0] } }),
      { type: 'moveKraken', path: [at(7, 8)] },
      'occupied',
    );
  });

  it('M3: a ship may not end next to the Kraken: the move goes on and only continuations are legal', () => {
    const first = ok(krakenAhead(), { type: 'moveShip', path: ['forward'] });
    expect(first.events[0]).toMatchObject({ type: 'shipMoved', pending: true, rule: 'M3', actionsUsed: 1 });
    const pending = first.state;
    expect(pending.turn?.manoeuvre).toEqual({ piece: 'ship', byAbility: false, steps: 1 });
    expect(refused(pending, { type: 'endTurn' }, 'manoeuvrePending')).toBe(
      'Your ship is still next to the Kraken: the move must go on',
    );
    refused(pending, { type: 'turn', piece: 'tower', direction: 'left' }, 'manoeuvrePending');
    refused(pending, { type: 'moveKraken', path: [at(4, 3)] }, 'manoeuvrePending');
    refused(pending, { type: 'startAbility' }, 'manoeuvrePending');
    const types = new Set(legalActions(pending).map((action) => action.type));
    expect(types).toEqual(new Set(['moveShip', 'undo']));
    // A continuation goes on forward (M3), and costs no further action.
    const done = run(pending, { type: 'moveShip', path: ['forward', 'forward'] });
    expect(done.ships.red).toEqual({ hex: at(4, 4), facing: 0 });
    expect(done.turn).toMatchObject({ actionsUsed: 1, manoeuvre: null });
  });

  it('M3: the whole manoeuvre is one action, ending at the first space next to no piece', () => {
    const result = ok(krakenAhead(), { type: 'moveShip', path: ['forward', 'forward', 'forward'] });
    expect(result.state.ships.red).toEqual({ hex: at(4, 4), facing: 0 });
    expect(result.state.turn?.actionsUsed).toBe(1);
    expect(result.events[0]).toMatchObject({
      hexes: [at(2, 4), at(3, 4), at(4, 4)],
      pending: false,
      rule: 'M3',
    });
    refused(
      krakenAhead(),
      { type: 'moveShip', path: ['forward', 'forward', 'forward', 'forward'] },
      'moveFinished',
    );
    refused(openSea(), { type: 'moveShip', path: ['forward', 'forward'] }, 'moveFinished');
  });

  it('M3: a ship may not end next to another ship or the tower either', () => {
    const nearBlue = place(openSea(), { ships: { blue: [3, 3, 0] } });
    expect(ok(nearBlue, { type: 'moveShip', path: ['forward'] }).state.turn?.manoeuvre).not.toBeNull();
    // (5,4) borders the tower at (6,5): sailing east from (4,4) must go on past it.
    const nearTower = place(openSea(), { ships: { red: [4, 4, 0] } });
    const step = ok(nearTower, { type: 'moveShip', path: ['forward'] });
    expect(step.state.turn?.manoeuvre).not.toBeNull();
    expect(refused(step.state, { type: 'endTurn' })).toBe(
      'Your ship is still next to the tower: the move must go on',
    );
    expect(run(step.state, { type: 'moveShip', path: ['forward', 'forward'] }).ships.red?.hex).toBe(at(7, 4));
  });

  it('M3: the Kraken may not end next to a ship or the tower', () => {
    const state = place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 4] });
    const step = ok(state, { type: 'moveKraken', path: [at(2, 4)] });
    expect(step.state.turn?.manoeuvre).toEqual({ piece: 'kraken', byAbility: false, steps: 1 });
    refused(step.state, { type: 'moveShip', path: ['forward'] }, 'manoeuvrePending');
    refused(step.state, { type: 'moveKraken', path: [at(4, 3)] }, 'notAdjacent');
    const finish = shortestFinish(step.state);
    expect(finish?.type).toBe('moveKraken');
    const done = run(step.state, finish ?? { type: 'endTurn' });
    expect(done.turn).toMatchObject({ manoeuvre: null, actionsUsed: 1 });
  });

  it('M3: legal moves list each single step and one shortest path per distinct final pose', () => {
    // Blue at (4,4) closes red's run east past the Kraken, so red may turn on the way (M3).
    const deadEnd = () => place(krakenAhead(), { ships: { blue: [4, 4, 3] } });
    const moves = legalActions(deadEnd()).filter((action) => action.type === 'moveShip');
    const paths = moves.map((action) => (action.type === 'moveShip' ? action.path.join(' ') : ''));
    expect(paths[0]).toBe('forward');
    expect(paths).toContain('forward right forward');
    expect(paths).toContain('forward forward left forward forward');
    // Facing the Kraken after one turn, the ship is blocked and may turn again.
    expect(paths).toContain('forward left left forward forward');
    const finals = moves.slice(1).map((action) => JSON.stringify(run(deadEnd(), action).ships.red));
    expect(new Set(finals).size).toBe(finals.length);
    for (const action of moves) expect(ok(deadEnd(), action).state.turn?.actionsUsed).toBe(1);
    const pending = run(krakenAhead(), { type: 'moveShip', path: ['forward'] });
    expect(shortestFinish(pending)).toEqual({ type: 'moveShip', path: ['forward', 'forward'], seat: 0 });
    expect(shortestFinish(krakenAhead())).toBeNull();
  });

  it('a listing without the Kraken’s moves is the whole listing less those moves, in the same order', () => {
    const mid = run(krakenAhead(), { type: 'moveShip', path: ['forward'] });
    const krakenTamer = place(
      startedGame({
        choices: [
          ['krakenTamer', 'red'],
          ['navigator', 'blue'],
        ],
      }),
      {
        ships: { red: [1, 4, 0] },
        kraken: [3, 3, 0],
      },
    );
    const tamerStep = run(krakenTamer, { type: 'startAbility' });
    for (const state of [krakenAhead(), mid, tamerStep]) {
      const all = legalActions(state);
      const lean = legalActions(state, { krakenMoves: false });
      expect(all.some((action) => action.type === 'moveKraken')).toBe(state !== mid);
      expect(lean).toEqual(all.filter((action) => action.type !== 'moveKraken'));
    }
  });

  it('M3: a move is legal only if a finish exists (on a corridor map: wedged between two pieces)', () => {
    registerMap(
      buildMap({
        id: 'corridor',
        name: 'Corridor',
        rows: [' A B C D E F G H T r b y g', '. . . . . . . . . . . . . .', ' A A A A A A A A A A A A A'],
        starts: {
          red: { col: 1, row: 1, facing: 0 },
          yellow: { col: 5, row: 1, facing: 0 },
          green: { col: 11, row: 1, facing: 3 },
          blue: { col: 13, row: 1, facing: 3 },
        },
      }),
    );
    const game = startedGame({ mapId: 'corridor', kraken: { hex: at(3, 1), facing: 0 } });
    // Pieces at rest can always retrace their steps, so only a crowded position like this one has no finish.
    const wedged = place(game, { ships: { red: [3, 1, 0], blue: [2, 1, 3] }, kraken: [5, 1] });
    expect(refused(wedged, { type: 'moveShip', path: ['forward'] }, 'noFinish')).toBe(
      'Your ship would be stuck next to the Kraken, with no way on from there',
    );
    expect(legalActions(wedged).some((action) => action.type === 'moveShip')).toBe(false);
    const roomy = place(game, { ships: { red: [3, 1, 0], blue: [13, 1, 3] }, kraken: [5, 1] });
    expect(
      run(roomy, { type: 'moveShip', path: ['forward', 'left', 'left', 'left', 'forward'] }).ships.red,
    ).toEqual({
      hex: at(3, 1),
      facing: 3,
    });
  });

  it('M4: a move ending next to a card’s island reveals it and takes a treasure', () => {
    // Red holds a card naming H (3,2); (4,3) borders H.
    const state = give(place(startedGame(), { ships: { red: [5, 3, 3] } }), 0, { cards: ['H'] });
    const tokenId = state.players[0]?.cards[0]?.tokenId;
    const result = ok(state, { type: 'moveShip', path: ['forward'] });
    expect(cr(result.state.ships.red?.hex ?? '0,0')).toEqual([4, 3]);
    expect(eventsOf(result.events, 'treasureClaimed')).toEqual([
      expect.objectContaining({ seat: 0, tokenId, destination: 'H', undoable: false, rule: 'M4' }),
    ]);
    expect(result.state.players[0]).toMatchObject({ treasures: 1, cards: [] });
    expect(result.state.supply.treasures).toBe(9);
    expect(result.state.turn?.undoStack).toEqual([]);
  });

  it('M4: every qualifying card at once, and only when a move of the ship ends', () => {
    const twoCards = give(place(startedGame(), { ships: { red: [5, 3, 3] } }), 0, { cards: ['H', 'H'] });
    expect(ok(twoCards, { type: 'moveShip', path: ['forward'] }).state.players[0]?.treasures).toBe(2);
    // Already next to H: a turn reveals nothing.
    const besideH = give(place(startedGame(), { ships: { red: [4, 3, 3] } }), 0, { cards: ['H'] });
    const turned = ok(besideH, { type: 'turn', piece: 'ship', direction: 'left' });
    expect(eventsOf(turned.events, 'treasureClaimed')).toEqual([]);
  });

  it('M4: with no treasure in the supply the card stays hidden, only its owner is told, and the move can be undone', () => {
    const dry = give(give(place(startedGame(), { ships: { red: [5, 3, 3] } }), 0, { cards: ['H'] }), 1, {
      treasures: 10,
    });
    // Its twin: the same card names B, far away; only Anne can tell the two apart.
    const twin = structuredClone(dry);
    const card = twin.players[0]?.cards[0];
    if (!card) throw new Error('no card');
    card.destination = 'B';
    twin.tokens[card.tokenId] = { kind: 'card', destination: 'B' };
    const result = ok(dry, { type: 'moveShip', path: ['forward'] });
    expect(result.state.players[0]?.cards).toHaveLength(1);
    const [unpaid] = eventsOf(result.events, 'supplyEmpty');
    expect(unpaid).toMatchObject({
      seat: 0,
      item: 'treasures',
      owed: 1,
      paid: 0,
      undoable: true,
      rule: 'M4',
    });
    expect(eventsFor(result.events, 0)).toEqual(result.events);
    expect(eventsFor(result.events, 1).map((event) => event.type)).toEqual(['shipMoved']);
    // Nothing else Bart sees differs from the same move with a card naming an island far away.
    const elsewhere = ok(twin, { type: 'moveShip', path: ['forward'] });
    expect(eventsOf(elsewhere.events, 'supplyEmpty')).toEqual([]);
    expect(viewFor(result.state, 1)).toEqual(viewFor(elsewhere.state, 1));
    expect(eventsFor(result.events, 1)).toEqual(eventsFor(elsewhere.events, 1));
    expect(result.state.turn?.undoStack).toHaveLength(1);
    expect(run(result.state, { type: 'undo' }).ships.red).toEqual({ hex: at(5, 3), facing: 3 });
  });

  it('M5: turn rotates the ship, the Kraken or the tower a sixth either way, in place, as one action', () => {
    let state = openSea();
    state = run(state, { type: 'turn', piece: 'ship', direction: 'left' });
    expect(state.ships.red).toEqual({ hex: at(1, 4), facing: 1 });
    state = run(state, { type: 'turn', piece: 'kraken', direction: 'right' });
    expect(state.kraken?.facing).toBe(5);
    const result = ok(state, { type: 'turn', piece: 'tower', direction: 'right' });
    expect(result.state.towerFacing).toBe(5);
    expect(result.events[0]).toMatchObject({ type: 'turned', piece: 'tower', from: 0, to: 5, rule: 'M5' });
    expect(result.state.turn?.actionsUsed).toBe(3);
  });

  it('M5: a turn never triggers M3, even for a ship placed next to another piece', () => {
    const crowded = place(openSea(), { kraken: [2, 3] });
    const result = ok(crowded, { type: 'turn', piece: 'ship', direction: 'right' });
    expect(result.state.turn?.manoeuvre).toBeNull();
    expect(result.state.ships.red?.hex).toBe(at(1, 4));
    expect(ahead(at(1, 4), 0)).toBe(at(2, 4));
  });
});
