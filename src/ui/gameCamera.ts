import { type GameState, getMap } from '../engine';
import type { VolleySource } from '../engine/ids';
import { facingYaw, hexWorld } from '../physics/boardLayout';
import type { CameraFocus } from '../scene/CameraRig';
import type { FiringPlace } from '../scene/GameScene';
import type { VolleyStage } from '../store/volleyStore';

/** Where the firing piece stands (for the camera and the lever), from the engine's state. */
export function firingPlace(game: GameState, source: VolleySource): FiringPlace | null {
  const map = getMap(game.mapId);
  const ship = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const pose =
    source === 'ship'
      ? ship
        ? game.ships[ship]
        : undefined
      : source === 'kraken'
        ? (game.kraken ?? undefined)
        : { hex: map.tower, facing: game.towerFacing };
  if (!pose) return null;
  return {
    source,
    ship: source === 'ship' ? (ship ?? null) : null,
    ...hexWorld(map, pose.hex),
    yaw: facingYaw(pose.facing),
  };
}

/**
 * What the camera frames: the lever while a volley is aimed (close) or flown (further back; the slow
 * replay from the side), else the active ship with the board it sails toward behind it.
 */
export function gameCameraFocus(game: GameState, lever: FiringPlace | null, stage: VolleyStage): CameraFocus {
  if (lever) {
    const flying = stage.kind === 'flying';
    const replay = flying && stage.replay;
    return {
      x: lever.x,
      z: lever.z,
      y: 3,
      distance: flying ? 55 : 22,
      yaw: lever.yaw + (replay ? Math.PI / 2 : 0),
      elevation: replay ? 0.45 : 0.6,
    };
  }
  const ship = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const pose = ship ? game.ships[ship] : undefined;
  if (!pose) return { x: 0, z: 0, distance: 120 };
  // the tower is at the origin: aim between the ship and it
  const at = hexWorld(getMap(game.mapId), pose.hex);
  return { x: at.x * 0.6, z: at.z * 0.6, distance: 95 };
}
