import {
  type AbilityIntent,
  type Action,
  type ActionIntent,
  abilityOption,
  endTurnOption,
  exploreRefusal,
  type Facing,
  type HexKey,
  type IntentAnswer,
  legalActions,
  legalMoves,
  sailForward,
  shortestFinish,
  type TableState,
  type TurnDirection,
  turnHandleAction,
  type VolleySource,
  volleySourceRefusal,
} from '../../engine';
import type { LogEntry } from '../saves/gameEventSchema';
import { perState } from './perState';
import type { PieceRef } from './pieceRef';
import { type UndoBlocked, undoBlocked } from './undoBlocked';

/**
 * The questions the scene and the panels ask about the game, each answered once per state (memoized
 * on the state object): nothing in the interface calls the engine's `execute` or `legalActions` itself.
 */

/** Every legal action now (the engine's list; resolveVolley is asked separately). */
export const selectLegalActions = perState((game): readonly Action[] => legalActions(game));

/** A hex a piece may go to and the action that takes it there ('finish': a whole M3 path). */
export interface MoveTarget {
  hex: HexKey;
  tone: 'step' | 'finish';
  action: ActionIntent;
}

/**
 * The legal destinations of the active ship and of the Kraken, from the engine's legal moves (each
 * walked by the rules): single steps, and where each listed M3 finish ends. One target per hex, a
 * single step preferred over a whole path.
 */
export const selectMoveTargets = perState((game): { ship: MoveTarget[]; kraken: MoveTarget[] } => {
  const targets = { ship: new Map<HexKey, MoveTarget>(), kraken: new Map<HexKey, MoveTarget>() };
  for (const move of legalMoves(game)) {
    if (move.hexes.length === 0) continue; // a turn in place: offered by the turn handles
    const target: MoveTarget = {
      hex: move.to.hex,
      tone: move.action.path.length === 1 ? 'step' : 'finish',
      action: move.action,
    };
    const existing = targets[move.piece].get(target.hex);
    if (!existing || (existing.tone === 'finish' && target.tone === 'step'))
      targets[move.piece].set(target.hex, target);
  }
  return { ship: [...targets.ship.values()], kraken: [...targets.kraken.values()] };
});

const NO_TARGETS: readonly MoveTarget[] = [];

/** The destinations of the selected piece: the active ship's or the Kraken's; none for other pieces. */
export function moveTargetsOf(game: TableState, selected: PieceRef | null): readonly MoveTarget[] {
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

/** Why no island can be explored now, in words (the engine's answer), or null when one can. */
export const selectExploreRefusal = perState((game): string | null => exploreRefusal(game)?.reason ?? null);

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

/** What a turn handle does now (mid-manoeuvre a ship turn is a step of the move) or, refused, why not. */
export type TurnOption = { action: ActionIntent; refusal: null } | { action: null; refusal: string };

export type TurnOptions = Record<TurnDirection, TurnOption>;

const turnAnswers = perState(() => new Map<TurnPiece, TurnOptions>());

function optionOf(answer: IntentAnswer): TurnOption {
  return answer.ok ? { action: answer.intent, refusal: null } : { action: null, refusal: answer.reason };
}

function turnOption(game: TableState, piece: TurnPiece, direction: TurnDirection): TurnOption {
  return optionOf(turnHandleAction(game, piece, direction));
}

/** The turn handles of a piece, asked of the engine once per state and piece (only when shown). */
export function selectTurnOptions(game: TableState, piece: TurnPiece): TurnOptions {
  const answers = turnAnswers(game);
  const known = answers.get(piece);
  if (known) return known;
  const options = { left: turnOption(game, piece, 'left'), right: turnOption(game, piece, 'right') };
  answers.set(piece, options);
  return options;
}

/** The Sail button and the W key: one step forward of the own ship (M1, M3), or why not. */
export const selectSailForward = perState((game): TurnOption => optionOf(sailForward(game)));

/** The End turn button and the N key: ending the turn now (T6), or why not. */
export const selectEndTurn = perState((game): TurnOption => optionOf(endTurnOption(game)));

/** The ability button: start it, or finish it while under way. */
export interface AbilityChoice {
  intent: AbilityIntent;
  /** Why `intent` is refused now, in the engine's words, or null. */
  refusal: string | null;
}

export const selectAbility = perState((game): AbilityChoice => {
  const { intent, refusal } = abilityOption(game);
  return { intent, refusal: refusal?.reason ?? null };
});

const VOLLEY_SOURCES: readonly VolleySource[] = ['ship', 'kraken', 'tower'];

/** Why a volley from each source is refused now (T2, T3, M3, V1), or null where it may be fired. */
export const selectVolleyRefusals = perState(
  (game): Record<VolleySource, string | null> =>
    Object.fromEntries(
      VOLLEY_SOURCES.map((source) => [source, volleySourceRefusal(game, source)?.reason ?? null]),
    ) as Record<VolleySource, string | null>,
);

/** Why no volley can be fired now, or null when one can (from some source). */
export const selectVolleyRefusal = perState((game): string | null => {
  const refusals = Object.values(selectVolleyRefusals(game));
  return refusals.includes(null) ? null : (refusals[0] ?? null);
});

const undoAnswers = new WeakMap<TableState, { log: readonly LogEntry[]; value: UndoBlocked | null }>();

/** Why Undo is unavailable now, or null: once per state and log. */
export function selectUndoBlocked(game: TableState, log: readonly LogEntry[]): UndoBlocked | null {
  const known = undoAnswers.get(game);
  if (known && known.log === log) return known.value;
  const value = undoBlocked(game, log);
  undoAnswers.set(game, { log, value });
  return value;
}
