import type { GameMap } from '../engine';
import { hexWorld } from '../physics/boardLayout';
import type { TablePoint3 } from './cameraFit';
import { LETTER_ABOVE_BOARD_CM } from './letterHeight';

/** Where each island's letter stands over the board (over the island's first space), cm. */
export function letterPoints(map: GameMap): TablePoint3[] {
  return Object.values(map.islands).flatMap((hexes) => {
    const first = hexes[0];
    return first ? [{ ...hexWorld(map, first), y: LETTER_ABOVE_BOARD_CM }] : [];
  });
}
