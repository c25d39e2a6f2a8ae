import {
  type Action,
  type ActionIntent,
  actionFor,
  execute,
  type Facing,
  type GameState,
  type HexKey,
  legalActions,
  neighborOf,
  shortestFinish,
  type TurnDirection,
  turnFacing,
  type VolleySource,
} from '../engine';
import { actionKey } from '../ui/actionKey';
import { undoBlockedReason } from '../ui/undoBlockedReason';
import type { LogEntry } from './gameStore';
import { perState } from './perState';
import type { PieceRef } from './pieceRef';

/**
 * The questions the scene and the panels ask about the game, each answered once per state (memoized
 * on the state object): nothing in the interface calls the engine's `execute` or `legalActions` itself.
 */

/** Every legal action now (the engine's list; resolveVolley is asked separately). */
export const selectLegalActions = perState((game): readonly Action[] => legalActions(game));

/** The legal actions as keys, to ask "is this one legal?" without a search. */
export const selectLegalKeys = perState(
  (game): ReadonlySet<string> => new Set(selectLegalActions(game).map(actionKey)),
);

export function isLegal(game: GameState, action: ActionIntent): boolean {
  return selectLegalKeys(game).has(actionKey(action));
}

/** A hex a piece may go to and the action that takes it there ('finish': a whole M3 path). */
export interface MoveTarget {
  hex: HexKey;
  tone: 'step' | 'finish';
  action: ActionIntent;
}

/** Where a ship ends after a path of steps (hex geometry only; legality is the engine's). */
function shipPathEnd(hex: HexKey, facing: Facing, path: readonly string[]): HexKey {
  let at = hex;
  let heading = facing;
  for (const step of path) {
    if (step === 'forward') at = neighborOf(at, heading);
    else heading = turnFacing(heading, step === 'left' ? 'left' : 'right');
  }
  return at;
}

/**
 * The legal destinations of the active ship and of the Kraken: single steps, and where each listed M3
 * finish ends. One target per hex, a single step preferred over a whole path.
 */
export const selectMoveTargets = perState((game): { ship: MoveTarget[]; kraken: MoveTarget[] } => {
  const ship = new Map<HexKey, MoveTarget>();
  const kraken = new Map<HexKey, MoveTarget>();
  const add = (targets: Map<HexKey, MoveTarget>, target: MoveTarget) => {
    const existing = targets.get(target.hex);
    if (!existing || (existing.tone === 'finish' && target.tone === 'step')) targets.set(target.hex, target);
  };
  const activeShip = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const pose = activeShip ? game.ships[activeShip] : undefined;
  for (const action of selectLegalActions(game)) {
    if (action.type === 'moveShip' && pose) {
      const end = shipPathEnd(pose.hex, pose.facing, action.path);
      if (end === pose.hex) continue; // a turn in place: offered by the turn handles
      add(ship, { hex: end, tone: action.path.length === 1 ? 'step' : 'finish', action });
    }
    if (action.type === 'moveKraken') {
      const end = action.path[action.path.length - 1];
      if (end) add(kraken, { hex: end, tone: action.path.length === 1 ? 'step' : 'finish', action });
    }
  }
  return { ship: [...ship.values()], kraken: [...kraken.values()] };
});

const NO_TARGETS: readonly MoveTarget[] = [];

/** The destinations of the selected piece: the active ship's or the Kraken's; none for other pieces. */
export function moveTargetsOf(game: GameState, selected: PieceRef | null): readonly MoveTarget[] {
  if (!selected || !game.turn || game.phase.kind !== 'playing') return NO_TARGETS;
  const targets = selectMoveTargets(game);
  if (selected.kind === 'kraken') return targets.kraken;
  if (selected.kind === 'ship' && selected.ship === game.players[game.turn.seat]?.ship) return targets.ship;
  return NO_TARGETS;
}

/** Where the Kraken may be placed (S2), with the facings allowed on each space. */
export const selectKrakenSpots = perState((game): ReadonlyMap<HexKey, readonly Facing[]> => {
  const spots = new Map<HexKey, Facing[]>();
  for (const action of selectLegalActions(game)) {
    if (action.type === 'placeKraken')
      spots.set(action.hex, [...(spots.get(action.hex) ?? []), action.facing]);
  }
  return spots;
});

/** Islands the active ship may explore now. */
export const selectExplores = perState((game) =>
  selectLegalActions(game).filter(
    (action): action is Extract<Action, { type: 'explore' }> => action.type === 'explore',
  ),
);

/** The Kraken's single legal steps (the panel's "move to…" list). */
export const selectKrakenSteps = perState((game) =>
  selectLegalActions(game).filter(
    (action): action is Extract<Action, { type: 'moveKraken' }> =>
      action.type === 'moveKraken' && action.path.length === 1,
  ),
);

/** The one-click finish of a pending manoeuvre, or null. */
export const selectShortestFinish = perState((game) => shortestFinish(game));

export type TurnPiece = PieceRef['kind'];

/** What a turn handle does now and, when it cannot, the engine's reason. */
export interface TurnOption {
  action: ActionIntent;
  refusal: string | null;
}

export type TurnOptions = Record<TurnPiece, Record<TurnDirection, TurnOption>>;

const TURN_PIECES: readonly TurnPiece[] = ['ship', 'kraken', 'tower'];

/** The action of a turn handle: mid-manoeuvre a ship turns as a step of its move (M3). */
function turnAction(game: GameState, piece: TurnPiece, direction: TurnDirection): ActionIntent {
  if (piece === 'ship' && game.turn?.manoeuvre?.piece === 'ship')
    return { type: 'moveShip', path: [direction] };
  return { type: 'turn', piece, direction };
}

function turnOption(game: GameState, piece: TurnPiece, direction: TurnDirection): TurnOption {
  const action = turnAction(game, piece, direction);
  if (isLegal(game, action)) return { action, refusal: null };
  // only a refused turn is put to the engine, for its reason
  const result = execute(game, actionFor(game, action));
  return { action, refusal: result.ok ? null : result.reason };
}

/** The turn handles of every piece: the action each one takes and why it is refused. */
export const selectTurnOptions = perState(
  (game): TurnOptions =>
    Object.fromEntries(
      TURN_PIECES.map((piece) => [
        piece,
        { left: turnOption(game, piece, 'left'), right: turnOption(game, piece, 'right') },
      ]),
    ) as TurnOptions,
);

const VOLLEY_SOURCES: readonly VolleySource[] = ['ship', 'kraken', 'tower'];

/** Why a volley from each source is refused now (T2, T3, M3), or null where it may be fired. */
export const selectVolleyRefusals = perState(
  (game): Record<VolleySource, string | null> =>
    Object.fromEntries(
      VOLLEY_SOURCES.map((source) => {
        const result = execute(
          game,
          actionFor(game, {
            type: 'resolveVolley',
            outcome: { source, best: 'none', captainsKnockedOff: [], shipsHit: [] },
          }),
        );
        return [source, result.ok ? null : result.reason];
      }),
    ) as Record<VolleySource, string | null>,
);

/** Why no volley can be fired now, or null when one can (from some source). */
export const selectVolleyRefusal = perState((game): string | null => {
  const refusals = Object.values(selectVolleyRefusals(game));
  return refusals.includes(null) ? null : (refusals[0] ?? null);
});

const undoAnswers = new WeakMap<GameState, { log: readonly LogEntry[]; value: string | null }>();

/** Why Undo is unavailable now, in words, or null: once per state and log. */
export function selectUndoBlocked(game: GameState, log: readonly LogEntry[]): string | null {
  const known = undoAnswers.get(game);
  if (known && known.log === log) return known.value;
  const value = undoBlockedReason(game, log);
  undoAnswers.set(game, { log, value });
  return value;
}
