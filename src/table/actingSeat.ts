import type { GamePhase, Seat } from '../engine';

/** S2: the first player places the Kraken, and so (S4 ends with them) also opens the first turn. */
export function krakenPlacer(game: { firstSeat: Seat | null }): Seat | null {
  return game.firstSeat;
}

/**
 * Who acts now (the server checks it, the page shows it): in setup (S1, S2, S4) the engine's actions
 * name no seat, so the table decides: the host chooses the first player (`host`; null on a device
 * whose setup screen chose it), who places the Kraken; then each seat in turn chooses a captain. In
 * play the turn's seat; nobody once the game has ended.
 */
export function actingSeat(
  game: { phase: GamePhase; firstSeat: Seat | null; turn: { seat: Seat } | null },
  host: Seat | null,
): Seat | null {
  switch (game.phase.kind) {
    case 'chooseFirstPlayer':
      return host;
    case 'placeKraken':
      return krakenPlacer(game);
    case 'chooseCaptains':
      return game.phase.nextSeat;
    case 'playing':
      return game.turn?.seat ?? null;
    case 'ended':
      return null;
    default: {
      const never: never = game.phase;
      return never;
    }
  }
}
