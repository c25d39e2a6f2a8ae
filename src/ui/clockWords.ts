import type { TableClock } from '../table/onlineMessages';

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
