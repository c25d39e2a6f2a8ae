import type { GameState, PlayerState, Seat } from '../engine';
import { ACTIONS_PER_TURN, ISLAND_LETTERS, treasuresToWin } from '../engine';
import { FAR, rivalSteps } from './rivalProspects';

/**
 * How many more turns a seat can count on (W1): the game ends with the round in which someone holds
 * enough treasures — 2 with four players, so a four-player game lasts about three rounds and a card
 * five turns from its island is worth nothing. From public values only (A1): treasures, how many cards
 * each player holds, where they came from and how far the pieces stand.
 */
/**
 * How a level counts the turns left: `none` — as if the game went on; `lastRound` — only what is sure
 * (someone holds enough treasures: this round is the last); `estimated` — also the chance that a
 * player one treasure short ends the game soon (measured weaker, kept for the ablation).
 */
export type HorizonKind = 'none' | 'lastRound' | 'estimated';

export interface Horizon {
  /** Chance that `seat` still plays its `turns`-th turn after the one in progress (1 for 0). */
  turnChance(seat: Seat, turns: number): number;
}

/** Chance a player on the last treasure delivers within one turn, by its fewest actions to the island. */
function reachChance(steps: number): number {
  if (steps <= ACTIONS_PER_TURN) return 1;
  if (steps <= ACTIONS_PER_TURN + 2) return 0.5;
  return 0;
}

/**
 * Chance that `player` holds enough treasures by the end of its next turn: one treasure short and a
 * card whose island (the mean over those it may name, S3) it can reach in a turn.
 */
function finishChance(state: GameState, player: PlayerState, needed: number): number {
  const short = needed - player.treasures;
  if (short <= 0) return 1;
  if (short > 1 || player.cards.length === 0) return 0;
  const steps = rivalSteps(state, player);
  let miss = 1;
  for (const card of player.cards) {
    let sum = 0;
    let count = 0;
    ISLAND_LETTERS.forEach((island, slot) => {
      if (island === card.from) return;
      sum += reachChance(steps[slot] ?? FAR);
      count += 1;
    });
    miss *= 1 - sum / count;
  }
  return 1 - miss;
}

/** Chance per later round that a player ends the game, by treasures still short (players get closer as rounds pass). */
const LATER_ROUND_FINISH = [1, 0.4, 0.1, 0.03, 0.01];

/** The horizon of `seat` in `state` (mid-turn or at a turn's end: the turn in progress is `state.turn`). */
export function horizonOf(state: GameState, seat: Seat, kind: HorizonKind = 'estimated'): Horizon {
  const players = state.players.length;
  const needed = treasuresToWin(players);
  const current = state.turn?.seat ?? seat;
  const first = state.firstSeat ?? 0;
  const order = (s: Seat) => (s - first + players) % players;
  let goOnNow = 1;
  let goOnLater = 1;
  const playsLater = new Set<Seat>();
  for (const player of state.players) {
    const short = needed - player.treasures;
    if (short <= 0) goOnNow = 0;
    if (player.seat === current) continue;
    if (order(player.seat) > order(current)) playsLater.add(player.seat);
    if (kind !== 'estimated') continue;
    const soon = finishChance(state, player, needed);
    if (playsLater.has(player.seat)) goOnNow *= 1 - soon;
    goOnLater *= 1 - Math.max(soon, LATER_ROUND_FINISH[Math.max(0, short)] ?? 0);
  }
  return {
    turnChance(who: Seat, turns: number): number {
      if (turns <= 0 || kind === 'none') return 1;
      // A seat still to play this round has its next turn in this round, whatever happens.
      if (playsLater.has(who)) return turns === 1 ? 1 : goOnNow * goOnLater ** (turns - 2);
      return goOnNow * goOnLater ** (turns - 1);
    },
  };
}

/** Turns after the one in progress before a seat `steps` actions away gets there, `left` actions still this turn. */
export function turnsToReach(steps: number, left: number): number {
  if (steps <= left) return 0;
  return Math.ceil((steps - left) / ACTIONS_PER_TURN);
}
