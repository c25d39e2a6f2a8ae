import { type Board, boardFor, indexOfHex, neighborIndex } from '../board';
import type { PiecePose } from '../gameState';
import type { IslandLetter } from '../ids';

/**
 * For each island, the fewest ship steps (forward, left, right) from each pose (index * 6 + facing) to a
 * pose next to the island, on the empty board. A heuristic for simulated players, not a rule.
 */
export type PoseDistances = Record<IslandLetter, Int16Array>;

const cache = new Map<string, PoseDistances>();

function distancesTo(board: Board, island: IslandLetter): Int16Array {
  const size = board.keys.length * 6;
  const distance = new Int16Array(size).fill(-1);
  const queue = new Int32Array(size);
  let tail = 0;
  board.islandsNextTo.forEach((islands, index) => {
    if (!board.sea[index] || !islands.includes(island)) return;
    for (let facing = 0; facing < 6; facing++) {
      distance[index * 6 + facing] = 0;
      queue[tail++] = index * 6 + facing;
    }
  });
  for (let head = 0; head < tail; head++) {
    const node = queue[head] ?? 0;
    const index = Math.floor(node / 6);
    const facing = node % 6;
    const next = (distance[node] ?? 0) + 1;
    // Reverse steps: a turn either way, or a forward step from the hex behind.
    const behind = neighborIndex(board, index, (facing + 3) % 6);
    const before = [index * 6 + ((facing + 1) % 6), index * 6 + ((facing + 5) % 6)];
    if (behind >= 0 && board.sea[behind]) before.push(behind * 6 + facing);
    for (const previous of before) {
      if (distance[previous] !== -1) continue;
      distance[previous] = next;
      queue[tail++] = previous;
    }
  }
  return distance;
}

export function poseDistances(mapId: string): PoseDistances {
  let tables = cache.get(mapId);
  if (!tables) {
    const board = boardFor(mapId);
    const letters: IslandLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    tables = Object.fromEntries(
      letters.map((letter) => [letter, distancesTo(board, letter)]),
    ) as PoseDistances;
    cache.set(mapId, tables);
  }
  return tables;
}

/** Steps from a pose to the nearest pose next to any of the islands (a large number when none). */
export function stepsToIslands(mapId: string, pose: PiecePose, islands: IslandLetter[]): number {
  return stepsFromNode(
    poseDistances(mapId),
    indexOfHex(boardFor(mapId), pose.hex) * 6 + pose.facing,
    islands,
  );
}

/** As `stepsToIslands`, from a pose given as its node (index * 6 + facing) on the board. */
export function stepsFromNode(tables: PoseDistances, node: number, islands: IslandLetter[]): number {
  let best = 999;
  for (const island of islands) {
    const steps = tables[island][node] ?? -1;
    if (steps >= 0 && steps < best) best = steps;
  }
  return best;
}
