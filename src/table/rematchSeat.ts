/**
 * A rematch keeps the people and rotates the seat order by one: the seat after each goes first, so
 * the old seat `seat` of a table of `count` seats is this seat at the rematch. One rule for the
 * server (which sets the new table) and the page (which remembers its new seat).
 */
export const rematchSeat = (seat: number, count: number): number => (seat - 1 + count) % count;

/** The old seats in the rematch's order: new seat i is old seat i + 1 (the first old seat goes last). */
export const rematchOrder = <T>(seats: readonly T[]): T[] => [...seats.slice(1), ...seats.slice(0, 1)];
