import { describe, expect, it } from 'vitest';
import { actionFor, execute, getMap } from '../../../src/engine';
import { volleyInputSchema } from '../../../src/physics';
import { hexWorld } from '../../../src/physics/boardLayout';
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
    const game = fixtureGame();
    const input = volleyInputFor(game, 'tower', 1, 1);
    const map = getMap(game.mapId);
    expect(input.firing).toMatchObject({
      ...hexWorld(map, map.tower),
      yaw: (game.towerFacing * Math.PI) / 3,
    });
    const pose = game.ships.red;
    if (!pose) throw new Error('red ship missing');
    expect(input.others.find((piece) => piece.id === 'red')).toMatchObject(hexWorld(map, pose.hex));
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
