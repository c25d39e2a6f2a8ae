import { finishAbilityRejection, startAbilityRejection } from './ability';
import type { Action, ShipStep, TurnAction, TurnIntent } from './action';
import { type Board, boardFor, indexOfHex, keyAt, neighborIndex } from './board';
import { endTurnRejection } from './endTurn';
import { exploreRejection } from './explore';
import type { GameState } from './gameState';
import { FACINGS } from './hex';
import { CAPTAIN_IDS, type Facing, SHIP_IDS } from './ids';
import { krakenFinishes, krakenHasFinish, mayTurnAt, shipFinishes, shipHasFinish } from './manoeuvre';
import { obstaclesFor } from './obstacles';
import { captainChoiceRejection, krakenPlacementRejection } from './setup';
import { ABILITY_STEP, ACTIONS_PER_TURN } from './turnRules';

/**
 * Ship moves worth offering: each single step that keeps a finish in reach (so an interface can offer
 * every step) and one shortest path per distinct final pose (M3). `fresh`: a new move (starts forward).
 */
function shipMoves(state: GameState, board: Board, fresh: boolean): TurnIntent[] {
  const ship = state.turn ? state.players[state.turn.seat]?.ship : null;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) return [];
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const start = { index: indexOfHex(board, pose.hex), facing: pose.facing };
  const finishes = shipFinishes(board, obstacles, start, fresh);
  if (finishes.length === 0) return [];
  const paths: ShipStep[][] = [];
  const ahead = neighborIndex(board, start.index, start.facing);
  if (ahead >= 0 && !obstacles.closed[ahead] && obstacles.near[ahead]) {
    if (shipHasFinish(board, obstacles, { index: ahead, facing: start.facing }, false))
      paths.push(['forward']);
  }
  if (!fresh && mayTurnAt(board, obstacles, start.index, start.facing)) {
    for (const [step, turnBy] of [
      ['left', 1],
      ['right', 5],
    ] as const) {
      const facing = ((start.facing + turnBy) % 6) as Facing;
      if (shipHasFinish(board, obstacles, { index: start.index, facing }, false)) paths.push([step]);
    }
  }
  for (const finish of finishes) paths.push(finish.path);
  return paths.map((path) => ({ type: 'moveShip', path }));
}

/** Kraken moves worth offering, as for ships: single steps and one shortest path per final space. */
function krakenMoves(state: GameState, board: Board, fresh: boolean): TurnIntent[] {
  if (!state.kraken) return [];
  const obstacles = obstaclesFor(state, board, { kind: 'kraken' });
  const from = indexOfHex(board, state.kraken.hex);
  const finishes = krakenFinishes(board, obstacles, from, fresh);
  if (finishes.length === 0) return [];
  const actions: TurnIntent[] = [];
  for (const facing of FACINGS) {
    const next = neighborIndex(board, from, facing);
    if (next < 0 || obstacles.closed[next] || !obstacles.near[next]) continue;
    if (krakenHasFinish(board, obstacles, next, false))
      actions.push({ type: 'moveKraken', path: [keyAt(board, next)] });
  }
  for (const finish of finishes) {
    actions.push({ type: 'moveKraken', path: finish.path.map((index) => keyAt(board, index)) });
  }
  return actions;
}

function turns(piece: 'ship' | 'kraken' | 'tower'): TurnIntent[] {
  return [
    { type: 'turn', piece, direction: 'left' },
    { type: 'turn', piece, direction: 'right' },
  ];
}

function playingActions(state: GameState, board: Board): TurnAction[] {
  const turn = state.turn;
  if (!turn) return [];
  const actions: TurnIntent[] = [];
  if (turn.manoeuvre) {
    actions.push(
      ...(turn.manoeuvre.piece === 'ship'
        ? shipMoves(state, board, false)
        : krakenMoves(state, board, false)),
    );
  } else if (turn.ability) {
    const step = ABILITY_STEP[turn.ability.captain];
    if (step.kind === 'turn') actions.push(...turns(step.piece));
    else
      actions.push(
        ...(step.piece === 'ship' ? shipMoves(state, board, true) : krakenMoves(state, board, true)),
      );
    if (!finishAbilityRejection(state, board)) actions.push({ type: 'finishAbility' });
  } else {
    if (turn.actionsUsed < ACTIONS_PER_TURN) {
      actions.push(...shipMoves(state, board, true), ...krakenMoves(state, board, true));
      actions.push(...turns('ship'), ...turns('kraken'), ...turns('tower'));
      const ship = state.players[turn.seat]?.ship;
      const pose = ship ? state.ships[ship] : undefined;
      for (const island of pose ? (board.islandsNextTo[indexOfHex(board, pose.hex)] ?? []) : []) {
        if (!exploreRejection(state, board, island)) actions.push({ type: 'explore', island });
      }
    }
    if (!startAbilityRejection(state, board)) actions.push({ type: 'startAbility' });
    if (!endTurnRejection(state, board)) actions.push({ type: 'endTurn' });
  }
  if (turn.undoStack.length > 0) actions.push({ type: 'undo' });
  // A3: each listed action names the seat whose turn it is.
  return actions.map((intent) => ({ ...intent, seat: turn.seat }) as TurnAction);
}

/**
 * Every legal action now, except resolveVolley (its outcome comes from the physics; see volleySourceRefusal).
 * Moves are listed as single steps plus one shortest path per distinct final pose: longer detours to the
 * same pose are legal too but not listed.
 */
export function legalActions(state: GameState): Action[] {
  const board = boardFor(state.mapId);
  const phase = state.phase;
  switch (phase.kind) {
    case 'chooseFirstPlayer':
      return state.players.map((player) => ({ type: 'chooseFirstPlayer', seat: player.seat }));
    case 'placeKraken':
      return board.map.sea.flatMap((hex) =>
        FACINGS.filter((facing) => !krakenPlacementRejection(state, board, hex, facing)).map(
          (facing): Action => ({ type: 'placeKraken', hex, facing }),
        ),
      );
    case 'chooseCaptains':
      return CAPTAIN_IDS.flatMap((captain) =>
        SHIP_IDS.filter((ship) => !captainChoiceRejection(state, captain, ship)).map(
          (ship): Action => ({ type: 'chooseCaptain', captain, ship }),
        ),
      );
    case 'playing':
      return playingActions(state, board);
    case 'ended':
      return [];
    default: {
      const never: never = phase;
      throw new Error(`Unknown phase ${JSON.stringify(never)}`);
    }
  }
}

/** The one-click finish of a pending manoeuvre: its shortest completing path, or null when none is pending. */
export function shortestFinish(state: GameState): Action | null {
  const manoeuvre = state.turn?.manoeuvre;
  if (!manoeuvre || !state.turn) return null;
  const board = boardFor(state.mapId);
  if (manoeuvre.piece === 'kraken') {
    if (!state.kraken) return null;
    const obstacles = obstaclesFor(state, board, { kind: 'kraken' });
    const [finish] = krakenFinishes(board, obstacles, indexOfHex(board, state.kraken.hex), false, true);
    return finish
      ? { type: 'moveKraken', path: finish.path.map((index) => keyAt(board, index)), seat: state.turn.seat }
      : null;
  }
  const ship = state.players[state.turn.seat]?.ship;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) return null;
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const from = { index: indexOfHex(board, pose.hex), facing: pose.facing };
  const [finish] = shipFinishes(board, obstacles, from, false, true);
  return finish ? { type: 'moveShip', path: finish.path, seat: state.turn.seat } : null;
}
