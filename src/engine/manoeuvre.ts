import type { ShipStep } from './action';
import { type Board, neighborIndex } from './board';
import type { Facing } from './ids';
import type { Obstacles } from './obstacles';

/**
 * M3 searches. A ship's manoeuvre is a walk over poses (hex, facing) with steps forward / left / right; the
 * Kraken's a walk over hexes. A *finish* is a step into a hex next to no piece: there the move ends, so
 * finishes are never expanded. Breadth-first, so each finish is reached by a shortest path, and the order
 * of steps (forward, left, right; facings 0–5) makes results deterministic.
 * Once its first step is free, a piece that started at rest always has a finish: it can retrace its steps
 * to where it started (nothing else moves meanwhile), so "no finish" only happens in crowded positions set
 * up by hand (tests, edited saves). The check stays because the rule (M3) demands it.
 *
 * M3 (revised): a ship's continuation goes on forward, and may turn only where it cannot go forward or where
 * every way forward has no finish. Precisely: a *way forward* from a pose is sailing straight ahead some
 * number of steps, 1, 2, 3…, without turning. It *has a finish* when one of those steps enters a space next
 * to no piece (the move ends there). So the ship may turn at a pose exactly when sailing straight ahead from
 * it meets a space that is not free sea (land, a piece, the edge) before it meets a space next to no piece:
 * where the space ahead is blocked, and along a straight run that dead-ends while still next to a piece.
 * This never makes a finish unreachable that the free rule could reach: at any pose either straight ahead
 * finishes, or the ship may turn there as freely as before (forward steps are never refused), so by
 * induction on the free rule's shortest path every pose that had a finish still has one. What it removes
 * is turning for free where the ship could sail on: no U-turn for one action.
 */

export interface ShipPoseIndex {
  index: number;
  facing: Facing;
}

export interface ShipFinish extends ShipPoseIndex {
  path: ShipStep[];
}

export interface KrakenFinish {
  index: number;
  /** Hex indices entered, in order. */
  path: number[];
}

/**
 * Work arrays of the searches, one set per board, reused: a search runs for every move and every listing,
 * and allocating them each time was most of its cost. A node counts as seen when its stamp equals the
 * search's epoch, so nothing is cleared between searches. The searches never nest.
 */
interface Scratch {
  epoch: number;
  seen: Uint32Array;
  parent: Int32Array;
  stepOf: Uint8Array;
  queue: Int32Array;
  turnStamp: Uint32Array;
  turnAnswer: Uint8Array;
}

const scratches = new WeakMap<Board, Scratch>();

function scratchFor(board: Board): Scratch {
  let scratch = scratches.get(board);
  if (!scratch) {
    const nodes = board.keys.length * 6;
    scratch = {
      epoch: 0,
      seen: new Uint32Array(nodes + 1),
      parent: new Int32Array(nodes + 1),
      stepOf: new Uint8Array(nodes + 1),
      queue: new Int32Array(nodes + 1),
      turnStamp: new Uint32Array(nodes),
      turnAnswer: new Uint8Array(nodes),
    };
    scratches.set(board, scratch);
  }
  return scratch;
}

function nextEpoch(scratch: Scratch): number {
  if (scratch.epoch >= 0xfffffffe) {
    scratch.seen.fill(0);
    scratch.turnStamp.fill(0);
    scratch.epoch = 0;
  }
  scratch.epoch += 1;
  return scratch.epoch;
}

const FORWARD = 0;
const LEFT = 1;
const RIGHT = 2;
const STEP_NAMES: readonly ShipStep[] = ['forward', 'left', 'right'];

/**
 * Whether sailing straight ahead from a pose reaches a space next to no piece before anything blocks it
 * (M3: then a continuation may not turn there). The ship's own space is free to it (it has left it).
 */
export function straightAheadFinishes(
  board: Board,
  obstacles: Obstacles,
  index: number,
  facing: number,
): boolean {
  for (let at = index; ; ) {
    const next = neighborIndex(board, at, facing);
    if (next < 0 || obstacles.closed[next]) return false;
    if (!obstacles.near[next]) return true;
    at = next;
  }
}

/** M3: whether a ship in a continuation may turn at this pose (see the definition above). */
export function mayTurnAt(board: Board, obstacles: Obstacles, index: number, facing: number): boolean {
  return !straightAheadFinishes(board, obstacles, index, facing);
}

/**
 * `mayTurnAt` per pose within one search, remembered: every pose of a straight run shares its answer. A
 * module function, not a closure made per search (the TypeScript runner names each closure it makes).
 */
function mayTurnRemembered(
  board: Board,
  obstacles: Obstacles,
  scratch: Scratch,
  epoch: number,
  index: number,
  facing: number,
): boolean {
  const { turnStamp, turnAnswer } = scratch;
  const pose = index * 6 + facing;
  if (turnStamp[pose] === epoch) return turnAnswer[pose] === 1;
  const answer = mayTurnAt(board, obstacles, index, facing) ? 1 : 0;
  for (let at = index; at >= 0 && !obstacles.closed[at] && obstacles.near[at]; ) {
    turnStamp[at * 6 + facing] = epoch;
    turnAnswer[at * 6 + facing] = answer;
    at = neighborIndex(board, at, facing);
  }
  turnStamp[pose] = epoch;
  turnAnswer[pose] = answer;
  return answer === 1;
}

/**
 * Finishes reachable from a ship pose. `fresh`: a new move, whose first step must be forward (M1) and whose
 * start pose is not itself a finish; otherwise a pending manoeuvre goes on from this pose. Turns only where
 * M3 lets a continuation turn (`mayTurnAt`).
 */
export function shipFinishes(
  board: Board,
  obstacles: Obstacles,
  from: ShipPoseIndex,
  fresh: boolean,
  firstOnly = false,
): ShipFinish[] {
  const scratch = scratchFor(board);
  const { seen, parent, stepOf, queue } = scratch;
  const epoch = nextEpoch(scratch);
  const origin = board.keys.length * 6;
  const finishes: number[] = [];
  let head = 0;
  let tail = 0;
  queue[tail++] = origin;
  const startNode = from.index * 6 + from.facing;
  if (!fresh) seen[startNode] = epoch;
  while (head < tail) {
    const node = queue[head++] ?? origin;
    const isOrigin = node === origin;
    const at = isOrigin ? startNode : node;
    const index = Math.floor(at / 6);
    const facing = at % 6;
    const ahead = neighborIndex(board, index, facing);
    if (ahead >= 0 && !obstacles.closed[ahead]) {
      const next = ahead * 6 + facing;
      if (seen[next] !== epoch) {
        seen[next] = epoch;
        parent[next] = node;
        stepOf[next] = FORWARD;
        if (obstacles.near[ahead]) queue[tail++] = next;
        else {
          finishes.push(next);
          if (firstOnly) break;
        }
      }
    }
    if (isOrigin && fresh) continue;
    if (!mayTurnRemembered(board, obstacles, scratch, epoch, index, facing)) continue;
    for (let step = LEFT; step <= RIGHT; step++) {
      const turned = index * 6 + ((facing + (step === LEFT ? 1 : 5)) % 6);
      if (seen[turned] === epoch) continue;
      seen[turned] = epoch;
      parent[turned] = node;
      stepOf[turned] = step;
      // A turn moves nothing, so the ship is still next to the same piece (M5): never a finish.
      queue[tail++] = turned;
    }
  }
  return finishes.map((node) => {
    const path: ShipStep[] = [];
    for (let at = node; at !== origin; at = parent[at] ?? origin)
      path.push(STEP_NAMES[stepOf[at] ?? 0] ?? 'forward');
    path.reverse();
    return { index: Math.floor(node / 6), facing: (node % 6) as Facing, path };
  });
}

/** Finishes reachable by the Kraken from a hex (M2, M3); `fresh` as for ships. */
export function krakenFinishes(
  board: Board,
  obstacles: Obstacles,
  from: number,
  fresh: boolean,
  firstOnly = false,
): KrakenFinish[] {
  const scratch = scratchFor(board);
  const { seen, parent, queue } = scratch;
  const epoch = nextEpoch(scratch);
  const origin = board.keys.length;
  const finishes: number[] = [];
  let head = 0;
  let tail = 0;
  queue[tail++] = origin;
  if (!fresh) seen[from] = epoch;
  search: while (head < tail) {
    const node = queue[head++] ?? origin;
    const index = node === origin ? from : node;
    for (let facing = 0; facing < 6; facing++) {
      const next = neighborIndex(board, index, facing);
      if (next < 0 || obstacles.closed[next] || seen[next] === epoch) continue;
      seen[next] = epoch;
      parent[next] = node;
      if (obstacles.near[next]) queue[tail++] = next;
      else {
        finishes.push(next);
        if (firstOnly) break search;
      }
    }
  }
  return finishes.map((node) => {
    const path: number[] = [];
    for (let at = node; at !== origin; at = parent[at] ?? origin) path.push(at);
    path.reverse();
    return { index: node, path };
  });
}

export function shipHasFinish(
  board: Board,
  obstacles: Obstacles,
  from: ShipPoseIndex,
  fresh: boolean,
): boolean {
  return shipFinishes(board, obstacles, from, fresh, true).length > 0;
}

export function krakenHasFinish(board: Board, obstacles: Obstacles, from: number, fresh: boolean): boolean {
  return krakenFinishes(board, obstacles, from, fresh, true).length > 0;
}
