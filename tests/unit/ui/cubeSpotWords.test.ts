import { describe, expect, it } from 'vitest';
import { offsetToKey, type PlayerView } from '../../../src/engine';
import type { CubeSpot } from '../../../src/table/cubeSpots';
import { cubesLieWords } from '../../../src/ui/cubeSpotWords';
import { pieceOwnerName } from '../../../src/ui/describeEvent';

const players = [
  { name: 'Anne', ship: 'red' },
  { name: 'Mary', ship: 'blue' },
] as unknown as PlayerView[];
const named = (piece: string) => pieceOwnerName(piece, players);

const onMary: CubeSpot = { kind: 'piece', piece: 'blue' };
const eastOfD: CubeSpot = {
  kind: 'sea',
  hex: offsetToKey(9, 8),
  near: { landmark: { kind: 'island', island: 'D' }, spaces: 1, direction: 'east' },
};

describe('where the cubes lie, in one sentence', () => {
  it('names ships by their players, pieces first, cubes that lie alike together', () => {
    expect(cubesLieWords([eastOfD, onMary, eastOfD], named)).toBe(
      'A cube landed on Mary’s ship; two in the sea east of island D.',
    );
  });

  it('all alike: all three, or both', () => {
    expect(cubesLieWords([{ kind: 'offBoard' }, { kind: 'offBoard' }, { kind: 'offBoard' }], named)).toBe(
      'All three cubes off the board.',
    );
    expect(
      cubesLieWords(
        [
          { kind: 'piece', piece: 'kraken' },
          { kind: 'piece', piece: 'kraken' },
        ],
        named,
      ),
    ).toBe('Both cubes landed on the Kraken.');
  });

  it('one cube alone, the far sea, land, the edge, the tower, a ship without a player', () => {
    expect(cubesLieWords([{ kind: 'piece', piece: 'tower' }], named)).toBe('The cube landed on the tower.');
    expect(
      cubesLieWords(
        [
          {
            kind: 'sea',
            hex: offsetToKey(4, 4),
            near: { landmark: { kind: 'home', ship: 'green' }, spaces: 3, direction: 'north-east' },
          },
          { kind: 'land', landmark: { kind: 'island', island: 'C' } },
          { kind: 'edge' },
        ],
        named,
      ),
    ).toBe(
      'A cube in the sea 3 spaces north-east of the green home island; one on island C; one at the edge of the board.',
    );
    expect(cubesLieWords([{ kind: 'piece', piece: 'yellow' }, { kind: 'rolling' }], named)).toBe(
      'A cube landed on the yellow ship; one still rolling.',
    );
  });

  it('the empty sea of the sandbox names a space by its column and row', () => {
    expect(cubesLieWords([{ kind: 'sea', hex: offsetToKey(9, 8), near: null }], named)).toBe(
      'The cube in the sea at column 10, row 9.',
    );
  });
});
