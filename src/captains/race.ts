import { POINTS_PER_TREASURE, treasuresToWin } from '../engine';
import type { Level } from './levels';

/** What a step of sailing costs a card's worth: a treasure d steps away is worth 6·STEP_DECAY^d now. */
export const STEP_DECAY = 0.92;

/**
 * What a treasure is worth to the search when the game is a short race (W1: two treasures end a
 * four-player game after about three rounds, three a three-player game after about four, and the most
 * treasures won every measured four-player game; coins only break ties). Below a level's
 * `raceFromPlayers` (two players in every level) cards count their points at 0.92 a step.
 */
export interface RaceWorth {
  /** Points a treasure (and a card, by its share) counts in the evaluation. */
  treasure: number;
  /** Extra points for the treasure that reaches the goal (the seat can end the game). */
  goalBonus: number;
  /** Treasures that end the game (W1). */
  needed: number;
  /** What a step of sailing costs a card's share of a treasure: DECAY^steps. */
  decay: number;
}

/** The race worth a level counts with `players` players: its race figures from `raceFromPlayers` players, points below. */
export function raceWorthOf(
  players: number,
  level: Pick<Level, 'raceTreasure' | 'raceGoalBonus' | 'raceDecay' | 'raceFromPlayers'>,
): RaceWorth {
  const needed = treasuresToWin(players);
  if (players < level.raceFromPlayers) return plainWorth(players);
  return { treasure: level.raceTreasure, goalBonus: level.raceGoalBonus, needed, decay: level.raceDecay };
}

/** Points as the rulebook counts them: no race bonus. */
export function plainWorth(players: number): RaceWorth {
  return { treasure: POINTS_PER_TREASURE, goalBonus: 0, needed: treasuresToWin(players), decay: STEP_DECAY };
}

/**
 * A hold's worth: its treasures, and its cards each by `shares` (a card's chance-weighted share of a
 * treasure: how near its island is). The nearest cards are delivered first, so the card that would
 * reach the goal carries the goal bonus by its share.
 */
export function holdWorth(treasures: number, shares: readonly number[], race: RaceWorth): number {
  let value = race.treasure * treasures + (treasures >= race.needed ? race.goalBonus : 0);
  const sorted = [...shares].sort((a, b) => b - a);
  sorted.forEach((share, i) => {
    const goal = treasures + i + 1 === race.needed ? race.goalBonus : 0;
    value += share * (race.treasure + goal);
  });
  return value;
}
