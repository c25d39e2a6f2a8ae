import type { GameMap } from '../gameMap';
import { standardMap } from './standard';

const registry = new Map<string, GameMap>([[standardMap.id, standardMap]]);

/** Ids of the maps a game can be set up on. */
export function mapIds(): string[] {
  return [...registry.keys()];
}

/** The map with this id; throws for an unknown id (a programming error, not a rule). */
export function getMap(mapId: string): GameMap {
  const map = registry.get(mapId);
  if (!map) throw new Error(`Unknown map '${mapId}'`);
  return map;
}

/** Adds a map (new boards, or small boards built by tests); replaces one with the same id. */
export function registerMap(map: GameMap): void {
  registry.set(map.id, map);
}
