import type { PlayerView } from '../engine/viewFor';
import type { UndoBlocked } from '../store/game/undoBlocked';
import { describeEvent } from './describeEvent';

/** Why Undo is unavailable, in words (null when it is available). */
export function undoBlockedReason(
  blocked: UndoBlocked | null,
  players: readonly PlayerView[],
): string | null {
  if (!blocked) return null;
  switch (blocked.kind) {
    case 'notInTurn':
      return 'Undo works during a turn.';
    case 'revealed':
      return `Cannot undo past this: ${describeEvent(blocked.event, players) ?? 'Something was revealed'}`;
    case 'nothingYet':
      return 'Nothing to undo yet this turn.';
    default: {
      const never: never = blocked;
      return never;
    }
  }
}
