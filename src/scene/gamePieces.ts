import type { GameMap, GameState } from '../engine';
import { SHIP_IDS } from '../engine/ids';
import { facingYaw, hexWorld } from '../physics/boardLayout';
import type { ScenePiece } from './scenePiece';

/** The game's pieces as the scene draws them: ships with captains on their sterns, the Kraken, the tower. */
export function gamePieces(game: GameState, map: GameMap): ScenePiece[] {
  const pieces: ScenePiece[] = [];
  for (const ship of SHIP_IDS) {
    const pose = game.ships[ship];
    if (!pose) continue;
    const owner = game.players.find((player) => player.ship === ship);
    pieces.push({
      id: ship,
      kind: 'ship',
      ship,
      ...hexWorld(map, pose.hex),
      yaw: facingYaw(pose.facing),
      captain: owner?.captainAt === 'stern',
      isTarget: false,
    });
  }
  if (game.kraken) {
    pieces.push({
      id: 'kraken',
      kind: 'kraken',
      ship: null,
      ...hexWorld(map, game.kraken.hex),
      yaw: facingYaw(game.kraken.facing),
      captain: false,
      isTarget: false,
    });
  }
  pieces.push({
    id: 'tower',
    kind: 'tower',
    ship: null,
    ...hexWorld(map, map.tower),
    yaw: facingYaw(game.towerFacing),
    captain: false,
    isTarget: false,
  });
  return pieces;
}
