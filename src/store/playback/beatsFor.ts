import type { GameEvent, TableState } from '../../engine';
import type { Seat, VolleySource } from '../../engine/ids';
import { showEvent } from '../../engine/showEvent';
import type { VolleyScore } from '../../physics/scoreTypes';
import type { VolleyTrace } from '../../physics/traceTypes';
import { SPECTATOR } from '../game/seatKinds';

/** A volley to fly on the table before its result is shown. */
export interface Flight {
  source: VolleySource;
  trace: VolleyTrace;
  score: VolleyScore;
  /** The events of the volley's result (the banner lists them). */
  events: GameEvent[];
}

/** One event of the engine, to be played onto the shown state. */
export interface Beat {
  event: GameEvent | null;
  /** The shown state once this beat has played. */
  shown: TableState;
  /** Log entries shown once this beat has played. */
  log: number;
  /** The volley flown before this beat (the first beat of a resolved volley). */
  flight: Flight | null;
  /** Played for a computer captain (its speed and "Skip" apply). */
  computer: boolean;
  /** The turn it belongs to (round/seat), to scope "Skip to end of turn". */
  turnKey: string;
  /** Whose eyes the table is drawn for once this beat has played (the maker of the beats knows the seats). */
  viewer: Seat;
}

/** The turn (or setup step) a state is in, to scope "skip to the end of the turn". */
export function turnKeyOf(game: TableState | null): string {
  if (!game) return 'none';
  return game.turn ? `${game.turn.round}/${game.turn.seat}` : game.phase.kind;
}

/**
 * The beats of one action: each event after the previous one on the shown state, the last one showing
 * the engine's very state; an action without events still shows its state (one beat).
 */
export function beatsFor(
  before: TableState,
  events: readonly GameEvent[],
  after: TableState,
  logBefore: number,
  options: { flight?: Flight | null; computer?: boolean; viewerOf?: (shown: TableState) => Seat } = {},
): Beat[] {
  const common = { computer: options.computer ?? false, turnKey: turnKeyOf(before) };
  const viewerOf = options.viewerOf ?? (() => SPECTATOR);
  if (events.length === 0)
    return [
      {
        event: null,
        shown: after,
        log: logBefore,
        flight: options.flight ?? null,
        viewer: viewerOf(after),
        ...common,
      },
    ];
  let shown = before;
  return events.map((event, index) => {
    const last = index === events.length - 1;
    shown = last ? after : showEvent(shown, event);
    return {
      event,
      shown,
      log: logBefore + index + 1,
      flight: index === 0 ? (options.flight ?? null) : null,
      viewer: viewerOf(shown),
      ...common,
    };
  });
}
