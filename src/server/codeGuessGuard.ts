/**
 * Throttles code guessing per address: joining a table by a code that is no table's costs the address a
 * token from a bucket (a burst, then a steady refill); an address with no token left is refused every
 * join by code, known or not, until the bucket refills, so a hit cannot be told from a miss while it
 * guesses. Codes are 28¹⁰ (≈3·10¹⁴): at the default refill an address finds a live table in ~10¹³ minutes.
 */
export interface CodeGuessLimits {
  /** Misses allowed at once. */
  burst: number;
  /** Misses forgiven a minute, after the burst. */
  perMinute: number;
}

export const DEFAULT_CODE_GUESS_LIMITS: CodeGuessLimits = { burst: 30, perMinute: 10 };

/** Addresses remembered at most; a full bucket is forgotten first (it is the same as a new one). */
const MAX_ADDRESSES = 50_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class CodeGuessGuard {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: CodeGuessLimits = DEFAULT_CODE_GUESS_LIMITS) {}

  private refilled(address: string, now: number): Bucket {
    const bucket = this.buckets.get(address) ?? { tokens: this.limits.burst, at: now };
    const tokens = bucket.tokens + ((now - bucket.at) / 60_000) * this.limits.perMinute;
    return { tokens: Math.min(this.limits.burst, tokens), at: now };
  }

  /** Whether `address` may look a code up now. */
  allows(address: string, now = Date.now()): boolean {
    return this.refilled(address, now).tokens >= 1;
  }

  /** `address` joined a code that is no table's. */
  missed(address: string, now = Date.now()): void {
    const bucket = this.refilled(address, now);
    this.buckets.set(address, { tokens: Math.max(0, bucket.tokens - 1), at: now });
    if (this.buckets.size > MAX_ADDRESSES) this.forgetFull(now);
  }

  private forgetFull(now: number): void {
    for (const [address] of this.buckets)
      if (this.refilled(address, now).tokens >= this.limits.burst) this.buckets.delete(address);
  }
}

/**
 * The address of a matchmaking request: the socket's; behind one trusted proxy, the last address of
 * X-Forwarded-For (the one that proxy appended: earlier ones, like X-Real-IP, the client can write).
 */
export function requestAddress(
  context:
    | {
        headers?: Record<string, string | string[] | undefined>;
        req?: { socket?: { remoteAddress?: string } };
      }
    | undefined,
  trustProxy: boolean,
): string {
  const forwarded = context?.headers?.['x-forwarded-for'];
  if (trustProxy && forwarded) {
    const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const last = header.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return context?.req?.socket?.remoteAddress ?? 'unknown';
}
