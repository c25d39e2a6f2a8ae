import type { GameResult, PlayerScore } from './gameState';
import type { TableState } from './tableState';

/** Victory points per coin and per treasure (W2). */
export const POINTS_PER_COIN = 1;
export const POINTS_PER_TREASURE = 6;

/** W2: the points a hold is worth so far (what the end of the game will count). */
export function pointsOf(hold: { coins: number; treasures: number }): number {
  return hold.coins * POINTS_PER_COIN + hold.treasures * POINTS_PER_TREASURE;
}

/** Treasures that end the game at the end of the round, by player count (W1). */
export function treasuresToWin(players: number): number {
  if (players <= 2) return 4;
  if (players === 3) return 3;
  return 2;
}

/** W1: whether someone holds enough treasures for the game to end with this round. */
export function someoneHasEnough(state: TableState): boolean {
  const needed = treasuresToWin(state.players.length);
  return state.players.some((player) => player.treasures >= needed);
}

/** How the winner was found (W2): on points alone, by the most treasures among those level on points, or not at all (shared). */
export type TieBreak = 'points' | 'treasures' | 'shared';

export interface Standings {
  /** Every score, best first by W2 (most points, then most treasures); equals keep seat order. */
  ranked: PlayerScore[];
  tieBreak: TieBreak;
}

/** W2's order of two scores: most points first, then most treasures. */
function byW2(a: PlayerScore, b: PlayerScore): number {
  return b.points - a.points || b.treasures - a.treasures;
}

/** W2: the final scores in order, and how the victory was settled: what the end of the game shows. */
export function standingsOf(scores: readonly PlayerScore[]): Standings {
  const ranked = [...scores].sort(byW2);
  const best = ranked[0];
  const levelOnPoints = ranked.filter((score) => score.points === best?.points);
  const levelOnBoth = levelOnPoints.filter((score) => score.treasures === best?.treasures);
  const tieBreak: TieBreak =
    levelOnBoth.length > 1 ? 'shared' : levelOnPoints.length > 1 ? 'treasures' : 'points';
  return { ranked, tieBreak };
}

/** W2: 1 point a coin, 6 a treasure; most points wins, then most treasures; still tied, shared. */
export function scoreGame(state: TableState): GameResult {
  const scores: PlayerScore[] = state.players.map((player) => ({
    seat: player.seat,
    coins: player.coins,
    treasures: player.treasures,
    points: pointsOf(player),
  }));
  const best = standingsOf(scores).ranked[0];
  // the winners in seat order: every score level with the best on points and on treasures
  const winners = scores
    .filter((score) => score.points === best?.points && score.treasures === best.treasures)
    .map((score) => score.seat);
  return { scores, winners };
}
