import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Facing,
  type GameState,
  legalActions,
  shortestFinish,
  standardMap,
  turnHandleAction,
} from '../../../src/engine';
import { type Board, boardFor, indexOfHex, neighborIndex } from '../../../src/engine/board';
import { shipFinishes, straightAheadFinishes } from '../../../src/engine/manoeuvre';
import { type Obstacles, obstaclesFor } from '../../../src/engine/obstacles';
import { at, ok, place, refused, run, startedGame } from './fixtures';

/** Red at (1,4) facing east; the Kraken at (3,3) borders (2,4) and (3,4) on red's course. */
const krakenAhead = () => place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 3, 0] });
/** The Kraken right ahead: after one step red faces it, blocked. */
const krakenInTheWay = () => place(startedGame(), { ships: { red: [1, 4, 0] }, kraken: [3, 4, 0] });
/** As krakenAhead, with blue at (4,4): sailing straight on east from (2,4) dead-ends at blue, still near. */
const deadEnd = () => place(krakenAhead(), { ships: { blue: [4, 4, 3] } });
const SAIL_ON =
  'Your ship can sail on ahead to a space clear of every piece: mid-move it turns only where it cannot go on';

/**
 * The free rule, written out independently: from a pending pose, any step (forward into free sea, or a
 * turn) until a step enters a space next to no piece. Returns the fewest steps to a finish, or -1.
 */
function freeRuleShortest(
  board: Board,
  obstacles: Obstacles,
  index: number,
  facing: number,
  fresh: boolean,
): number {
  const seen = new Set<number>();
  let frontier: [number, number, boolean][] = [[index, facing, fresh]];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: [number, number, boolean][] = [];
    for (const [at, heading, first] of frontier) {
      const ahead = neighborIndex(board, at, heading);
      if (ahead >= 0 && !obstacles.closed[ahead]) {
        if (!obstacles.near[ahead]) return depth;
        next.push([ahead, heading, false]);
      }
      if (!first) for (const turn of [1, 5]) next.push([at, (heading + turn) % 6, false]);
    }
    frontier = next.filter(([at, heading]) => {
      const key = at * 6 + heading;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return -1;
}

describe('M3 revised: a continuation sails on forward', () => {
  it('M3: a turn is refused where the ship can sail straight on to a space clear of every piece', () => {
    const pending = run(krakenAhead(), { type: 'moveShip', path: ['forward'] });
    expect(pending.turn?.manoeuvre).not.toBeNull();
    expect(refused(pending, { type: 'moveShip', path: ['left'] }, 'mustSailOn')).toBe(SAIL_ON);
    expect(refused(pending, { type: 'moveShip', path: ['right', 'forward'] }, 'mustSailOn')).toBe(SAIL_ON);
    // The U-turn for one action that the free rule allowed: forward, three turns, back to the start.
    refused(
      krakenAhead(),
      { type: 'moveShip', path: ['forward', 'left', 'left', 'left', 'forward'] },
      'mustSailOn',
    );
    const steps = legalActions(pending).filter((action) => action.type === 'moveShip');
    expect(steps.map((action) => action.type === 'moveShip' && action.path.join(' '))).toEqual([
      'forward',
      'forward forward',
    ]);
    expect(shortestFinish(pending)).toMatchObject({ path: ['forward', 'forward'] });
    expect(turnHandleAction(pending, 'ship', 'left')).toMatchObject({
      ok: false,
      code: 'mustSailOn',
      reason: SAIL_ON,
    });
  });

  it('M3: a turn is allowed where the space ahead is not free sea', () => {
    const pending = run(krakenInTheWay(), { type: 'moveShip', path: ['forward'] });
    expect(pending.ships.red).toEqual({ hex: at(2, 4), facing: 0 });
    const turned = ok(pending, { type: 'moveShip', path: ['right'] });
    expect(turned.state.ships.red).toEqual({ hex: at(2, 4), facing: 5 });
    expect(turned.state.turn?.manoeuvre).not.toBeNull();
    expect(turnHandleAction(pending, 'ship', 'left')).toEqual({
      ok: true,
      intent: { type: 'moveShip', path: ['left'] },
    });
    const listed = legalActions(pending).map((action) => action.type === 'moveShip' && action.path.join(' '));
    expect(listed).toContain('left');
    expect(listed).toContain('right');
    // Right after the turn the way ahead (3,5) is clear of every piece: it must sail on, not turn again.
    refused(turned.state, { type: 'moveShip', path: ['right'] }, 'mustSailOn');
  });

  it('M3: a turn is allowed where every way forward dead-ends while still next to a piece', () => {
    const pending = run(deadEnd(), { type: 'moveShip', path: ['forward'] });
    // Ahead (3,4) is free, but straight on it meets blue at (4,4) before any space clear of pieces.
    const board = boardFor(pending.mapId);
    const obstacles = obstaclesFor(pending, board, { kind: 'ship', ship: 'red' });
    expect(straightAheadFinishes(board, obstacles, indexOfHex(board, at(2, 4)), 0)).toBe(false);
    const done = ok(pending, { type: 'moveShip', path: ['right', 'forward'] });
    expect(done.state.ships.red).toEqual({ hex: at(3, 5), facing: 5 });
    expect(done.state.turn?.manoeuvre).toBeNull();
    expect(turnHandleAction(pending, 'ship', 'right')).toMatchObject({ ok: true });
  });

  it('M3: the revision keeps every finish the free rule had, only by longer or equal ways', () => {
    const board = boardFor('standard');
    const sea = standardMap.sea;
    const hex = fc.constantFrom(...sea);
    const facing = fc.integer({ min: 0, max: 5 });
    let pendingPoses = 0;
    fc.assert(
      fc.property(hex, facing, hex, hex, hex, (red, heading, kraken, blue, yellow) => {
        fc.pre(new Set([red, kraken, blue, yellow]).size === 4);
        const state: GameState = {
          ...startedGame(),
          ships: {
            red: { hex: red, facing: heading as Facing },
            blue: { hex: blue, facing: 0 },
            yellow: { hex: yellow, facing: 0 },
          },
          kraken: { hex: kraken, facing: 0 },
        };
        const obstacles = obstaclesFor(state, board, { kind: 'ship', ship: 'red' });
        const start = { index: indexOfHex(board, red), facing: heading as Facing };
        const checks: [number, Facing, boolean][] = [[start.index, start.facing, true]];
        // And every pending pose: each facing of each free space next to a piece.
        for (let index = 0; index < board.keys.length; index++) {
          if (obstacles.closed[index] || !obstacles.near[index]) continue;
          for (let face = 0; face < 6; face++) checks.push([index, face as Facing, false]);
        }
        for (const [index, face, fresh] of checks) {
          const free = freeRuleShortest(board, obstacles, index, face, fresh);
          const [revised] = shipFinishes(board, obstacles, { index, facing: face }, fresh, true);
          if (free >= 0 !== (revised !== undefined)) {
            throw new Error(
              `finish at ${board.keys[index]} facing ${face}: free ${free}, revised ${revised?.path}`,
            );
          }
          if (revised && revised.path.length < free) throw new Error('shorter than the free rule allows');
          if (!fresh) pendingPoses += 1;
        }
      }),
      { numRuns: 60, seed: 20_261_201 },
    );
    expect(pendingPoses).toBeGreaterThan(1000);
  });
});
