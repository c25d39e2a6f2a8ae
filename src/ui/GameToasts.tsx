import { useShallow } from 'zustand/react/shallow';
import type { PlayerView, Seat } from '../engine';
import { type LogEntry, useGameStore } from '../store/game/gameStore';
import { Announcements } from './Announcements';

interface GameToastsProps {
  log: LogEntry[];
  players: readonly PlayerView[];
  /** The log as the table has played it: an announcement never runs ahead of the table. */
  viewer: Seat;
}

/** What appears over the board window: save problems, refused actions, the turn's announcements. */
export function GameToasts({ log, players, viewer }: GameToastsProps) {
  const { notice, noticeIsInfo, rejection } = useGameStore(
    useShallow((store) => ({
      notice: store.notice,
      noticeIsInfo: store.noticeIsInfo,
      rejection: store.rejection,
    })),
  );
  return (
    <>
      {notice && (
        <p
          className={noticeIsInfo ? 'notice info' : 'notice'}
          role={noticeIsInfo ? 'status' : 'alert'}
          data-testid="notice"
        >
          {notice}
        </p>
      )}
      {rejection && (
        <p className="rejection" role="alert" data-testid="rejection">
          {rejection}
        </p>
      )}
      <Announcements log={log} players={players} viewer={viewer} />
    </>
  );
}
