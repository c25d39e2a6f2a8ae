/** Identifiers shared by the engine, the physics input builder and the interface. */

/** A hex key in axial coordinates, `"q,r"`: how hexes are keyed in plain-JSON state. */
export type HexKey = `${number},${number}`;

/** One of the six hex directions, 0–5, counter-clockwise seen from above; see `hexDirections`. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

/** The four ships, named after their flag colour; also the ids of the home islands. */
export const SHIP_IDS = ['red', 'blue', 'yellow', 'green'] as const;
export type ShipId = (typeof SHIP_IDS)[number];

/** The four captains, named after their ability (C1–C4). */
export const CAPTAIN_IDS = ['helmsman', 'navigator', 'towerKeeper', 'krakenTamer'] as const;
export type CaptainId = (typeof CAPTAIN_IDS)[number];

/** Treasure islands A–H. */
export const ISLAND_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type IslandLetter = (typeof ISLAND_LETTERS)[number];

/** A seat index, clockwise from seat 0; the first player is chosen in setup (S1). */
export type Seat = number;

/** What can fire a volley (V1). */
export type VolleySource = 'ship' | 'kraken' | 'tower';
