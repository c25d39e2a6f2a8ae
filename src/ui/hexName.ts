import { type GameMap, type HexKey, type Landmark, type Place, placeOf, SHIP_COLOUR_NAMES } from '../engine';

/** A landmark as players name it: "island C", "the tower", "the red home island". */
export function landmarkName(landmark: Landmark): string {
  switch (landmark.kind) {
    case 'island':
      return `island ${landmark.island}`;
    case 'tower':
      return 'the tower';
    case 'home':
      return `the ${SHIP_COLOUR_NAMES[landmark.ship]} home island`;
    default: {
      const never: never = landmark;
      throw new Error(`unknown landmark ${String(never)}`);
    }
  }
}

/** A place in words: "beside island C, to its south-west", "2 spaces north of the tower". */
export function placeWords(place: Place | null): string {
  if (!place) return 'a space at sea';
  const name = landmarkName(place.landmark);
  return place.steps <= 1
    ? `beside ${name}, to its ${place.direction}`
    : `${place.steps} spaces ${place.direction} of ${name}`;
}

/**
 * A space named as players name it, by the nearest landmark (the engine's `placeOf`): "beside island
 * C, to its south-west", "2 spaces north of the tower". North is the far side of the board as drawn.
 */
export function hexName(map: GameMap, hex: HexKey): string {
  return placeWords(placeOf(map, hex));
}
