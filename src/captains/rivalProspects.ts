import type { GameState, PlayerState } from '../engine';
import { ISLAND_LETTERS } from '../engine';
import { type Board, boardFor, indexOfHex, neighborIndex } from '../engine/board';
import { mayTurnAt } from '../engine/manoeuvre';
import { obstaclesFor } from '../engine/obstacles';
import { stepsToIslands } from '../engine/sim/poseDistances';

/**
 * Actions a rival needs to clear the Kraken out of its way: one move of it (T1, M2). So a piece in a
 * rival's path costs it at most this many steps more than the open sea: the bound keeps a captain from
 * paying an action for a block the rival undoes with one.
 */
const CLEAR_KRAKEN_STEPS = 1;
/** Distances past this count as this (evaluate's cardShare caps there too). */
export const FAR = 40;

/** Blocked distances by (ship pose, pieces): the planner asks the same ones many times in a turn. */
const memo = new Map<string, Int16Array>();
const MEMO_SIZE = 4096;

/**
 * Fewest actions from a rival ship's pose to a pose at rest next to each island, with every other
 * piece where it stands: ships and the Kraken block their spaces (M1), and a move that enters a space
 * next to a piece goes on for free until it is clear of them, turning only where M3 lets it. Levels of
 * a 0-1 search over poses at rest and poses mid-manoeuvre; it stops once every island is settled or
 * `limit` actions are spent (farther islands read `limit + 1`).
 */
function blockedSteps(board: Board, state: GameState, player: PlayerState, limit: number): Int16Array {
  const result = new Int16Array(ISLAND_LETTERS.length).fill(limit + 1);
  const ship = player.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) return result;
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const poses = board.keys.length * 6;
  // Node = pose + (moving ? poses : 0).
  const done = new Uint8Array(poses * 2);
  const start = indexOfHex(board, pose.hex) * 6 + pose.facing;
  let level: number[] = [start];
  let settled = 0;
  const settle = (index: number, steps: number) => {
    for (const island of board.islandsNextTo[index] ?? []) {
      const slot = ISLAND_LETTERS.indexOf(island);
      if ((result[slot] ?? 0) > steps) {
        result[slot] = steps;
        settled += 1;
      }
    }
  };
  for (let steps = 0; steps <= limit && level.length > 0; steps++) {
    const next: number[] = [];
    for (let i = 0; i < level.length; i++) {
      const node = level[i] as number;
      if (done[node]) continue;
      done[node] = 1;
      const moving = node >= poses;
      const at = moving ? node - poses : node;
      const index = Math.floor(at / 6);
      const facing = at % 6;
      if (!moving) settle(index, steps);
      // Forward: from rest it costs an action; mid-manoeuvre it is part of the same one.
      const ahead = neighborIndex(board, index, facing);
      if (ahead >= 0 && !obstacles.closed[ahead]) {
        const target = ahead * 6 + facing + (obstacles.near[ahead] ? poses : 0);
        if (!done[target]) (moving ? level : next).push(target);
      }
      if (moving && !mayTurnAt(board, obstacles, index, facing)) continue;
      for (const turn of [1, 5]) {
        const target = index * 6 + ((facing + turn) % 6) + (moving ? poses : 0);
        if (!done[target]) (moving ? level : next).push(target);
      }
    }
    if (settled >= ISLAND_LETTERS.length) break;
    level = next;
  }
  return result;
}

/** The memo's key: the rival's pose and where every other piece stands. */
function keyOf(state: GameState, player: PlayerState, limit: number): string {
  const ship = player.ship ?? '';
  let key = `${state.mapId}|${limit}|${ship}`;
  for (const [id, pose] of Object.entries(state.ships))
    key += id === ship ? `|${pose.hex}/${pose.facing}` : `|${pose.hex}`;
  return `${key}|${state.kraken?.hex ?? ''}`;
}

/**
 * Steps from a rival's ship to each island (by ISLAND_LETTERS order) as the pieces stand now, never
 * more than the open sea's distance plus what clearing the Kraken costs.
 */
export function rivalSteps(state: GameState, player: PlayerState): Int16Array {
  const pose = player.ship ? state.ships[player.ship] : undefined;
  const open = ISLAND_LETTERS.map((island) =>
    pose ? Math.min(FAR, stepsToIslands(state.mapId, pose, [island])) : FAR,
  );
  const limit = Math.min(FAR, Math.max(...open) + CLEAR_KRAKEN_STEPS);
  const key = keyOf(state, player, limit);
  let blocked = memo.get(key);
  if (!blocked) {
    blocked = blockedSteps(boardFor(state.mapId), state, player, limit);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, blocked);
  }
  return Int16Array.from(open, (steps, slot) =>
    Math.min(FAR, blocked[slot] ?? FAR, steps + CLEAR_KRAKEN_STEPS),
  );
}
