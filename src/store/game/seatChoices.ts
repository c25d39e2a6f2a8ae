import type { Seat } from '../../engine';
import type { ShipId } from '../../engine/ids';
import type { SeatInfo } from '../../table/onlineMessages';

/** A seat as a would-be player sees it on the join form. */
export interface SeatChoice {
  seat: Seat;
  /** Free: a person's seat nobody holds; taken: a person holds it; computer: a captain of the server's. */
  state: 'free' | 'taken' | 'computer';
  /** Who sits there (a person's name, a computer's level), or null for a free seat. */
  name: string | null;
  /** The seat's ship once the captains are chosen; null before. */
  ship: ShipId | null;
  connected: boolean;
}

/**
 * The seats of a table a browser looks at before joining (it watches until it takes one): which are
 * free for a person, which are taken, and which a computer holds. `ships` come from the public view of a
 * started game (each seat's ship), if there is one.
 */
export function seatChoices(
  seats: readonly SeatInfo[],
  ships: readonly (ShipId | null)[] = [],
): SeatChoice[] {
  return seats.map((info, index) => ({
    seat: index as Seat,
    state: info.kind === 'computer' ? 'computer' : info.name === null ? 'free' : 'taken',
    name: info.name,
    ship: ships[index] ?? null,
    connected: info.connected,
  }));
}

/** The seat the form picks first: the chosen one while it stays free, else the first free seat. */
export function pickedSeat(choices: readonly SeatChoice[], chosen: Seat | null): Seat | null {
  const free = choices.filter((choice) => choice.state === 'free');
  if (chosen !== null && free.some((choice) => choice.seat === chosen)) return chosen;
  return free[0]?.seat ?? null;
}
