import type { GameState, IslandLetter, Seat, ShipStep } from '../engine';
import { ABILITY_STEP, ACTIONS_PER_TURN } from '../engine';
import { boardFor, indexOfHex, neighborIndex } from '../engine/board';
import { type ShipFinish, shipFinishes } from '../engine/manoeuvre';
import { obstaclesFor } from '../engine/obstacles';

/**
 * Exact shortest routes of the seat's ship over poses (hex, facing) for the rest of its turn and beyond,
 * counted in ship actions: a move is one action whatever its M3 continuation (the engine's own
 * `shipFinishes` gives each move's finishes), a turn is one, and the captain's ability (C1 free moves,
 * C2 free turns) gives up to two free steps in one block, again each turn. The other pieces stay where
 * they are (a heuristic for the turns after this one, exact for this one).
 */
export type RouteEdge =
  | { kind: 'move'; path: ShipStep[] }
  | { kind: 'turn'; direction: 'left' | 'right' }
  | { kind: 'startAbility' }
  | { kind: 'finishAbility' }
  /** The turn ends here and the next begins with the ability fresh (not an action: end the turn). */
  | { kind: 'nextTurn' };

/** Where a goal is reached: the route's last state, and the edge that reaches it when that edge matters (a claim's move). */
export interface GoalRoute {
  /** Actions the route costs (0: now). */
  cost: number;
  /** The route's first edge from the ship's state now; null when the goal is met where it stands. */
  first: RouteEdge | null;
}

export interface PoseRoutes {
  /** Per held card's island: the cheapest route whose last move ends next to it (M4). */
  claims: Map<IslandLetter, GoalRoute>;
  /** Per island: the cheapest route to a pose next to it, with no ability under way (E1: explore there). */
  reaches: Map<IslandLetter, GoalRoute>;
  /** Actions to each pose (index·6 + facing) by its cheapest mode, -1 where unreachable. */
  poseCost: Int16Array;
  /** The first edge of the cheapest route to a pose (null: the pose now, or unreachable). */
  firstTo(pose: number): RouteEdge | null;
}

/** Ability modes: 0 available, 1–2 under way with that many free steps left, 3 used. */
const AVAILABLE = 0;
const USED = 3;
const MODES = 4;

/**
 * 0–1 breadth-first search over (pose, ability mode). `left` actions remain this turn: at each turn
 * boundary after it a used ability counts as fresh again.
 */
export function poseRoutes(state: GameState, seat: Seat): PoseRoutes {
  const board = boardFor(state.mapId);
  const player = state.players[seat];
  const ship = player?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  const poses = board.keys.length * 6;
  const cost = new Int16Array(poses * MODES).fill(-1);
  const parent = new Int32Array(poses * MODES).fill(-1);
  const edgeOf = new Map<number, RouteEdge>();
  const claims = new Map<IslandLetter, GoalRoute & { end: number; edge: RouteEdge; from: number }>();
  const reaches = new Map<IslandLetter, GoalRoute & { end: number }>();
  const poseCost = new Int16Array(poses).fill(-1);
  const turn = state.turn;
  if (!ship || !pose || !turn || !player) {
    return { claims: new Map(), reaches: new Map(), poseCost, firstTo: () => null };
  }
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const step = player.captain ? ABILITY_STEP[player.captain] : null;
  const shipAbility = step?.piece === 'ship' && !player.cursed ? step.kind : null;
  const left = ACTIONS_PER_TURN - turn.actionsUsed;
  const held = new Set(player.cards.map((card) => card.destination));
  const finishesAt = new Map<number, ShipFinish[]>();
  const movesFrom = (node: number): ShipFinish[] => {
    let list = finishesAt.get(node);
    if (!list) {
      const index = Math.floor(node / 6);
      const facing = (node % 6) as ShipFinish['facing'];
      // A fresh move's first step is forward (M1): none when the space ahead is closed.
      const ahead = neighborIndex(board, index, facing);
      list =
        ahead >= 0 && !obstacles.closed[ahead] ? shipFinishes(board, obstacles, { index, facing }, true) : [];
      finishesAt.set(node, list);
    }
    return list;
  };

  const rootPose = indexOfHex(board, pose.hex) * 6 + pose.facing;
  let rootMode = USED;
  if (turn.ability && shipAbility) rootMode = 2 - turn.ability.stepsTaken;
  else if (!turn.abilityUsed && shipAbility) rootMode = AVAILABLE;
  const root = rootPose * MODES + rootMode;
  // A deque in one array: zero-cost edges go in front, one-cost edges behind.
  const size = poses * MODES * 2 + 4;
  const deque = new Int32Array(size);
  let head = poses * MODES + 2;
  let tail = head;
  cost[root] = 0;
  deque[tail++] = root;
  const relax = (from: number, to: number, weight: 0 | 1, edge: RouteEdge) => {
    const next = (cost[from] ?? 0) + weight;
    const known = cost[to] ?? -1;
    if (known !== -1 && known <= next) return;
    cost[to] = next;
    parent[to] = from;
    edgeOf.set(to, edge);
    if (weight === 0) deque[--head] = to;
    else deque[tail++] = to;
  };
  const settled = new Uint8Array(poses * MODES);
  // The node being expanded and its cost: the helpers below read them (made once, not per node).
  let current = root;
  let here = 0;
  const TURN_LEFT: RouteEdge = { kind: 'turn', direction: 'left' };
  const TURN_RIGHT: RouteEdge = { kind: 'turn', direction: 'right' };
  const FINISH: RouteEdge = { kind: 'finishAbility' };
  const START: RouteEdge = { kind: 'startAbility' };
  const NEXT_TURN: RouteEdge = { kind: 'nextTurn' };
  const moveEdges = new Map<ShipFinish, RouteEdge>();
  const moveTo = (finish: ShipFinish, nextMode: number, weight: 0 | 1) => {
    const target = (finish.index * 6 + finish.facing) * MODES + nextMode;
    let edge = moveEdges.get(finish);
    if (!edge) {
      edge = { kind: 'move', path: finish.path };
      moveEdges.set(finish, edge);
    }
    for (const island of board.islandsNextTo[finish.index] ?? []) {
      if (!held.has(island)) continue;
      const known = claims.get(island);
      if (!known || here + weight < known.cost)
        claims.set(island, { cost: here + weight, first: null, end: target, edge, from: current });
    }
    relax(current, target, weight, edge);
  };
  const turnTo = (index: number, facing: number, nextMode: number, weight: 0 | 1) => {
    relax(current, (index * 6 + ((facing + 1) % 6)) * MODES + nextMode, weight, TURN_LEFT);
    relax(current, (index * 6 + ((facing + 5) % 6)) * MODES + nextMode, weight, TURN_RIGHT);
  };
  while (head < tail) {
    current = deque[head++] ?? root;
    if (settled[current]) continue;
    settled[current] = 1;
    here = cost[current] ?? 0;
    const node = Math.floor(current / MODES);
    const mode = current % MODES;
    const index = Math.floor(node / 6);
    const facing = node % 6;
    if ((poseCost[node] ?? -1) === -1) poseCost[node] = here;
    const underWay = mode === 1 || mode === 2;
    if (!underWay) {
      for (const island of board.islandsNextTo[index] ?? []) {
        if (!reaches.has(island)) reaches.set(island, { cost: here, first: null, end: current });
      }
    }
    if (underWay) {
      const nextMode = mode === 1 ? USED : 1;
      if (shipAbility === 'move') for (const finish of movesFrom(node)) moveTo(finish, nextMode, 0);
      else turnTo(index, facing, nextMode, 0);
      relax(current, node * MODES + USED, 0, FINISH);
      continue;
    }
    if (mode === AVAILABLE) relax(current, node * MODES + 2, 0, START);
    // At a turn boundary a used ability is fresh again.
    if (mode === USED && shipAbility && here >= left && (here - left) % ACTIONS_PER_TURN === 0)
      relax(current, node * MODES + AVAILABLE, 0, NEXT_TURN);
    for (const finish of movesFrom(node)) moveTo(finish, mode, 1);
    turnTo(index, facing, mode, 1);
  }

  const firstOf = (end: number): RouteEdge | null => {
    let at = end;
    let first: RouteEdge | null = null;
    while (at !== root && at >= 0) {
      first = edgeOf.get(at) ?? null;
      at = parent[at] ?? -1;
    }
    return at === root ? first : null;
  };
  for (const claim of claims.values()) claim.first = claim.from === root ? claim.edge : firstOf(claim.from);
  for (const reach of reaches.values()) reach.first = firstOf(reach.end);
  const plain = <T extends GoalRoute>(routes: Map<IslandLetter, T>) =>
    new Map([...routes].map(([island, { cost, first }]) => [island, { cost, first }]));
  return {
    claims: plain(claims),
    reaches: plain(reaches),
    poseCost,
    firstTo(target: number): RouteEdge | null {
      let best = -1;
      for (let mode = 0; mode < MODES; mode++) {
        const id = target * MODES + mode;
        const c = cost[id] ?? -1;
        if (c !== -1 && (best === -1 || c < (cost[best] ?? 0))) best = id;
      }
      return best === -1 ? null : firstOf(best);
    },
  };
}
