import type { GameState, IslandLetter, PiecePose, Seat } from '../engine';
import { ISLAND_LETTERS } from '../engine';
import { boardFor, indexOfHex, neighborIndex } from '../engine/board';
import { shipFinishes } from '../engine/manoeuvre';
import { obstaclesFor } from '../engine/obstacles';

/** Per island: fewest ship actions from each pose (index·6 + facing) to a pose next to it, -1 where none. */
export type ActionDistances = Record<IslandLetter, Int16Array>;

const memo = new Map<string, ActionDistances>();
const MEMO_SIZE = 32;

/**
 * Exact ship actions to each island as the other pieces stand (issue 33): a move is one action
 * whatever its M3 continuation (the engine's `shipFinishes`), a turn one; no free ability steps. A
 * backward search over the moves' finishes, once per placement of the other pieces (memoised: a turn
 * search moves mostly the seat's own ship).
 */
export function actionDistances(state: GameState, seat: Seat): ActionDistances | null {
  const ship = state.players[seat]?.ship;
  if (!ship) return null;
  const others = Object.entries(state.ships)
    .filter(([id]) => id !== ship)
    .map(([, pose]) => pose?.hex ?? '')
    .join(';');
  const key = `${state.mapId}|${others}|${state.kraken?.hex ?? ''}`;
  const known = memo.get(key);
  if (known) return known;
  const board = boardFor(state.mapId);
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const poses = board.keys.length * 6;
  const preds: number[][] = Array.from({ length: poses }, () => []);
  for (let index = 0; index < board.keys.length; index++) {
    if (!board.sea[index] || obstacles.closed[index]) continue;
    for (let facing = 0; facing < 6; facing++) {
      const node = index * 6 + facing;
      preds[index * 6 + ((facing + 1) % 6)]?.push(node);
      preds[index * 6 + ((facing + 5) % 6)]?.push(node);
      const ahead = neighborIndex(board, index, facing);
      if (ahead < 0 || obstacles.closed[ahead]) continue;
      for (const finish of shipFinishes(
        board,
        obstacles,
        { index, facing: facing as PiecePose['facing'] },
        true,
      ))
        preds[finish.index * 6 + finish.facing]?.push(node);
    }
  }
  const tables = {} as ActionDistances;
  const queue = new Int32Array(poses);
  for (const island of ISLAND_LETTERS) {
    const distance = new Int16Array(poses).fill(-1);
    let tail = 0;
    board.islandsNextTo.forEach((islands, index) => {
      if (!board.sea[index] || obstacles.closed[index] || !islands.includes(island)) return;
      for (let facing = 0; facing < 6; facing++) {
        distance[index * 6 + facing] = 0;
        queue[tail++] = index * 6 + facing;
      }
    });
    for (let head = 0; head < tail; head++) {
      const node = queue[head] ?? 0;
      const next = (distance[node] ?? 0) + 1;
      for (const previous of preds[node] ?? []) {
        if (distance[previous] !== -1) continue;
        distance[previous] = next;
        queue[tail++] = previous;
      }
    }
    tables[island] = distance;
  }
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, tables);
  return tables;
}

/** Actions from a pose to the nearest of the islands (999 when none is reachable). */
export function actionsToIslands(
  state: GameState,
  tables: ActionDistances,
  pose: PiecePose,
  islands: readonly IslandLetter[],
): number {
  const node = indexOfHex(boardFor(state.mapId), pose.hex) * 6 + pose.facing;
  let best = 999;
  for (const island of islands) {
    const steps = tables[island][node] ?? -1;
    if (steps >= 0 && steps < best) best = steps;
  }
  return best;
}
