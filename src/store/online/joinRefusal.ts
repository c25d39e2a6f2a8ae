/**
 * Why a join to a table did not land. Transient: asking again may land it (the table's room opening or
 * the server not ready, 503; a seat reservation that expired; the network gone for a moment, no code).
 * Final: asking again gets the same answer (a seat token not the table's, a full table, a taken seat,
 * no table of that code, too many codes tried, a malformed join), so it is said at once.
 */
export interface JoinRefusal {
  kind: 'transient' | 'final';
  reason: string;
}

/** Colyseus' own codes of a refusal that asking again does not change: no handler, bad criteria, auth, payload. */
const FINAL_COLYSEUS_CODES: ReadonlySet<number> = new Set([4210, 4211, 4215, 4217]);

/** The reason given when the failure has no words of its own (a connection that dropped). */
export const UNREACHABLE = 'Could not reach the game server';

/** What a failed join (a colyseus.js error: `code`, `message`) means for trying it again. */
export function joinRefusal(error: unknown): JoinRefusal {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const answered = typeof code === 'number' && code >= 400;
  // the server's words when it answered; a dropped connection's own ("socket hang up") say nothing to a player
  const reason = answered && typeof message === 'string' && message ? message : UNREACHABLE;
  // the server's refusals are HTTP-like 4xx codes; 5xx, Colyseus' "unhandled"/"expired" and none are not final
  const final = answered && (code < 500 || FINAL_COLYSEUS_CODES.has(code));
  return { kind: final ? 'final' : 'transient', reason };
}
