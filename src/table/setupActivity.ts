import type { GamePhase, Seat } from '../engine';
import { actingSeat } from './actingSeat';

/**
 * What the seat acting in a setup step (S1, S2, S4) is doing, for everyone else to read; null in play
 * and once the game has ended (the turn says it there).
 */
export function setupActivity(phase: GamePhase): string | null {
  switch (phase.kind) {
    case 'chooseFirstPlayer':
      return 'choosing who goes first';
    case 'placeKraken':
      return 'placing the Kraken';
    case 'chooseCaptains':
      return 'choosing a captain and a ship';
    case 'playing':
    case 'ended':
      return null;
    default: {
      const never: never = phase;
      return never;
    }
  }
}

/** "Mary is choosing a captain and a ship": who acts in setup and what they choose; null in play. */
export function setupWords(
  game: { phase: GamePhase; firstSeat: Seat | null; turn: { seat: Seat } | null },
  host: Seat,
  nameOf: (seat: Seat) => string,
): string | null {
  const activity = setupActivity(game.phase);
  const seat = actingSeat(game, host);
  return activity === null || seat === null ? null : `${nameOf(seat)} is ${activity}`;
}

/** Why a seat's action is refused when another seat is to act: in setup, who chooses what. */
export function notYourTurnReason(
  game: { phase: GamePhase; firstSeat: Seat | null; turn: { seat: Seat } | null },
  host: Seat,
  nameOf: (seat: Seat) => string,
): string {
  const words = setupWords(game, host, nameOf);
  return words ? `It is not your turn: ${words}` : 'It is not your turn';
}
