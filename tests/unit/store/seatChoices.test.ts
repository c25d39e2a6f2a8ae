import { expect, it } from 'vitest';
import { pickedSeat, seatChoices } from '../../../src/store/game/seatChoices';
import type { SeatInfo } from '../../../src/table/onlineMessages';

const anne: SeatInfo = { kind: 'person', level: null, name: 'Anne', connected: true };
const free: SeatInfo = { kind: 'person', level: null, name: null, connected: false };
const deckhand: SeatInfo = { kind: 'computer', level: 'deckhand', name: 'Deckhand', connected: true };

it('lists a table’s seats for the join form: free, taken by a person, held by a computer; with their ships once chosen', () => {
  expect(seatChoices([anne, free, deckhand, free])).toEqual([
    { seat: 0, state: 'taken', name: 'Anne', ship: null, connected: true },
    { seat: 1, state: 'free', name: null, ship: null, connected: false },
    { seat: 2, state: 'computer', name: 'Deckhand', ship: null, connected: true },
    { seat: 3, state: 'free', name: null, ship: null, connected: false },
  ]);
  expect(seatChoices([anne, free], ['yellow', 'red']).map((choice) => choice.ship)).toEqual([
    'yellow',
    'red',
  ]);
});

it('picks the seat chosen while it is free, else the first free seat, else none', () => {
  const open = seatChoices([anne, free, deckhand, free]);
  expect(pickedSeat(open, null)).toBe(1);
  expect(pickedSeat(open, 3)).toBe(3);
  // chosen, then taken by someone else: the next free one
  const taken = seatChoices([anne, free, deckhand, { ...free, name: 'Bob' }]);
  expect(pickedSeat(taken, 3)).toBe(1);
  // a computer's seat is never picked
  expect(pickedSeat(open, 2)).toBe(1);
  expect(pickedSeat(seatChoices([anne, deckhand]), null)).toBeNull();
});
