import type { CubeSpot } from '../table/cubeSpots';
import { spaceLabel } from '../table/sandboxLayout';
import { landmarkName } from './hexName';

/** Names a piece of the physics by its id: "Mary’s ship", "the blue ship", "the Kraken", "the tower". */
export type PieceNamer = (piece: string) => string;

/** One cube's place without its count: "landed on Mary’s ship", "in the sea east of island D". */
export function spotWords(spot: CubeSpot, pieceName: PieceNamer): string {
  switch (spot.kind) {
    case 'piece':
      return `landed on ${pieceName(spot.piece)}`;
    case 'land':
      return `on ${landmarkName(spot.landmark)}`;
    case 'sea': {
      if (!spot.near) return `in the sea at ${spaceLabel(spot.hex)}`;
      const { spaces, direction, landmark } = spot.near;
      return `in the sea ${spaces > 1 ? `${spaces} spaces ` : ''}${direction} of ${landmarkName(landmark)}`;
    }
    case 'edge':
      return 'at the edge of the board';
    case 'offBoard':
      return 'off the board';
    case 'rolling':
      return 'still rolling';
    default: {
      const never: never = spot;
      throw new Error(`unknown cube spot ${String(never)}`);
    }
  }
}

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five'] as const;
const count = (n: number) => COUNTS[n] ?? String(n);

/**
 * Where a volley's cubes lie, in one sentence, cubes that lie alike told together and those on pieces
 * first: "A cube landed on Mary’s ship; two in the sea east of island D."
 */
export function cubesLieWords(spots: readonly CubeSpot[], pieceName: PieceNamer): string {
  if (spots.length === 0) return '';
  const groups = new Map<string, number>();
  const onPieces = spots.filter((spot) => spot.kind === 'piece');
  for (const spot of [...onPieces, ...spots.filter((spot) => spot.kind !== 'piece')]) {
    const words = spotWords(spot, pieceName);
    groups.set(words, (groups.get(words) ?? 0) + 1);
  }
  const [first, ...rest] = [...groups];
  if (!first) return '';
  const [firstWords, firstCount] = first;
  const opening =
    spots.length === 1
      ? `the cube ${firstWords}`
      : rest.length === 0
        ? `${firstCount === 2 ? 'both' : `all ${count(firstCount)}`} cubes ${firstWords}`
        : firstCount === 1
          ? `a cube ${firstWords}`
          : `${count(firstCount)} cubes ${firstWords}`;
  const text = [opening, ...rest.map(([words, n]) => `${count(n)} ${words}`)].join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
