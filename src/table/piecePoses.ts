import { type GameMap, getMap, type TableState } from '../engine';
import { type Facing, type HexKey, SHIP_IDS, type ShipId, type VolleySource } from '../engine/ids';
import { facingYaw, hexWorld } from '../physics/boardLayout';
import type { PieceKind } from '../physics/pieceSpec';
import type { VolleyInput } from '../physics/volleyInput';

/** A piece's place on the table: world x/z (cm) and its turn (radians). */
export interface TablePose {
  x: number;
  z: number;
  yaw: number;
}

/** A piece as the table holds it, in the game and the sandbox: its world pose and what stands on it. */
export interface TablePiece extends TablePose {
  id: string;
  kind: PieceKind;
  /** The ship's flag, for its colours and captain. */
  ship: ShipId | null;
  /** Its captain stands on the stern (ships). */
  captain: boolean;
  /** Its captain lies knocked down on the stern until its owner's turn (ships). */
  captainDown: boolean;
  isTarget: boolean;
}

/** The one place a space and a facing become a world pose (every piece, every volley input). */
export function poseAt(map: GameMap, hex: HexKey, facing: Facing): TablePose {
  return { ...hexWorld(map, hex), yaw: facingYaw(facing) };
}

/** The centres of a map's islands that stand in the sea (treasure and home islands), cm. */
export function islandPlaces(map: GameMap): { x: number; z: number }[] {
  const hexes = [...Object.values(map.islands).flat(), ...Object.values(map.homes).flat()];
  return hexes.map((hex) => hexWorld(map, hex));
}

/**
 * The game's pieces: ships with their captains on the stern while aboard (on their start spaces while
 * the Kraken is placed), the Kraken, the tower.
 */
export function gamePieces(game: TableState): TablePiece[] {
  const map = getMap(game.mapId);
  const pieces: TablePiece[] = [];
  // while the Kraken is placed the ships wait on their start spaces, which it may not border (S2)
  const waiting = game.phase.kind === 'placeKraken';
  for (const ship of SHIP_IDS) {
    const pose = game.ships[ship] ?? (waiting ? map.starts[ship] : undefined);
    if (!pose) continue;
    const owner = game.players.find((player) => player.ship === ship);
    pieces.push({
      id: ship,
      kind: 'ship',
      ship,
      ...poseAt(map, pose.hex, pose.facing),
      captain: owner?.captainAt === 'stern',
      captainDown: owner?.captainAt === 'down',
      isTarget: false,
    });
  }
  if (game.kraken) {
    const { hex, facing } = game.kraken;
    pieces.push({
      id: 'kraken',
      kind: 'kraken',
      ship: null,
      ...poseAt(map, hex, facing),
      captain: false,
      captainDown: false,
      isTarget: false,
    });
  }
  pieces.push({
    id: 'tower',
    kind: 'tower',
    ship: null,
    ...poseAt(map, map.tower, game.towerFacing),
    captain: false,
    captainDown: false,
    isTarget: false,
  });
  return pieces;
}

/** The piece that fires a volley from `source` for the active player, and where it stands. */
export interface FiringPose extends TablePose {
  source: VolleySource;
  ship: ShipId | null;
}

/** Where the active player's firing piece stands (the camera and the lever), or null if it is not on the board. */
export function firingPose(game: TableState, source: VolleySource): FiringPose | null {
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
  return { source, ship: source === 'ship' ? (ship ?? null) : null, ...poseAt(map, pose.hex, pose.facing) };
}

/** A recorded volley's table, from its input alone (batch volleys have no layout nor game). */
export function inputPieces(input: VolleyInput): TablePiece[] {
  const { firing } = input;
  return [
    {
      id: firing.id,
      kind: firing.kind,
      ship: firing.kind === 'ship' ? firing.id : null,
      x: firing.x,
      z: firing.z,
      yaw: firing.yaw,
      captain: false,
      captainDown: false,
      isTarget: false,
    },
    ...input.others.map((other) => ({
      id: other.id,
      kind: other.kind,
      ship: other.kind === 'ship' ? other.id : null,
      x: other.x,
      z: other.z,
      yaw: other.yaw,
      captain: other.kind === 'ship' && (other.captainStanding ?? false),
      captainDown: false,
      isTarget: other.isTarget,
    })),
  ];
}
