import { type Board, indexOfHex } from './board';
import type { GameEvent, StepCost } from './gameEvent';
import type { GameState } from './gameState';
import type { CaptainId } from './ids';
import { type Mover, obstaclesFor, piecesNextTo } from './obstacles';
import { type Rejection, reject } from './rejection';
import { PIECE_WORDS } from './shipNames';
import type { TableState, TableTurn } from './tableState';

/** Ship actions per turn (T1). */
export const ACTIONS_PER_TURN = 5;
/** Steps of a captain's ability (C1–C4). */
export const ABILITY_STEPS = 2;

/** What each captain's ability lets the player do, free (C1–C4). */
export const ABILITY_STEP: Readonly<
  Record<CaptainId, { kind: 'move' | 'turn'; piece: 'ship' | 'kraken' | 'tower' }>
> = {
  helmsman: { kind: 'move', piece: 'ship' },
  navigator: { kind: 'turn', piece: 'ship' },
  towerKeeper: { kind: 'turn', piece: 'tower' },
  krakenTamer: { kind: 'move', piece: 'kraken' },
};

export const CAPTAIN_NAMES: Readonly<Record<CaptainId, string>> = {
  helmsman: 'the helmsman',
  navigator: 'the navigator',
  towerKeeper: 'the tower keeper',
  krakenTamer: 'the Kraken tamer',
};

export interface TurnContext<S extends TableState = GameState> {
  turn: NonNullable<S['turn']>;
  player: S['players'][number];
}

/** The turn under way, or why there is none. */
export function currentTurn<S extends TableState>(state: S): TurnContext<S> | Rejection {
  if (state.phase.kind === 'ended') return reject('gameOver', 'The game is over');
  const player = state.turn ? state.players[state.turn.seat] : undefined;
  if (state.phase.kind !== 'playing' || !state.turn || !player) {
    return reject('wrongPhase', 'The game has not started yet: finish the setup first');
  }
  return { turn: state.turn, player } as TurnContext<S>;
}

/** Refusal while an M3 manoeuvre is pending, naming what the piece is still next to. */
export function manoeuvrePendingRejection(
  state: TableState,
  board: Board,
  turn: TableTurn,
): Rejection | null {
  const manoeuvre = turn.manoeuvre;
  if (!manoeuvre) return null;
  const ship = state.players[turn.seat]?.ship;
  const mover: Mover = manoeuvre.piece === 'ship' && ship ? { kind: 'ship', ship } : { kind: 'kraken' };
  const hex = mover.kind === 'ship' ? state.ships[mover.ship]?.hex : state.kraken?.hex;
  const near = hex
    ? piecesNextTo(board, obstaclesFor(state, board, mover), indexOfHex(board, hex))
    : 'a piece';
  const piece = manoeuvre.piece === 'ship' ? 'Your ship' : 'The Kraken';
  return reject('manoeuvrePending', `${piece} is still next to ${near}: the move must go on`);
}

export function abilityActiveRejection(turn: TableTurn): Rejection | null {
  if (!turn.ability) return null;
  return reject(
    'abilityActive',
    `${capitalise(CAPTAIN_NAMES[turn.ability.captain])}'s ability is under way: use it or finish it first`,
  );
}

/**
 * How a move or turn of `piece` would be paid for right now, or why it cannot happen: a continuation of
 * the pending manoeuvre (moves only), a step of the active ability, or one of the five actions.
 */
export function costOf(
  state: TableState,
  board: Board,
  turn: TableTurn,
  kind: 'move' | 'turn',
  piece: 'ship' | 'kraken' | 'tower',
): StepCost | Rejection {
  if (turn.manoeuvre) {
    if (kind === 'move' && turn.manoeuvre.piece === piece) return 'continuation';
    return (
      manoeuvrePendingRejection(state, board, turn) ?? reject('manoeuvrePending', 'Finish the move first')
    );
  }
  if (turn.ability) {
    const allowed = ABILITY_STEP[turn.ability.captain];
    if (allowed.kind === kind && allowed.piece === piece) return 'ability';
    return reject(
      'wrongAbility',
      `While ${CAPTAIN_NAMES[turn.ability.captain]}'s ability lasts you may only ${allowed.kind} the ${PIECE_WORDS[allowed.piece]}, or finish it`,
    );
  }
  if (turn.actionsUsed >= ACTIONS_PER_TURN) {
    return reject('noActionsLeft', `All ${ACTIONS_PER_TURN} ship actions of this turn are used`);
  }
  return 'action';
}

/** T1: spend one ship action; the captain leaves the stern for the track with the first. */
export function spendAction(draft: GameState): void {
  const turn = draft.turn;
  const player = turn && draft.players[turn.seat];
  if (!turn || !player) return;
  turn.actionsUsed += 1;
  player.captainAt = 'track';
}

/** C1–C4: one more step of the active ability (counted when the step begins). */
export function countAbilityStep(draft: GameState): void {
  if (draft.turn?.ability) draft.turn.ability.stepsTaken += 1;
}

/**
 * Pays for the steps of a move (a ship action, an ability step, or nothing for an M3 continuation)
 * and records whether the manoeuvre must go on. Returns whether it belongs to the captain's ability.
 */
export function payForManoeuvre(
  draft: GameState,
  piece: 'ship' | 'kraken',
  cost: StepCost,
  ended: boolean,
  steps: number,
): boolean {
  const turn = draft.turn;
  if (!turn) return false;
  const previous = turn.manoeuvre;
  if (cost === 'action') spendAction(draft);
  if (cost === 'ability') countAbilityStep(draft);
  const byAbility = cost === 'ability' || (cost === 'continuation' && previous?.byAbility === true);
  turn.manoeuvre = ended
    ? null
    : { piece, byAbility, steps: (cost === 'continuation' ? (previous?.steps ?? 0) : 0) + steps };
  return byAbility;
}

/** C1–C4: the ability ends by itself once its second step is over (a pending manoeuvre is not over). */
export function autoFinishAbility(draft: GameState): GameEvent[] {
  const turn = draft.turn;
  if (!turn?.ability || turn.manoeuvre || turn.ability.stepsTaken < ABILITY_STEPS) return [];
  return finishAbility(draft, true);
}

/** Ends the active ability (T3); `auto` when it ended by itself. */
export function finishAbility(draft: GameState, auto: boolean): GameEvent[] {
  const turn = draft.turn;
  if (!turn?.ability) return [];
  const { captain, stepsTaken } = turn.ability;
  turn.ability = null;
  return [
    {
      type: 'abilityFinished',
      seat: turn.seat,
      captain,
      steps: stepsTaken,
      auto,
      undoable: true,
      rule: 'T3',
    },
  ];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
