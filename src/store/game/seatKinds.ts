import { z } from 'zod';
import { LEVEL_IDS, LEVELS, type LevelId } from '../../captains/levels';
import type { Seat, TableState } from '../../engine';
import { selectActingSeat } from './selectActingSeat';

/** Who sits at a seat: a person at the screen, or a computer captain of a level (issue 10). */
export type SeatKind = 'person' | LevelId;
export const SEAT_KINDS: readonly SeatKind[] = ['person', ...LEVEL_IDS];

/** Saved seat kinds: one per player, plain strings. */
export const seatKindsSchema = z
  .array(z.enum(SEAT_KINDS as [SeatKind, ...SeatKind[]]))
  .min(2)
  .max(4);

/** The seat kinds of a game whose save has none (saves from before computer captains): all people. */
export function allPeople(players: number): SeatKind[] {
  return Array.from({ length: players }, () => 'person' as const);
}

const LEVEL_HINTS: Readonly<Record<LevelId, string>> = {
  deckhand: ' (easy)',
  boatswain: '',
  captain: ' (hard)',
};

export function seatKindLabel(kind: SeatKind): string {
  return kind === 'person' ? 'Person' : `Computer: ${LEVELS[kind].label}${LEVEL_HINTS[kind]}`;
}

/** Marks a view of the table that belongs to no seat: every private card hidden (a watched game). */
export const SPECTATOR: Seat = -1;

/** The computer captain that must act now, with its level, or null when a person (or no one) is to act. */
export function computerToAct(
  game: TableState | null,
  seats: readonly SeatKind[],
): { seat: Seat; level: LevelId } | null {
  if (!game) return null;
  const seat = selectActingSeat(game);
  if (seat === null) return null;
  const kind = seats[seat] ?? 'person';
  return kind === 'person' ? null : { seat, level: kind };
}

const people = (seats: readonly SeatKind[]) => seats.filter((kind) => kind === 'person').length;

/**
 * Whether the screen must be handed to `seat` before its turn shows its private cards: only when it is
 * a person and another person shares the screen (between two people's turns). Never with one person.
 */
export function needsHandOff(seats: readonly SeatKind[], seat: Seat): boolean {
  return (seats[seat] ?? 'person') === 'person' && people(seats) >= 2;
}

/**
 * Whose eyes the table is drawn for: the only person when there is one (their cards stay theirs to
 * peek at, whoever is playing); with several people the person acting; a computer's turn among
 * several people, or a watched all-computer game, shows no one's private cards (SPECTATOR).
 */
export function tableViewer(game: TableState, seats: readonly SeatKind[]): Seat {
  const persons = seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  if (persons.length === 0) return SPECTATOR;
  if (persons.length === 1) return persons[0] as Seat;
  const acting = selectActingSeat(game) ?? game.firstSeat ?? 0;
  return (seats[acting] ?? 'person') === 'person' ? acting : SPECTATOR;
}
