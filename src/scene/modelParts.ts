import { ISLAND_PART } from '../physics/boardSpec';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { CUBE_PART } from '../physics/cubeSpec';
import { LEVER_PARTS, PIECE_SPECS } from '../physics/pieceSpecs';
import type { PartSpec } from '../physics/shapeSpec';

/** The models the game draws, each made only of its physics parts: what you see is what collides. */
export const MODEL_NAMES = ['ship', 'kraken', 'tower', 'lever', 'captain', 'cube', 'island'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

export function modelParts(name: ModelName): readonly PartSpec[] {
  switch (name) {
    case 'ship':
    case 'kraken':
    case 'tower':
      return PIECE_SPECS[name].parts;
    case 'lever':
      return LEVER_PARTS;
    case 'captain':
      return [CAPTAIN_PART];
    case 'cube':
      return [CUBE_PART];
    case 'island':
      return [ISLAND_PART];
    default: {
      const never: never = name;
      throw new Error(`unknown model ${String(never)}`);
    }
  }
}
