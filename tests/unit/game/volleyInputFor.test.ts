import { describe, expect, it } from 'vitest';
import { actionFor, execute } from '../../../src/engine';
import { volleyInputSchema } from '../../../src/physics';
import { volleyInputFor, volleySeed } from '../../../src/table/volleyInputFor';
import { fixtureGame } from './fixtureGame';

describe('the volley input built from a game', () => {
  it('V2: a volley from your ship never targets it, and every opponent, the Kraken and the tower are targets', () => {
    const game = fixtureGame();
    const input = volleyInputFor(game, 'ship', 0.5, 1);
    expect(volleyInputSchema.safeParse(input).success).toBe(true);
    expect(input.firing).toMatchObject({ kind: 'ship', id: 'red' });
    expect(input.others.map((piece) => [piece.id, piece.isTarget])).toEqual([
      ['yellow', true],
      ['kraken', true],
      ['tower', true],
    ]);
  });

  it('V2: a volley from the Kraken keeps your own ship on the table but not as a target', () => {
    const input = volleyInputFor(fixtureGame(), 'kraken', 0.5, 1);
    expect(input.firing.kind).toBe('kraken');
    expect(input.others.find((piece) => piece.id === 'red')).toMatchObject({ isTarget: false });
    expect(input.others.some((piece) => piece.kind === 'kraken')).toBe(false);
  });

  it('V4: only captains standing on their stern are in the world', () => {
    const game = fixtureGame();
    const down = {
      ...game,
      players: game.players.map((p) => (p.ship === 'yellow' ? { ...p, captainAt: 'down' as const } : p)),
    };
    const standing = volleyInputFor(game, 'ship', 0.5, 1).others.find((piece) => piece.id === 'yellow');
    const fallen = volleyInputFor(down, 'ship', 0.5, 1).others.find((piece) => piece.id === 'yellow');
    expect(standing).toMatchObject({ captainStanding: true });
    expect(fallen).toMatchObject({ captainStanding: false });
  });

  it('places pieces where the board draws them, facing their engine facing', () => {
    // Hand-derived for the standard map (hex radius 3 cm, pointy hexes, the tower's hex "3,5" at the
    // origin): the red ship on "0,1" is 5 hex widths (3√3 cm each) west and 4 rows (4.5 cm each)
    // north of it, facing 5 (5 × 60°); yellow on "6,9" is its mirror image, facing 2; the Kraken on
    // "2,0" is 3.5 widths west and 5 rows north, facing 0; the tower faces 0.
    const game = fixtureGame();
    const input = volleyInputFor(game, 'tower', 1, 1);
    expect(input.firing).toEqual({ kind: 'tower', id: 'tower', x: 0, z: 0, yaw: 0 });
    const poses = input.others.map((piece) => [piece.id, piece.x, piece.z, piece.yaw]);
    const width = 3 * Math.sqrt(3);
    expect(poses).toHaveLength(3);
    const expected = [
      ['red', -5 * width, -18, (5 * Math.PI) / 3],
      ['yellow', 5 * width, 18, (2 * Math.PI) / 3],
      ['kraken', -3.5 * width, -22.5, 0],
    ] as const;
    expected.forEach(([id, x, z, yaw], index) => {
      const [gotId, gotX, gotZ, gotYaw] = poses[index] ?? [];
      expect(gotId).toBe(id);
      expect(gotX).toBeCloseTo(x, 9);
      expect(gotZ).toBeCloseTo(z, 9);
      expect(gotYaw).toBeCloseTo(yaw, 9);
    });
  });

  it('P6: the seed depends only on the position, so the same position and strike fly the same way', () => {
    const game = fixtureGame();
    expect(volleySeed(game)).toBe(volleySeed(structuredClone(game)));
    const moved = execute(game, actionFor(game, { type: 'turn', piece: 'tower', direction: 'left' }));
    if (!moved.ok) throw new Error(moved.reason);
    const ended = execute(moved.state, actionFor(moved.state, { type: 'endTurn' }));
    if (!ended.ok) throw new Error(ended.reason);
    expect(volleySeed(ended.state)).not.toBe(volleySeed(game));
  });
});
