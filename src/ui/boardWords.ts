import {
  compassOfFacing,
  type HexKey,
  type Neighbour,
  type PlayerView,
  type Seat,
  SHIP_COLOUR_NAMES,
  type ShipStep,
  type Side,
} from '../engine';
import type { KrakenSpot, MoveOption, ShipPlace } from '../store/game/boardPlaces';
import { shipOwnerName } from './describeEvent';
import { landmarkName, placeWords } from './hexName';

/** The board in words for a player who cannot see it: the store's places, phrased here. */

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Your ship (red)", "Mary’s ship (yellow)", "The green ship". */
export function shipTitle(ship: ShipPlace, players: readonly PlayerView[], viewer: Seat): string {
  const colour = SHIP_COLOUR_NAMES[ship.ship];
  if (ship.seat !== null && ship.seat === viewer) return `Your ship (${colour})`;
  const owner = ship.seat === null ? undefined : players[ship.seat];
  return owner ? `${owner.name}’s ship (${colour})` : `The ${colour} ship`;
}

/** "Your ship (red): beside island C, to its south-west, facing north-east; captain knocked off". */
export function shipLine(ship: ShipPlace, players: readonly PlayerView[], viewer: Seat): string {
  const captain = ship.captainAt === 'down' ? '; its captain is knocked off' : '';
  return `${shipTitle(ship, players, viewer)}: ${placeWords(ship.place)}, facing ${compassOfFacing(ship.pose.facing)}${captain}.`;
}

function neighbourWords(what: Neighbour, players: readonly PlayerView[]): string {
  switch (what.kind) {
    case 'sea':
      return 'open sea';
    case 'edge':
      return 'the edge of the board';
    case 'land':
      return landmarkName(what.landmark);
    case 'ship':
      return shipOwnerName(what.ship, players);
    case 'kraken':
      return 'the Kraken';
    default: {
      const never: never = what;
      throw new Error(`unknown neighbour ${String(never)}`);
    }
  }
}

/** "ahead (north-east): island C" — one side of the active ship; its facing is told first. */
export function sideLine(side: Side, facing: number, players: readonly PlayerView[]): string {
  const relative = side.facing === facing ? 'ahead, ' : (side.facing + 3) % 6 === facing ? 'behind, ' : '';
  return `${relative}${side.direction}: ${neighbourWords(side.what, players)}`;
}

/** The turns on a ship's path: "turning left", "turning right twice", "turning 3 times". */
function turnsOf(path: readonly (ShipStep | HexKey)[]): string {
  const turns = path.filter((step) => step === 'left' || step === 'right');
  if (turns.length === 0) return '';
  if (turns.every((step) => step === turns[0]))
    return `, turning ${turns[0]}${turns.length === 1 ? '' : turns.length === 2 ? ' twice' : ` ${turns.length} times`}`;
  return `, turning ${turns.length} times`;
}

/** A legal move in words: "Sail 1 space, to beside island C, to its west, facing west". */
export function moveLine(move: MoveOption): string {
  const goesOn = move.ends ? '' : ' (the move must go on from there)';
  if (move.piece === 'kraken')
    return `Move the Kraken ${plural(move.spaces, 'space')}, to ${placeWords(move.place)}${goesOn}`;
  return `Sail ${plural(move.spaces, 'space')}${turnsOf(move.path)}, to ${placeWords(move.place)}, facing ${compassOfFacing(move.to.facing)}${goesOn}`;
}

/** "Place the Kraken beside island C, to its west, facing the tower". */
export function krakenSpotLine(spot: KrakenSpot): string {
  return `Place the Kraken ${placeWords(spot.place)}, facing ${spot.towardTower ? 'the tower' : compassOfFacing(spot.facing)}`;
}
