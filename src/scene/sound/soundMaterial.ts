import type { ColliderOwner } from '../../physics/traceTypes';

/**
 * What a cube strikes, as the ear tells it: painted wood (another cube, a captain, a ship, the tower,
 * the Kraken, a lever), the printed land of an island, or the printed sea of the board.
 */
export type SoundMaterial = 'wood' | 'board' | 'sea';

export function materialOf(owner: ColliderOwner): SoundMaterial {
  switch (owner.kind) {
    case 'cube':
    case 'captain':
    case 'lever':
    case 'piece':
      return 'wood';
    case 'island':
      return 'board';
    case 'board':
      return 'sea';
    default: {
      const never: never = owner;
      return never;
    }
  }
}
