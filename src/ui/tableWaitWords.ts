import type { Seat } from '../engine';
import type { SeatInfo } from '../table/onlineMessages';

/** The lobby's table as the words need it (the `table` message). */
export interface WaitingTable {
  seats: readonly SeatInfo[];
  host: Seat;
  you: Seat | null;
  started: boolean;
}

/**
 * What a table in the lobby waits for, said to whoever looks at it: the host, a seated guest or a
 * watcher. Free person's seats first (someone must take them), then the host's start.
 */
export function tableWaitWords(table: WaitingTable): string {
  if (table.started) return 'The game is starting…';
  const total = table.seats.length;
  const taken = table.seats.filter((seat) => seat.kind === 'computer' || seat.name !== null).length;
  const free = total - taken;
  const count = `${taken} of ${total} seats taken`;
  const more = `${free} more ${free === 1 ? 'player' : 'players'}`;
  if (table.you === table.host)
    return free > 0
      ? `Waiting for ${more} — ${count}. Send the invite link.`
      : 'Every seat is taken: start the game when you are ready.';
  if (free > 0) return `Waiting for ${more} to take a seat — ${count}.`;
  const host = table.seats[table.host];
  const away = host && !host.connected ? ', away' : '';
  return `Waiting for ${host?.name ?? 'the host'} (host${away}) to start — ${count}.`;
}
