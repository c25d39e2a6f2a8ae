import { pino } from 'pino';

/**
 * The server's structured log: one JSON object a line on stdout (pino), for a log collector to index.
 * A table's lines carry its `table` code, a matchmaking request's its `requestId`.
 */
export const log = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'to-glory' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
