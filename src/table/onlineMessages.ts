import { z } from 'zod';
import {
  CAPTAIN_IDS,
  type GameEvent,
  type GameView,
  ISLAND_LETTERS,
  type Seat,
  SHIP_IDS,
  type VolleyOutcome,
} from '../engine';
import { MAX_PATH_STEPS } from '../engine/parseAction';
import type { VolleyInput } from '../physics/volleyInput';
import { REACTION_IDS, type ReactionId } from './reactions';

/**
 * What a browser and the game server (src/server) say to each other over a Colyseus room, in one place:
 * the shapes as zod schemas (the server reads nothing a schema has not accepted) and the types from them.
 * Plain messages, no synchronised schema state: each seat must get its own view (viewFor), which a
 * shared state object cannot give. Objects are strict: an extra field (a seat, an outcome, a seed, a
 * trace) is refused, not ignored, so no client can hope it is believed.
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

const seat = z.number().int().min(0).max(3);
const hexKey = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/);
/** A computer captain's level: the server checks it is one of the captains' (src/captains/levels.ts). */
const level = z.string().regex(/^[a-z]{1,24}$/, 'Not a captain level');
const name = z.string().trim().min(1, 'Give a name').max(24, 'A name is at most 24 characters');
const code = z
  .string()
  .length(CODE_LENGTH)
  .regex(new RegExp(`^[${CODE_ALPHABET}]+$`), 'Not a table code');
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A seat as the host sets the table: a person's, or a computer captain of a level. */
const seatSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('computer'), level }),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

/**
 * A table's time limit, chosen by the host: none; real time (an allowance per turn, a little more for
 * every action in it); or turn-based (hours per move, for a table played over days).
 */
export const timeLimitSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('realTime'),
      turnSeconds: z
        .number()
        .int('Whole seconds')
        .min(30, 'A turn is at least 30 seconds')
        .max(3600, 'A turn is at most an hour'),
      addSeconds: z
        .number()
        .int('Whole seconds')
        .min(0, 'No less than nothing is added')
        .max(120, 'An action adds at most 2 minutes'),
    }),
    z.strictObject({
      kind: z.literal('turnBased'),
      turnHours: z
        .number()
        .int('Whole hours')
        .min(1, 'A move takes at least an hour')
        .max(24 * 7, 'A move takes at most a week'),
    }),
  ],
  { error: 'Not a time limit: none, realTime or turnBased' },
);
export type TimeLimit = z.infer<typeof timeLimitSchema>;

/** What happens when a seat's time runs out: a computer captain stands in, or the turn is ended. */
export const onTimeoutSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('captain'), level }), z.strictObject({ kind: z.literal('endTurn') })],
  { error: 'Not a timeout policy: captain or endTurn' },
);
export type OnTimeout = z.infer<typeof onTimeoutSchema>;

export const tableClockSchema = z.strictObject({ limit: timeLimitSchema, onTimeout: onTimeoutSchema });
export type TableClock = z.infer<typeof tableClockSchema>;

/** A table made without choosing: no clock, as before tables had one. */
export const NO_CLOCK: TableClock = { limit: { kind: 'none' }, onTimeout: { kind: 'endTurn' } };

/** Sets a new table; the creator takes seat 0. */
export const createOptionsSchema = z.strictObject({
  create: z.strictObject({
    seats: z
      .array(seatSpecSchema)
      .min(2)
      .max(4)
      .refine((seats) => seats[0]?.kind === 'person', 'The host takes the first seat'),
    name,
    clock: tableClockSchema.optional(),
    /** Practice aids at the table (each device computes its own chances); absent: off. */
    practiceAids: z.boolean({ error: 'Practice aids are on or off (true or false)' }).optional(),
  }),
});

/** How a browser joins a table (Colyseus join options). */
export const joinOptionsSchema = z.union([
  createOptionsSchema,
  /**
   * Takes a free person's seat; `token`: the one this browser made for it, so that the same join tried
   * again (its connection dropped before the seat was said) is given the seat it already holds.
   */
  z.strictObject({ code, name, seat, token: token.optional() }),
  /** Comes back to the seat the token was given for. */
  z.strictObject({ code, token }),
  z.strictObject({ code, spectate: z.literal(true) }),
]);
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/**
 * Why `options` are not join options, in words: a union whose options all fail says only "Invalid
 * input", so a create is answered by its own schema (a bad clock, a bad seat).
 */
export function joinIssue(options: unknown, error: z.ZodError): string {
  const created =
    options && typeof options === 'object' && 'create' in options
      ? createOptionsSchema.safeParse(options)
      : null;
  return firstIssue(created?.error ?? error);
}

/** Every intent a seat may send; resolveVolley is not among them (the server flies volleys itself). */
const intentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseFirstPlayer'), seat }),
  z.strictObject({
    type: z.literal('placeKraken'),
    hex: hexKey,
    facing: z.number().int().min(0).max(5),
  }),
  z.strictObject({ type: z.literal('chooseCaptain'), captain: z.enum(CAPTAIN_IDS), ship: z.enum(SHIP_IDS) }),
  z.strictObject({
    type: z.literal('moveShip'),
    path: z
      .array(z.enum(['forward', 'left', 'right']))
      .min(1)
      .max(MAX_PATH_STEPS),
  }),
  z.strictObject({ type: z.literal('moveKraken'), path: z.array(hexKey).min(1).max(MAX_PATH_STEPS) }),
  z.strictObject({
    type: z.literal('turn'),
    piece: z.enum(['ship', 'kraken', 'tower']),
    direction: z.enum(['left', 'right']),
  }),
  z.strictObject({ type: z.literal('explore'), island: z.enum(ISLAND_LETTERS) }),
  z.strictObject({ type: z.literal('startAbility') }),
  z.strictObject({ type: z.literal('finishAbility') }),
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({ type: z.literal('undo') }),
]);

/**
 * The client's messages: each a Colyseus message type of its own, whose body its schema reads (the
 * server registers one handler per type, with the schema as its validator).
 */
export const clientMessageSchemas = {
  /** An action of the seat the client holds (the server adds the seat, A3); never resolveVolley. */
  act: z.strictObject({ intent: intentSchema }),
  /** A volley: only what is fired from and how hard; the server draws the seed and flies it. */
  volley: z.strictObject({ source: z.enum(['ship', 'kraken', 'tower']), strength: z.number().min(0).max(1) }),
  /** The host starts the game once every person's seat is taken. */
  start: z.strictObject({}),
  /** The host hands a seat whose player is away to a computer captain. */
  giveSeat: z.strictObject({ seat, level }),
  /** A player back at the table: the computer captain standing in for their seat stands down. */
  back: z.strictObject({}),
  /** A seated player asks for a rematch of a game that is over: the same people, the seats rotated. */
  rematch: z.strictObject({}),
  /** A quick reaction: an id of the fixed list only (no free text), shown to everyone at the table. */
  react: z.strictObject({ id: z.enum(REACTION_IDS, { error: 'Not a reaction of the list' }) }),
};
export type ClientMessageType = keyof typeof clientMessageSchemas;
export type ClientMessageBody<T extends ClientMessageType> = z.infer<(typeof clientMessageSchemas)[T]>;
/** A client message as the page builds it: its type, and its body's fields. */
export type ClientMessage = {
  [T in ClientMessageType]: { type: T } & (ClientMessageBody<T> extends Record<string, never>
    ? unknown
    : ClientMessageBody<T>);
}[ClientMessageType];

/** The first problem zod found, in words for the player. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'Malformed message';
}

/** A seat as everyone sees it. */
export interface SeatInfo {
  kind: 'person' | 'computer';
  level: string | null;
  name: string | null;
  /** A person is at the table now (computers always are). */
  connected: boolean;
  /** The level of the computer captain playing for this person since their time ran out; null if none. */
  standIn?: string | null;
}

/** The clock as every seat and spectator sees it: whose time runs, until when (server time, ms). */
export interface ClockMessage {
  type: 'clock';
  clock: TableClock;
  seat: Seat | null;
  deadline: number | null;
  /** The server's time when sent: the page counts down from its own clock shifted by the difference. */
  now: number;
}

export type ServerMessage =
  | {
      type: 'table';
      code: string;
      seats: SeatInfo[];
      host: Seat;
      /** The seat this client holds; null for a spectator. */
      you: Seat | null;
      started: boolean;
      /** The rematch's table code once a seated player asked for one (kept with the table); else null. */
      rematch?: string | null;
      /** The host turned practice aids on for the table: every device shows its own (and says they are on). */
      practiceAids?: boolean;
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
      /** Sent as a device joins (or comes back): everything that happened before, as this seat may know it. */
      history?: GameEvent[];
      /** The volley that led here: its physics input (seed drawn by the server) and trace hash to play back. */
      volley: { input: VolleyInput; hash: string; outcome: VolleyOutcome } | null;
    }
  | ClockMessage
  /** A seat's quick reaction, sent to everyone at the table (the sender too). */
  | { type: 'reaction'; seat: Seat; id: ReactionId }
  | { type: 'error'; code: string; message: string };

/** A table's code and a seat's token as the server reads them anywhere (the turn feed too). */
export { code as tableCodeSchema, token as seatTokenSchema };
