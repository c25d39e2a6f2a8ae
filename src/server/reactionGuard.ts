import { REACTION_BURST, REACTION_GAP_MS, REACTION_WINDOW_MS } from '../table/reactions';
import type { Refusal } from './refusal';

/**
 * The rate of quick reactions, per seat: one every REACTION_GAP_MS and REACTION_BURST in any
 * REACTION_WINDOW_MS. A reaction over it is refused with the reason and not shown; it counts for nothing.
 */
export class ReactionGuard {
  private readonly sent = new Map<number, number[]>();

  /** Null when the seat may react at `now` (and the reaction is counted); otherwise why not. */
  admit(seat: number, now: number): Refusal | null {
    const recent = (this.sent.get(seat) ?? []).filter((at) => now - at < REACTION_WINDOW_MS);
    const last = recent.at(-1);
    if (last !== undefined && now - last < REACTION_GAP_MS)
      return {
        code: 'reactionTooSoon',
        message: `One reaction every ${REACTION_GAP_MS / 1000} seconds: that one was not shown`,
      };
    if (recent.length >= REACTION_BURST)
      return {
        code: 'reactionTooMany',
        message: `At most ${REACTION_BURST} reactions in ${REACTION_WINDOW_MS / 1000} seconds: that one was not shown`,
      };
    this.sent.set(seat, [...recent, now]);
    return null;
  }
}
