import { z } from 'zod';
import type { Seat } from '../engine';
import { seatTokenSchema, tableCodeSchema } from './onlineMessages';
import type { TurnStatus } from './turnStatus';

/**
 * The "whose turn" feed: `POST [/online]/turns` with the tables a player sits at, each with the seat
 * token this browser holds there (in the body, not the address, so no log keeps the tokens); the answer
 * says where each table stands for that seat, or why it was refused.
 */
export const TURN_FEED_PATH = '/online/turns';

/** As many tables as "My games" keeps: one request covers every seat this browser holds. */
export const MAX_FEED_TABLES = 20;

export const turnFeedRequestSchema = z.strictObject({
  tables: z
    .array(z.strictObject({ code: tableCodeSchema, token: seatTokenSchema }))
    .min(1, 'Name at least one table')
    .max(MAX_FEED_TABLES, `At most ${MAX_FEED_TABLES} tables at once`),
});
export type TurnFeedRequest = z.infer<typeof turnFeedRequestSchema>;

/** One table's answer: its status for the token's seat, or why that table told nothing. */
export type TurnFeedEntry =
  | { code: string; seat: Seat; status: TurnStatus }
  | { code: string; refused: string };

export interface TurnFeedAnswer {
  /** The server's time (ms): deadlines are in it. */
  now: number;
  tables: TurnFeedEntry[];
}
