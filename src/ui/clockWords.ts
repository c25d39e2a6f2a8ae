import type { TableClock, TimeLimit } from '../table/onlineMessages';

/** Time left under which a seat's clock shows and says a warning: a tenth of a turn, within bounds. */
export function lowTimeMs(limit: TimeLimit): number | null {
  switch (limit.kind) {
    case 'none':
      return null;
    case 'realTime':
      // 2 minutes a turn: 20 s; never under 10 s (time to act on it) nor over a minute
      return Math.min(60_000, Math.max(10_000, limit.turnSeconds * 100));
    case 'turnBased':
      // a move a day: the last 2.4 hours; never under 30 minutes
      return Math.max(1_800_000, limit.turnHours * 360_000);
    default: {
      const never: never = limit;
      return never;
    }
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left as a clock shows it: 1:05 under an hour; 23 h 05 min over it (never below 0). */
export function clockReading(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 3600) return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = `${Math.floor((minutes % 1440) / 60)} h ${pad(minutes % 60)} min`;
  return days > 0 ? `${days} d ${hours}` : hours;
}

/** The time left in words, for a screen reader: "20 seconds", "2 minutes", "3 hours". */
export function timeInWords(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 120) return unit(seconds, 'second');
  if (seconds < 7200) return unit(Math.round(seconds / 60), 'minute');
  return unit(Math.round(seconds / 3600), 'hour');
}

/** The table's time control in a few words: "2 min a turn + 10 s an action", "24 h a move", "No clock". */
export function clockLabel(clock: TableClock): string {
  const limit = clock.limit;
  switch (limit.kind) {
    case 'none':
      return 'No clock';
    case 'realTime': {
      const turn =
        limit.turnSeconds % 60 === 0
          ? `${limit.turnSeconds / 60} min`
          : clockReading(limit.turnSeconds * 1000);
      return limit.addSeconds > 0 ? `${turn} a turn + ${limit.addSeconds} s an action` : `${turn} a turn`;
    }
    case 'turnBased':
      return `${limit.turnHours} h a move`;
    default: {
      const never: never = limit;
      return never;
    }
  }
}
