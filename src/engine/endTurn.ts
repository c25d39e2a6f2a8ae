import type { Board } from './board';
import type { GameEvent } from './gameEvent';
import type { GameState, TurnState } from './gameState';
import type { Seat } from './ids';
import { isRejection, type Rejection } from './rejection';
import { scoreGame, someoneHasEnough } from './scoring';
import type { TableState } from './tableState';
import { abilityActiveRejection, currentTurn, manoeuvrePendingRejection } from './turnRules';

/** A fresh turn for a seat (T1–T3 counters at zero). */
export function newTurn(seat: Seat, round: number): TurnState {
  return {
    seat,
    round,
    actionsUsed: 0,
    volleyUsed: false,
    abilityUsed: false,
    ability: null,
    manoeuvre: null,
    undoStack: [],
  };
}

/** Starts a seat's turn: a knocked-down captain returns to the stern, free (T4). */
export function startTurn(draft: GameState, seat: Seat, round: number): GameEvent[] {
  draft.turn = newTurn(seat, round);
  const events: GameEvent[] = [{ type: 'turnStarted', seat, round, undoable: false, rule: 'T5' }];
  const player = draft.players[seat];
  if (player?.captainAt === 'down' && player.ship) {
    player.captainAt = 'stern';
    events.push({ type: 'captainReturned', seat, ship: player.ship, undoable: false, rule: 'T4' });
  }
  return events;
}

/** Why the turn cannot end now (T6: not in the middle of a manoeuvre or an ability), or null. */
export function endTurnRejection(state: TableState, board: Board): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  return manoeuvrePendingRejection(state, board, context.turn) ?? abilityActiveRejection(context.turn);
}

/**
 * endTurn (T5, T6, W1, W2): the captain goes back to the stern and play passes clockwise; when it comes
 * back to the first player the round is over, and the game too if someone has enough treasures.
 */
export function endTurn(draft: GameState, board: Board): GameEvent[] | Rejection {
  const refused = endTurnRejection(draft, board);
  if (refused) return refused;
  const turn = draft.turn;
  if (!turn) return [];
  const player = draft.players[turn.seat];
  if (player?.captainAt === 'track') player.captainAt = 'stern';
  const events: GameEvent[] = [
    {
      type: 'turnEnded',
      seat: turn.seat,
      round: turn.round,
      actionsUsed: turn.actionsUsed,
      undoable: false,
      rule: 'T6',
    },
  ];
  const next = (turn.seat + 1) % draft.players.length;
  if (next !== draft.firstSeat) return [...events, ...startTurn(draft, next, turn.round)];
  events.push({ type: 'roundEnded', round: turn.round, undoable: false, rule: 'T5' });
  if (someoneHasEnough(draft)) {
    const result = scoreGame(draft);
    draft.phase = { kind: 'ended', result };
    draft.turn = null;
    events.push({ type: 'gameEnded', result, undoable: false, rule: 'W1' });
    return events;
  }
  return [...events, ...startTurn(draft, next, turn.round + 1)];
}
