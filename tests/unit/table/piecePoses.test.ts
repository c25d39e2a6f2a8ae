import { describe, expect, it } from 'vitest';
import { getMap } from '../../../src/engine';
import { setUpGame } from '../../../src/engine/sim/setUpGame';
import { HEX_RADIUS_CM } from '../../../src/physics/boardSpec';
import { firingPose, gamePieces, inputPieces, poseAt } from '../../../src/table/piecePoses';
import { pieceWorld, standardLayout } from '../../../src/table/sandboxLayout';
import { volleyInputFor } from '../../../src/table/volleyInputFor';

const game = () =>
  setUpGame({
    names: ['Anne', 'Mary'],
    seed: 31,
    kraken: '4,4',
    choices: [
      { captain: 'helmsman', ship: 'red' },
      { captain: 'navigator', ship: 'blue' },
    ],
  });

describe('the table’s one home for piece poses', () => {
  it('while the Kraken is placed, the ships wait on their start spaces (it may not border them)', () => {
    const state = { ...game(), phase: { kind: 'placeKraken' as const }, ships: {}, kraken: null };
    const map = getMap(state.mapId);
    const ships = gamePieces(state).filter((piece) => piece.kind === 'ship');
    expect(ships.map((piece) => piece.id).sort()).toEqual(Object.keys(map.starts).sort());
    for (const piece of ships) {
      const start = map.starts[piece.ship ?? 'red'];
      expect(piece).toMatchObject(poseAt(map, start.hex, start.facing));
    }
    // once placed, only the ships in play are drawn
    expect(gamePieces(game()).filter((piece) => piece.kind === 'ship')).toHaveLength(2);
  });

  it('puts the tower at the origin turned by its facing, a sixth of a turn a step', () => {
    const state = { ...game(), towerFacing: 2 as const };
    const tower = gamePieces(state).find((piece) => piece.id === 'tower');
    expect(tower).toMatchObject({ x: 0, z: 0, kind: 'tower' });
    expect(tower?.yaw).toBeCloseTo((2 * Math.PI) / 3, 10);
  });

  it('puts neighbouring spaces one hex width apart (√3 radii)', () => {
    const map = getMap('standard');
    const a = poseAt(map, '0,0', 0);
    const b = poseAt(map, '1,0', 0);
    expect(Math.hypot(b.x - a.x, b.z - a.z)).toBeCloseTo(Math.sqrt(3) * HEX_RADIUS_CM, 6);
  });

  it('the game, the sandbox, the lever and the volley input place every piece alike', () => {
    const state = game();
    const pieces = gamePieces(state);
    // the sandbox's standard layout starts the ships where the game does
    let checked = 0;
    for (const piece of standardLayout().pieces.filter((p) => p.kind === 'ship')) {
      const inGame = pieces.find((p) => p.id === piece.id);
      if (inGame) {
        expect(pieceWorld(piece), piece.id).toEqual({ x: inGame.x, z: inGame.z, yaw: inGame.yaw });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    const active = state.turn ? state.players[state.turn.seat]?.ship : null;
    const lever = firingPose(state, 'ship');
    const own = pieces.find((p) => p.id === active);
    expect(lever).toMatchObject({ source: 'ship', ship: active, x: own?.x, z: own?.z, yaw: own?.yaw });
    // a recorded volley's table (from its input alone) stands where the game's does
    const recorded = inputPieces(volleyInputFor(state, 'ship', 0.5, 1));
    for (const piece of recorded) {
      const inGame = pieces.find((p) => p.id === piece.id);
      expect({ x: piece.x, z: piece.z, yaw: piece.yaw }).toEqual({
        x: inGame?.x,
        z: inGame?.z,
        yaw: inGame?.yaw,
      });
    }
  });

  it('stands a captain on its ship only while aboard', () => {
    const state = game();
    const knocked = {
      ...state,
      players: state.players.map((p, i) => (i === 1 ? { ...p, captainAt: 'down' as const } : p)),
    };
    const blue = (s: typeof state) => gamePieces(s).find((p) => p.id === 'blue');
    expect(blue(state)?.captain).toBe(true);
    expect(blue(knocked)?.captain).toBe(false);
  });
});
