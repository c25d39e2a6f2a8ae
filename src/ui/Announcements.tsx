import { useEffect, useState } from 'react';
import { eventFor, type GameEvent, type PlayerView, type Seat } from '../engine';
import type { LogEntry } from '../store/game/gameStore';
import { describeEvent } from './describeEvent';

/** Events worth a moment in the middle of the table, not just a log line. */
const NOTABLE: ReadonlySet<GameEvent['type']> = new Set([
  'cardDrawn',
  'jollyRogerDrawn',
  'cursed',
  'treasureClaimed',
  'cursePassed',
  'curseLifted',
  'captainReturned',
  'islandExhausted',
  'supplyEmpty',
]);

/** How long an announcement stays, ms. */
const SHOW_MS = 4000;

/**
 * The latest notable events (an explored token — its island shown to its owner only — a curse, a
 * treasure claimed, a captain back aboard), shown briefly over the table, clear of the active ship.
 */
export function Announcements({
  log,
  players,
  viewer,
}: {
  log: LogEntry[];
  players: readonly PlayerView[];
  viewer: Seat;
}) {
  const [dismissedUpTo, setDismissedUpTo] = useState(log.at(-1)?.seq ?? 0);
  const fresh = log.filter(
    (entry) =>
      entry.seq > dismissedUpTo && NOTABLE.has(entry.event.type) && eventFor(entry.event, viewer) !== null,
  );
  const newest = fresh.at(-1)?.seq;

  useEffect(() => {
    if (newest === undefined) return;
    const timer = window.setTimeout(() => setDismissedUpTo(newest), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [newest]);

  if (fresh.length === 0) return null;
  return (
    // keyed by the newest, so each new one fades in again; not a live region (the board news speaks it)
    <div key={newest} className="announcements" data-testid="announcements">
      <div className="announce-lines">
        {fresh.map((entry) => (
          <p key={entry.seq} className={`announce-${entry.event.type}`}>
            {describeEvent(eventFor(entry.event, viewer) ?? entry.event, players)}
          </p>
        ))}
      </div>
      <button type="button" onClick={() => newest !== undefined && setDismissedUpTo(newest)}>
        OK
      </button>
    </div>
  );
}
