import type { GameEvent } from '../../engine/gameEvent';
import type { TableCue } from './soundBoard';

/** The sound an event makes on the table, if any (a volley's sounds come from its trace instead). */
export function tableCueFor(event: GameEvent): TableCue | null {
  switch (event.type) {
    case 'coinsPaid':
      return event.coins > 0 ? 'coins' : null;
    case 'cursed':
      return 'curse';
    case 'turnStarted':
      return 'turn';
    default:
      return null;
  }
}

/** Seconds between two table sounds set off together (coins, then a curse), so each is heard. */
export const CUE_GAP_S = 0.35;

/** The cues of a batch of new events, each kind once, in the order they first happen. */
export function tableCuesOf(events: readonly GameEvent[]): TableCue[] {
  const cues: TableCue[] = [];
  for (const event of events) {
    const cue = tableCueFor(event);
    if (cue && !cues.includes(cue)) cues.push(cue);
  }
  return cues;
}
