import type { TurnStatus } from './turnStatus';

/**
 * A notice for a player about one of their tables, as a device shows it (the service worker's
 * notification): the turn has come to them, the game has ended, or their turn's time is running out.
 * The clock's own time warning is the `timeWarning` kind: whatever tells of it (this feed, the clock on
 * an open table) hands the same shape to a TurnNoticeChannel.
 */
export type TurnNotice =
  | { kind: 'turn'; code: string }
  | { kind: 'ended'; code: string }
  | { kind: 'timeWarning'; code: string; deadline: number };

export type TurnNoticeKind = TurnNotice['kind'];

const sameTurn = (before: TurnStatus | null, after: TurnStatus): boolean =>
  before?.kind === 'yourTurn' && after.kind === 'yourTurn' && before.turn === after.turn;

/**
 * The notices due as table `code` went from `before` to `after` for its player: none for a table in
 * front of them (the open table tells them itself: its chime and title), none on first sight (`before`
 * null: a table just added, where the list already says where it stands); a turn that has come (a new
 * one); the time warning once per turn (it says it is their turn too, so it stands for both when both
 * are new); the game's end once.
 */
export function noticesFor(
  code: string,
  before: TurnStatus | null,
  after: TurnStatus,
  inFront: boolean,
): TurnNotice[] {
  if (inFront || before === null) return [];
  switch (after.kind) {
    case 'yourTurn': {
      const warnedBefore = sameTurn(before, after) && before?.kind === 'yourTurn' && before.warning;
      if (after.warning && after.deadline !== null && !warnedBefore)
        return [{ kind: 'timeWarning', code, deadline: after.deadline }];
      return sameTurn(before, after) ? [] : [{ kind: 'turn', code }];
    }
    case 'ended':
      return before.kind === 'ended' ? [] : [{ kind: 'ended', code }];
    case 'notStarted':
    case 'waiting':
      return [];
    default: {
      const never: never = after;
      return never;
    }
  }
}
