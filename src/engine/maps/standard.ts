import { buildMap, type GameMap } from '../gameMap';

/**
 * The standard board (B1): 11 rows alternating 12 and 13 hexes (137 hexes, 124 of them sea). The drawing is
 * point-symmetric about the tower (row 5, col 6), and mirror-symmetric too, so all four corners are alike.
 * Home islands sit in the corners; islands A–H ring the tower three to four steps out, and each island's
 * partner under the point reflection is four letters on (A↔E, B↔F, C↔G, D↔H).
 */
export const standardMap: GameMap = buildMap({
  id: 'standard',
  name: 'Standard',
  rows: [
    ' r . . . . . . . . . . b',
    '. . . . . . A . . . . . .',
    ' . . . H . . . . B . . .',
    '. . . . . . . . . . . . .',
    ' . . . . . . . . . . . .',
    '. . G . . . T . . . C . .',
    ' . . . . . . . . . . . .',
    '. . . . . . . . . . . . .',
    ' . . . F . . . . D . . .',
    '. . . . . . E . . . . . .',
    ' g . . . . . . . . . . y',
  ],
  // Next to the home island, facing the tower as nearly as the grid allows (S4).
  starts: {
    red: { col: 1, row: 1, facing: 5 },
    blue: { col: 11, row: 1, facing: 4 },
    yellow: { col: 11, row: 9, facing: 2 },
    green: { col: 1, row: 9, facing: 1 },
  },
});
