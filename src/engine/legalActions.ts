import { finishAbilityRejection, startAbilityRejection } from './ability';
import type { Action, ShipStep, TurnAction } from './action';
import { type Board, boardFor, indexOfHex, keyAt, neighborIndex } from './board';
import { endTurnRejection } from './endTurn';
import { exploreRejection } from './explore';
import { FACINGS } from './hex';
import { CAPTAIN_IDS, type Facing, type HexKey, type Seat, SHIP_IDS } from './ids';
import { krakenFinishes, krakenHasFinish, mayTurnAt, shipFinishes, shipHasFinish } from './manoeuvre';
import { obstaclesFor } from './obstacles';
import { captainChoiceRejection, krakenPlacementRejection } from './setup';
import { type TableState, undoDepth } from './tableState';
import { ABILITY_STEP, ACTIONS_PER_TURN } from './turnRules';

/**
 * Ship moves worth offering: each single step that keeps a finish in reach (so an interface can offer
 * every step) and one shortest path per distinct final pose (M3). `fresh`: a new move (starts forward).
 */
function shipMoves(state: TableState, board: Board, fresh: boolean, seat: Seat, out: TurnAction[]): void {
  const ship = state.turn ? state.players[state.turn.seat]?.ship : null;
  const pose = ship ? state.ships[ship] : undefined;
  if (!ship || !pose) return;
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship });
  const start = { index: indexOfHex(board, pose.hex), facing: pose.facing };
  const finishes = shipFinishes(board, obstacles, start, fresh);
  if (finishes.length === 0) return;
  const paths: ShipStep[][] = [];
  const ahead = neighborIndex(board, start.index, start.facing);
  if (ahead >= 0 && !obstacles.closed[ahead] && obstacles.near[ahead]) {
    // A fresh move's only first step is this one, so its search from here is the one just run: it
    // has a finish exactly when the move has any.
    if (fresh || shipHasFinish(board, obstacles, { index: ahead, facing: start.facing }, false))
      paths.push(['forward']);
  }
  if (!fresh && mayTurnAt(board, obstacles, start.index, start.facing)) {
    if (
      shipHasFinish(
        board,
        obstacles,
        { index: start.index, facing: ((start.facing + 1) % 6) as Facing },
        false,
      )
    )
      paths.push(['left']);
    if (
      shipHasFinish(
        board,
        obstacles,
        { index: start.index, facing: ((start.facing + 5) % 6) as Facing },
        false,
      )
    )
      paths.push(['right']);
  }
  for (const path of paths) out.push({ type: 'moveShip', path, seat });
  for (const finish of finishes) out.push({ type: 'moveShip', path: finish.path, seat });
}

/** Kraken moves worth offering, as for ships: single steps and one shortest path per final space. */
function krakenMoves(
  state: TableState,
  board: Board,
  fresh: boolean,
  seat: Seat,
  actions: TurnAction[],
): void {
  if (!state.kraken) return;
  const obstacles = obstaclesFor(state, board, { kind: 'kraken' });
  const from = indexOfHex(board, state.kraken.hex);
  const finishes = krakenFinishes(board, obstacles, from, fresh);
  if (finishes.length === 0) return;
  // A fresh move's first steps all have a finish once the move has one: the Kraken's space is open to it,
  // so every first step can go back there (a finish when it is next to no piece), or on through it to
  // whatever the search from there found.
  for (const facing of FACINGS) {
    const next = neighborIndex(board, from, facing);
    if (next < 0 || obstacles.closed[next] || !obstacles.near[next]) continue;
    if ((fresh && !obstacles.closed[from]) || krakenHasFinish(board, obstacles, next, false))
      actions.push({ type: 'moveKraken', path: [keyAt(board, next)], seat });
  }
  for (const finish of finishes) {
    const path = finish.path;
    const hexes = new Array<HexKey>(path.length);
    for (let i = 0; i < path.length; i++) hexes[i] = keyAt(board, path[i] as number);
    actions.push({ type: 'moveKraken', path: hexes, seat });
  }
}

function turns(piece: 'ship' | 'kraken' | 'tower', seat: Seat, out: TurnAction[]): void {
  out.push(
    { type: 'turn', piece, direction: 'left', seat },
    { type: 'turn', piece, direction: 'right', seat },
  );
}

function playingActions(state: TableState, board: Board, withKrakenMoves: boolean): TurnAction[] {
  const turn = state.turn;
  if (!turn) return [];
  const seat = turn.seat;
  // A3: each listed action names the seat whose turn it is.
  const actions: TurnAction[] = [];
  if (turn.manoeuvre) {
    if (turn.manoeuvre.piece === 'ship') shipMoves(state, board, false, seat, actions);
    else if (withKrakenMoves) krakenMoves(state, board, false, seat, actions);
  } else if (turn.ability) {
    const step = ABILITY_STEP[turn.ability.captain];
    if (step.kind === 'turn') turns(step.piece, seat, actions);
    else if (step.piece === 'ship') shipMoves(state, board, true, seat, actions);
    else if (withKrakenMoves) krakenMoves(state, board, true, seat, actions);
    if (!finishAbilityRejection(state, board)) actions.push({ type: 'finishAbility', seat });
  } else {
    if (turn.actionsUsed < ACTIONS_PER_TURN) {
      shipMoves(state, board, true, seat, actions);
      if (withKrakenMoves) krakenMoves(state, board, true, seat, actions);
      turns('ship', seat, actions);
      turns('kraken', seat, actions);
      turns('tower', seat, actions);
      const ship = state.players[turn.seat]?.ship;
      const pose = ship ? state.ships[ship] : undefined;
      for (const island of pose ? (board.islandsNextTo[indexOfHex(board, pose.hex)] ?? []) : []) {
        if (!exploreRejection(state, board, island)) actions.push({ type: 'explore', island, seat });
      }
    }
    if (!startAbilityRejection(state, board)) actions.push({ type: 'startAbility', seat });
    if (!endTurnRejection(state, board)) actions.push({ type: 'endTurn', seat });
  }
  if (undoDepth(state) > 0) actions.push({ type: 'undo', seat });
  return actions;
}

const krakenPlacements = new WeakMap<Board, readonly Action[]>();

/**
 * The Kraken's placements (S2): each sea hex where it may start, with every facing. The answer depends on
 * the board alone (its tower and start spaces), so the list is made once per board, its actions frozen
 * (shared by every caller), and each caller gets its own array.
 */
function krakenPlacementActions(state: TableState, board: Board): Action[] {
  let actions = krakenPlacements.get(board);
  if (!actions) {
    const hexes = board.map.sea.filter((hex) =>
      FACINGS.every((facing) => !krakenPlacementRejection(state, board, hex, facing)),
    );
    actions = hexes.flatMap((hex) =>
      FACINGS.map((facing): Action => Object.freeze({ type: 'placeKraken', hex, facing })),
    );
    krakenPlacements.set(board, actions);
  }
  return actions.slice();
}

export interface ListingOptions {
  /**
   * false: the Kraken's moves are left out (the rest is listed in the same order). For a player that
   * wants them only now and then: the Kraken's searches are the costliest part of a listing.
   */
  krakenMoves?: boolean;
}

/**
 * Every legal action now, except resolveVolley (its outcome comes from the physics; see volleySourceRefusal).
 * Moves are listed as single steps plus one shortest path per distinct final pose: longer detours to the
 * same pose are legal too but not listed.
 */
export function legalActions(state: TableState, options?: ListingOptions): Action[] {
  const board = boardFor(state.mapId);
  const phase = state.phase;
  switch (phase.kind) {
    case 'chooseFirstPlayer':
      return state.players.map((player) => ({ type: 'chooseFirstPlayer', seat: player.seat }));
    case 'placeKraken':
      return krakenPlacementActions(state, board);
    case 'chooseCaptains':
      return CAPTAIN_IDS.flatMap((captain) =>
        SHIP_IDS.filter((ship) => !captainChoiceRejection(state, captain, ship)).map(
          (ship): Action => ({ type: 'chooseCaptain', captain, ship }),
        ),
      );
    case 'playing':
      return playingActions(state, board, options?.krakenMoves !== false);
    case 'ended':
      return [];
    default: {
      const never: never = phase;
      throw new Error(`Unknown phase ${JSON.stringify(never)}`);
    }
  }
}

/** The one-click finish of a pending manoeuvre: its shortest completing path, or null when none is pending. */
export function shortestFinish(state: TableState): Action | null {
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
