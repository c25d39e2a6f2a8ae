/**
 * The flood guard, a token bucket per client: a burst of MESSAGE_BURST, then MESSAGES_PER_SECOND. A
 * message over it is not read and is answered (the client can tell its intent was lost), and
 * DROPS_BEFORE_CLOSE drops in a row close the connection.
 */
export const MESSAGE_BURST = 16;
export const MESSAGES_PER_SECOND = 8;
export const DROPS_BEFORE_CLOSE = 24;

/** What to do with a client's message: read it, drop it (answering), or drop it and close the client. */
export type FloodVerdict = 'read' | 'drop' | 'close';

interface Bucket {
  tokens: number;
  at: number;
  drops: number;
}

export class FloodGuard {
  private readonly buckets = new Map<string, Bucket>();

  /** A message from the client `id` arrives at `now`. */
  admit(id: string, now = Date.now()): FloodVerdict {
    const bucket = this.buckets.get(id) ?? { tokens: MESSAGE_BURST, at: now, drops: 0 };
    this.buckets.set(id, bucket);
    bucket.tokens = Math.min(MESSAGE_BURST, bucket.tokens + ((now - bucket.at) / 1000) * MESSAGES_PER_SECOND);
    bucket.at = now;
    if (bucket.tokens < 1) {
      bucket.drops += 1;
      return bucket.drops >= DROPS_BEFORE_CLOSE ? 'close' : 'drop';
    }
    bucket.tokens -= 1;
    bucket.drops = 0;
    return 'read';
  }

  forget(id: string): void {
    this.buckets.delete(id);
  }
}
