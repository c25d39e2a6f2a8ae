import type { GameEvent, GameView, Seat, VolleyOutcome, VolleySource } from '../engine';
import type { VolleyInput } from '../physics/volleyInput';

/**
 * What a browser and the game server (src/server) say to each other over a Colyseus room. Plain
 * messages, no synchronised schema state: each seat must get its own view (viewFor), which a shared
 * state object cannot give. The server validates every message it receives (src/server/messages.ts).
 */

/** The Colyseus room type of a table. */
export const TABLE_ROOM = 'table';
/** Table codes: no 0/O, 1/I/L, no vowels (so no words): 28^10 ≈ 3·10^14 codes. */
export const CODE_ALPHABET = '23456789BCDFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
/** The largest message the server reads; a longer frame closes the connection. */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * The close code of a room that found its state stale (another process's room of the same table stored
 * a newer version): its clients come back by their seat tokens, and the matchmaker routes them to the
 * live room. Any code but 1000 (left on purpose) and 4001 (seat taken up elsewhere) makes the client
 * come back; this one names the reason.
 */
export const TABLE_MOVED_CLOSE = 4009;

/** A seat as the host sets the table: a person's, or a computer captain of a level. */
export type SeatSpec = { kind: 'person' } | { kind: 'computer'; level: string };

/** How a browser joins a table (Colyseus join options). */
export type JoinOptions =
  /** Sets a new table; the creator takes seat 0. */
  | { create: { seats: SeatSpec[]; name: string } }
  /** Takes a free person's seat. */
  | { code: string; name: string; seat: Seat }
  /** Comes back to the seat the token was given for. */
  | { code: string; token: string }
  | { code: string; spectate: true };

/** A seat as everyone sees it. */
export interface SeatInfo {
  kind: 'person' | 'computer';
  level: string | null;
  name: string | null;
  /** A person is at the table now (computers always are). */
  connected: boolean;
}

export type ClientMessage =
  /** An action of the seat the client holds (the server adds the seat, A3); never resolveVolley. */
  | { type: 'act'; intent: Record<string, unknown> & { type: string } }
  /** A volley: only what is fired from and how hard; the server draws the seed and flies it. */
  | { type: 'volley'; source: VolleySource; strength: number }
  /** The host starts the game once every person's seat is taken. */
  | { type: 'start' }
  /** The host hands a seat whose player is away to a computer captain. */
  | { type: 'giveSeat'; seat: Seat; level: string };

/** The room's single message type: the body is a ClientMessage. */
export const CLIENT_MESSAGE = 'msg';

export type ServerMessage =
  | {
      type: 'table';
      code: string;
      seats: SeatInfo[];
      host: Seat;
      /** The seat this client holds; null for a spectator. */
      you: Seat | null;
      started: boolean;
    }
  /** Sent once to a client that took a seat: kept in the browser to come back (localStorage). */
  | { type: 'seated'; seat: Seat; token: string }
  | {
      type: 'view';
      /** The state version: one more for every accepted action. */
      version: number;
      view: GameView;
      /** What happened since the previous view, as this seat may know it. */
      events: GameEvent[];
      /** The volley that led here: its physics input (seed drawn by the server) and trace hash to play back. */
      volley: { input: VolleyInput; hash: string; outcome: VolleyOutcome } | null;
    }
  | { type: 'error'; code: string; message: string };
