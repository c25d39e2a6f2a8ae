import type { Action, GameState, GameView, IslandLetter, PiecePose, Seat, VolleySource } from '../engine';
import { canFireVolley, ISLAND_LETTERS, legalActions } from '../engine';
import { boardFor, indexOfHex, keyAt, neighborIndex } from '../engine/board';
import { stepsToIslands } from '../engine/sim/poseDistances';
import { strengthFor } from './aim';
import { determinize } from './determinize';
import { seatAction } from './intent';
import { angleOff, priorShotValue, priorTargets, sourcePoses, spacesBetween } from './volleyPrior';

/**
 * Simple plans anyone could write (issue 18), the baselines a captain level must clearly beat:
 * - `sailor`: sails the shortest way to the islands its cards name or the nearest it may explore,
 *   explores when it can, takes its ability's free ship steps when they bring it nearer, and fires the
 *   best-lined-up source at the strength the calibration table gives;
 * - `gunner`: the same sailor, but before sailing it spends an action (or its free tower turns) turning
 *   a piece to bring a target onto the line of fire when nothing is lined up.
 * Both decide from the seat's view alone (own cards, public pieces): no hidden value is read.
 */
export type HeuristicId = 'sailor' | 'gunner';
export const HEURISTIC_IDS: readonly HeuristicId[] = ['sailor', 'gunner'];

export type HeuristicChoice =
  | { kind: 'action'; action: Action }
  | { kind: 'fire'; source: VolleySource; strength: number }
  | { kind: 'wait' };

/** A line-up worth firing at once (coins expected by the prior's table: on the line, ≈ 1.2–1.9). */
const LINED_UP = 1.2;

/** Where the ship heads: the islands its cards name and those it may explore (E1). */
function goals(state: GameState, seat: Seat): IslandLetter[] {
  const player = state.players[seat];
  if (!player) return [...ISLAND_LETTERS];
  const held = player.cards.map((card) => card.destination);
  const open = ISLAND_LETTERS.filter(
    (island) => state.islands[island].length > 0 && !player.cards.some((card) => card.from === island),
  );
  const all = [...new Set([...held, ...open])];
  return all.length > 0 ? all : [...ISLAND_LETTERS];
}

/** The pose a ship path leads to (legal paths only, so obstacles need no checking). */
function poseAfter(state: GameState, pose: PiecePose, path: readonly string[]): PiecePose {
  const board = boardFor(state.mapId);
  let index = indexOfHex(board, pose.hex);
  let facing: number = pose.facing;
  for (const step of path) {
    if (step === 'forward') index = neighborIndex(board, index, facing);
    else facing = (facing + (step === 'left' ? 1 : 5)) % 6;
  }
  return { hex: keyAt(board, index), facing: facing as PiecePose['facing'] };
}

/** The ship action (move or turn) that brings the ship nearest its goals, if it gets nearer; ties: first listed. */
function nearer(state: GameState, seat: Seat, actions: Action[], mustFinish = false): Action | null {
  const ship = state.players[seat]?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!pose) return null;
  const goal = goals(state, seat);
  let best: Action | null = null;
  let bestSteps = mustFinish ? Number.POSITIVE_INFINITY : stepsToIslands(state.mapId, pose, goal);
  for (const action of actions) {
    let after: PiecePose | null = null;
    if (action.type === 'moveShip') after = poseAfter(state, pose, action.path);
    else if (action.type === 'turn' && action.piece === 'ship')
      after = poseAfter(state, pose, [action.direction]);
    if (!after) continue;
    const steps = stepsToIslands(state.mapId, after, goal);
    // Longer paths first among equals: a whole move gets further than its first step.
    const longer =
      action.type === 'moveShip' && best?.type === 'moveShip' && action.path.length > best.path.length;
    if (steps < bestSteps || (steps === bestSteps && best !== null && longer)) {
      best = action;
      bestSteps = steps;
    }
  }
  return best;
}

/** The best-lined-up source now: its prior value (the lookup table) and the strength for the target's range. */
export function bestLinedUp(
  state: GameState,
  seat: Seat,
): { source: VolleySource; value: number; strength: number } | null {
  let best: { source: VolleySource; value: number; strength: number } | null = null;
  for (const { source, pose } of sourcePoses(state, seat)) {
    for (const target of priorTargets(state, seat, source)) {
      const spaces = spacesBetween(pose.hex, target.hex);
      const line = (pose.facing - target.facing + 6) % 3;
      const value = priorShotValue(
        spaces,
        angleOff(pose.hex, pose.facing, target.hex),
        target.ship && line !== 0,
        target.standing,
      );
      if (!best || value > best.value) best = { source, value, strength: strengthFor(source, spaces) };
    }
  }
  return best;
}

/** A piece turn (action or free tower/ship turn) that lines a target up, when none is. */
function lineUpTurn(state: GameState, seat: Seat, actions: Action[]): Action | null {
  const now = bestLinedUp(state, seat)?.value ?? 0;
  if (now >= LINED_UP) return null;
  let best: Action | null = null;
  let bestValue = Math.max(now, LINED_UP - 1e-9);
  for (const action of actions) {
    if (action.type !== 'turn') continue;
    const turned = structuredClone(state);
    const by = action.direction === 'left' ? 1 : 5;
    if (action.piece === 'tower')
      turned.towerFacing = ((turned.towerFacing + by) % 6) as typeof turned.towerFacing;
    else if (action.piece === 'kraken' && turned.kraken)
      turned.kraken.facing = ((turned.kraken.facing + by) % 6) as PiecePose['facing'];
    else if (action.piece === 'ship') {
      const ship = turned.players[seat]?.ship;
      const pose = ship ? turned.ships[ship] : undefined;
      if (pose) pose.facing = ((pose.facing + by) % 6) as PiecePose['facing'];
    }
    const value = bestLinedUp(turned, seat)?.value ?? 0;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** The next move of a heuristic player, from the seat's view only; deterministic (no draw at all). */
export function heuristicDecide(view: GameView, id: HeuristicId): HeuristicChoice {
  const seat = view.viewer;
  if (view.phase.kind !== 'playing' || view.turn?.seat !== seat) return { kind: 'wait' };
  const state = determinize(view, 1);
  const turn = state.turn;
  const player = state.players[seat];
  if (!turn || !player) return { kind: 'wait' };
  const actions = legalActions(state).filter((action) => action.type !== 'undo');
  const end = seatAction(seat, { type: 'endTurn' });
  const fire = (): HeuristicChoice | null => {
    if (turn.volleyUsed || !canFireVolley(state)) return null;
    const shot = bestLinedUp(state, seat);
    return shot ? { kind: 'fire', source: shot.source, strength: shot.strength } : null;
  };
  if (turn.manoeuvre) {
    const ends = actions.filter(
      (action) =>
        (action.type === 'moveShip' && action.path.at(-1) === 'forward') || action.type === 'moveKraken',
    );
    const move = nearer(state, seat, ends, true) ?? ends[0] ?? actions[0];
    return { kind: 'action', action: move ?? end };
  }
  if (turn.ability) {
    const steps = actions.filter((action) => action.type !== 'finishAbility');
    const useful = (id === 'gunner' ? lineUpTurn(state, seat, steps) : null) ?? nearer(state, seat, steps);
    return { kind: 'action', action: useful ?? seatAction(seat, { type: 'finishAbility' }) };
  }
  const shot = bestLinedUp(state, seat);
  if (shot && shot.value >= LINED_UP) {
    const now = fire();
    if (now) return now;
  }
  const explore = actions.find((action) => action.type === 'explore');
  if (explore) return { kind: 'action', action: explore };
  if (id === 'gunner' && !turn.volleyUsed) {
    const ability = actions.find((action) => action.type === 'startAbility');
    if (ability && player.captain === 'towerKeeper') return { kind: 'action', action: ability };
    const line = lineUpTurn(state, seat, actions);
    if (line) return { kind: 'action', action: line };
  }
  const ability = actions.find((action) => action.type === 'startAbility');
  if (ability && (player.captain === 'helmsman' || player.captain === 'navigator')) {
    const ship = player.ship ? state.ships[player.ship] : undefined;
    if (ship && stepsToIslands(state.mapId, ship, goals(state, seat)) > 0)
      return { kind: 'action', action: ability };
  }
  const towards = nearer(state, seat, actions);
  if (towards) return { kind: 'action', action: towards };
  return (
    fire() ?? {
      kind: 'action',
      action: actions.some((a) => a.type === 'endTurn') ? end : (actions[0] ?? end),
    }
  );
}
