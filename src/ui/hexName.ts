import { type GameMap, type HexKey, hexDistance } from '../engine';
import { hexWorld } from '../physics/boardLayout';

const COMPASS = [
  'east',
  'north-east',
  'north',
  'north-west',
  'west',
  'south-west',
  'south',
  'south-east',
] as const;

function landmarkName(map: GameMap, hex: HexKey): string | null {
  const terrain = map.terrain[hex];
  switch (terrain?.kind) {
    case 'island':
      return `island ${terrain.island}`;
    case 'tower':
      return 'the tower';
    case 'home':
      return `the ${terrain.ship} home`;
    case 'sea':
    case undefined:
      return null;
    default: {
      const never: never = terrain;
      throw new Error(String(never));
    }
  }
}

/**
 * A space named as players name it, by the nearest landmark: "beside island C, to its south-west",
 * "2 spaces north of the tower" (islands before homes before the tower when equally near). North is
 * the far side of the board as first drawn.
 */
export function hexName(map: GameMap, hex: HexKey): string {
  let best: { key: HexKey; name: string; distance: number } | null = null;
  for (const key of Object.keys(map.terrain) as HexKey[]) {
    const name = landmarkName(map, key);
    if (!name || key === hex) continue;
    const distance = hexDistance(key, hex);
    if (!best || distance < best.distance) best = { key, name, distance };
  }
  if (!best) return 'a space at sea';
  const from = hexWorld(map, best.key);
  const to = hexWorld(map, hex);
  // z grows toward the south of the board
  const angle = Math.atan2(-(to.z - from.z), to.x - from.x);
  const direction = COMPASS[(Math.round(angle / (Math.PI / 4)) + 8) % 8] ?? 'east';
  return best.distance <= 1
    ? `beside ${best.name}, to its ${direction}`
    : `${best.distance} spaces ${direction} of ${best.name}`;
}
