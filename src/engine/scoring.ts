import type { GameResult, GameState, PlayerScore } from './gameState';

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
export function someoneHasEnough(state: GameState): boolean {
  const needed = treasuresToWin(state.players.length);
  return state.players.some((player) => player.treasures >= needed);
}

/** W2: 1 point a coin, 6 a treasure; most points wins, then most treasures; still tied, shared. */
export function scoreGame(state: GameState): GameResult {
  const scores: PlayerScore[] = state.players.map((player) => ({
    seat: player.seat,
    coins: player.coins,
    treasures: player.treasures,
    points: pointsOf(player),
  }));
  const topPoints = Math.max(...scores.map((score) => score.points));
  const leaders = scores.filter((score) => score.points === topPoints);
  const topTreasures = Math.max(...leaders.map((score) => score.treasures));
  const winners = leaders.filter((score) => score.treasures === topTreasures).map((score) => score.seat);
  return { scores, winners };
}
