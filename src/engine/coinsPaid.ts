import type { GameEvent } from './gameEvent';

/** The coins the supply paid out in these events: a volley's award, or less once the supply runs short (B3). */
export function coinsPaid(events: readonly GameEvent[]): number {
  return events.reduce((sum, event) => (event.type === 'coinsPaid' ? sum + event.coins : sum), 0);
}
