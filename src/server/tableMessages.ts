import { eventsFor, type GameEvent, type GameState, type Seat, viewFor } from '../engine';
import type { SeatInfo, ServerMessage } from '../table/onlineMessages';
import type { TableSetup } from './database';

/** Spectators seen from nowhere: viewFor and eventsFor hide every card from a seat no one holds. */
const NO_SEAT = -1;

export type VolleyShown = Extract<ServerMessage, { type: 'view' }>['volley'];

/**
 * The `view` message for `seat` (null: a spectator): its own view of the game and the events it may hear
 * of; as it joins, the game's events so far (`history`), as that seat may know them.
 */
export function viewMessage(
  game: GameState,
  version: number,
  seat: Seat | null,
  events: GameEvent[],
  volley: VolleyShown,
  history?: GameEvent[],
): ServerMessage {
  const viewer = seat ?? NO_SEAT;
  return {
    type: 'view',
    version,
    view: viewFor(game, viewer),
    events: eventsFor(events, viewer),
    volley,
    ...(history && { history: eventsFor(history, viewer) }),
  };
}

/** The seats as everyone sees them: no tokens, and who is at the table now (computers always are). */
export function seatInfos(setup: TableSetup, connected: ReadonlySet<Seat>): SeatInfo[] {
  return setup.seats.map((record, index) => ({
    kind: record.kind,
    level: record.level,
    name: record.name,
    connected: record.kind === 'computer' || connected.has(index),
    standIn: record.standIn ?? null,
  }));
}
