import {
  type ActionIntent,
  type CaptainPlace,
  type Facing,
  facingToward,
  getMap,
  type HexKey,
  legalMoves,
  neighboursOf,
  type PiecePose,
  type Place,
  placeOf,
  type Seat,
  type ShipId,
  type ShipStep,
  type Side,
  type TableState,
} from '../../engine';
import { selectKrakenSpots } from './gameSelectors';
import { perState } from './perState';

/**
 * Where every piece stands and where the legal moves lead, told by landmarks (the engine's `placeOf`,
 * `neighboursOf`): the board for a player who cannot see it, asked once per state. The interface
 * turns it into words.
 */

export interface ShipPlace {
  ship: ShipId;
  /** The seat sailing it, or null for a ship nobody chose. */
  seat: Seat | null;
  captainAt: CaptainPlace | null;
  pose: PiecePose;
  place: Place | null;
}

/** A legal move of a piece, where it ends and how (single step, or a whole manoeuvre to its end). */
export interface MoveOption {
  piece: 'ship' | 'kraken';
  action: ActionIntent;
  path: readonly (ShipStep | HexKey)[];
  /** Spaces entered. */
  spaces: number;
  to: PiecePose;
  place: Place | null;
  /** The move is over there; otherwise it must go on from there. */
  ends: boolean;
}

/** A space the Kraken may be placed on in setup, with the facing it takes there. */
export interface KrakenSpot {
  action: ActionIntent;
  hex: HexKey;
  facing: Facing;
  /** The facing points at the tower (the usual choice), as near as the space allows. */
  towardTower: boolean;
  place: Place | null;
}

export interface BoardPlaces {
  ships: ShipPlace[];
  kraken: { pose: PiecePose; place: Place | null } | null;
  tower: { hex: HexKey; facing: Facing };
  /** The ship of the seat whose turn it is. */
  activeShip: ShipId | null;
  /** What lies on each side of the active ship. */
  around: Side[];
  moves: MoveOption[];
  krakenSpots: KrakenSpot[];
}

/** One option per end pose and piece, the shortest way there first (the engine lists steps and finishes). */
function movesOf(game: TableState): MoveOption[] {
  const map = getMap(game.mapId);
  const best = new Map<string, MoveOption>();
  for (const move of legalMoves(game)) {
    if (move.hexes.length === 0) continue; // a turn in place mid-manoeuvre: told with the turns
    const option: MoveOption = {
      piece: move.piece,
      action: move.action,
      path: move.action.path,
      spaces: move.hexes.length,
      to: move.to,
      place: placeOf(map, move.to.hex),
      ends: move.ends,
    };
    const key = `${move.piece}/${move.to.hex}/${move.piece === 'ship' ? move.to.facing : ''}`;
    const known = best.get(key);
    if (!known || option.path.length < known.path.length) best.set(key, option);
  }
  return [...best.values()];
}

export const selectBoardPlaces = perState((game): BoardPlaces => {
  const map = getMap(game.mapId);
  const ships = (Object.entries(game.ships) as [ShipId, PiecePose][]).map(([ship, pose]) => {
    const player = game.players.find((candidate) => candidate.ship === ship);
    return {
      ship,
      seat: player?.seat ?? null,
      captainAt: player?.captainAt ?? null,
      pose,
      place: placeOf(map, pose.hex),
    };
  });
  const activeShip = game.turn ? (game.players[game.turn.seat]?.ship ?? null) : null;
  const activePose = activeShip ? game.ships[activeShip] : undefined;
  const krakenSpots =
    game.phase.kind === 'placeKraken'
      ? [...selectKrakenSpots(game)].map(([hex, facings]): KrakenSpot => {
          const wanted = facingToward(hex, map.tower);
          const facing = facings.includes(wanted) ? wanted : (facings[0] ?? 0);
          return {
            action: { type: 'placeKraken', hex, facing },
            hex,
            facing,
            towardTower: facing === wanted,
            place: placeOf(map, hex),
          };
        })
      : [];
  return {
    ships,
    kraken: game.kraken ? { pose: game.kraken, place: placeOf(map, game.kraken.hex) } : null,
    tower: { hex: map.tower, facing: game.towerFacing },
    activeShip,
    around: activePose ? neighboursOf(game, map, activePose.hex) : [],
    moves: game.phase.kind === 'playing' ? movesOf(game) : [],
    krakenSpots,
  };
});
