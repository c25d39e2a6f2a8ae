import type { ShipId } from './ids';

/**
 * The one name of each ship's colour, used wherever a player reads it: setup, the flag labels, the
 * log, the board description and the engine's own refusals (the flags' exact tones are Okabe–Ito
 * colours, but a player calls them by these plain names).
 */
export const SHIP_COLOUR_NAMES: Readonly<Record<ShipId, string>> = {
  red: 'red',
  blue: 'blue',
  yellow: 'yellow',
  green: 'green',
};

/** "the red ship". */
export function shipName(ship: ShipId): string {
  return `the ${SHIP_COLOUR_NAMES[ship]} ship`;
}

/** "Red", for a label that starts a line. */
export function shipColourLabel(ship: ShipId): string {
  const name = SHIP_COLOUR_NAMES[ship];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The movable pieces as a player names them: the Kraken is a name, so it keeps its capital. */
export const PIECE_WORDS: Readonly<Record<'ship' | 'kraken' | 'tower', string>> = {
  ship: 'ship',
  kraken: 'Kraken',
  tower: 'tower',
};
