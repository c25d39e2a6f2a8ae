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

  it('the game, the sandbox, the lever and the volley input place the ships on their printed spaces', () => {
    // worked out by hand from the printed board: spaces "q,r" (axial, pointy-topped), the tower (3,5)
    // at the origin, x = √3·R·(q − 3 + (r − 5)/2), z = 1.5·R·(r − 5), a facing a sixth of a turn a step
    const R = HEX_RADIUS_CM;
    const expected: Record<string, { x: number; z: number; yaw: number }> = {
      red: { x: -5 * Math.sqrt(3) * R, z: -6 * R, yaw: (5 * Math.PI) / 3 }, // "0,1", facing 5
      blue: { x: 5 * Math.sqrt(3) * R, z: -6 * R, yaw: (4 * Math.PI) / 3 }, // "10,1", facing 4
      kraken: { x: -3.5 * Math.sqrt(3) * R, z: -7.5 * R, yaw: 0 }, // "2,0", facing 0
    };
    const near = (pose: { x: number; z: number; yaw: number } | undefined, id: string, where: string) => {
      const want = expected[id];
      if (!pose || !want) throw new Error(`${where}: no pose for ${id}`);
      expect(pose.x, `${where} ${id} x`).toBeCloseTo(want.x, 9);
      expect(pose.z, `${where} ${id} z`).toBeCloseTo(want.z, 9);
      expect(pose.yaw, `${where} ${id} yaw`).toBeCloseTo(want.yaw, 9);
    };
    const state = game();
    expect(state.ships).toMatchObject({ red: { hex: '0,1', facing: 5 }, blue: { hex: '10,1', facing: 4 } });
    expect(state.kraken).toEqual({ hex: '2,0', facing: 0 });
    const pieces = gamePieces(state);
    for (const id of ['red', 'blue', 'kraken'])
      near(
        pieces.find((p) => p.id === id),
        id,
        'the game',
      );
    // the sandbox's standard layout starts the ships where the game does
    const layout = standardLayout().pieces;
    for (const id of ['red', 'blue']) {
      const piece = layout.find((p) => p.id === id);
      near(piece && pieceWorld(piece), id, 'the sandbox');
    }
    // the lever stands on the ship whose turn it is
    const active = state.turn ? state.players[state.turn.seat]?.ship : null;
    if (!active) throw new Error('no ship to act');
    const lever = firingPose(state, 'ship');
    expect(lever).toMatchObject({ source: 'ship', ship: active });
    near(lever ?? undefined, active, 'the lever');
    // a recorded volley's table (from its input alone) stands where the game's does
    const recorded = inputPieces(volleyInputFor(state, 'ship', 0.5, 1));
    for (const id of ['red', 'blue', 'kraken'])
      near(
        recorded.find((p) => p.id === id),
        id,
        'the volley input',
      );
    expect(recorded.map((p) => p.id).sort()).toEqual(pieces.map((p) => p.id).sort());
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
