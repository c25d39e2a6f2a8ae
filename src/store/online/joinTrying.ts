import { type JoinRefusal, joinRefusal } from './joinRefusal';

const RECONNECT_DELAY_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`th try to come back to a lost table: twice as long each time, at
 * most 30 s, and never giving up (a laptop asleep or a train tunnel can last long; the screen says it
 * is coming back, so it must keep trying). The browser coming back online or the tab shown again tries
 * at once. A join by code waits as long between its tries (see JOIN_TRIES).
 */
export const reconnectDelayMs = (attempt: number): number =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1));

/**
 * How many times a join by code is tried when it fails transiently (a table's room is opened from the
 * database on its first join after a while: a notice clicked a day later meets it opening), waiting
 * `reconnectDelayMs` between tries, 0.5 + 1 + 2 + 4 + 8 s: about 16 s in all before the page says so.
 */
export const JOIN_TRIES = 6;

/** The try under way of a join tried again, of how many at most, and why the last one failed. */
export interface JoinRetry {
  attempt: number;
  tries: number;
  reason: string;
}

/** How a join tried (perhaps several times) ended: joined, or refused, finally or transiently at every try. */
export type JoinOutcome<R> = { kind: 'joined'; room: R } | JoinRefusal;

/**
 * `join` tried up to `tries` times: a transient failure is tried again after `reconnectDelayMs`
 * (`retrying` is told of each new try), a final one ends it at once. Resolves the outcome, or null once `wanted()` says no more (a newer join, a leave): a room got then
 * is left.
 */
export async function joinTrying<R extends { leave(consented?: boolean): Promise<unknown> }>(
  join: () => Promise<R>,
  tries: number,
  wanted: () => boolean,
  retrying: (retry: JoinRetry) => void,
): Promise<JoinOutcome<R> | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const joined = await join();
      if (wanted()) return { kind: 'joined', room: joined };
      await joined.leave(true).catch(() => undefined);
      return null;
    } catch (error) {
      if (!wanted()) return null;
      const refusal = joinRefusal(error);
      if (refusal.kind === 'final' || attempt >= tries) return refusal;
      retrying({ attempt: attempt + 1, tries, reason: refusal.reason });
      await new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(attempt)));
      if (!wanted()) return null;
    }
  }
}
