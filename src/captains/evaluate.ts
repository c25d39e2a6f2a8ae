import type { GameState, IslandLetter, PiecePose, PlayerState, Seat } from '../engine';
import { ACTIONS_PER_TURN, ISLAND_LETTERS, POINTS_PER_COIN } from '../engine';
import { stepsToIslands } from '../engine/sim/poseDistances';
import { actionDistances, actionsToIslands } from './actionDistances';
import { type Horizon, type HorizonKind, horizonOf, turnsToReach } from './horizon';
import { holdWorth, plainWorth, type RaceWorth, STEP_DECAY } from './race';
import { FAR, rivalSteps } from './rivalProspects';

/** Points a curse costs its holder (C5: no ability until it is passed on). */
export const CURSE_COST = 1.5;
/** What the chance of drawing a card from an island one could explore is worth, per its distance. */
const EXPLORE_WEIGHT = 0.7;

/** A card's share of a treasure (decay^steps) when `steps` away. */
function cardShare(steps: number, decay = STEP_DECAY): number {
  return decay ** Math.min(steps, 40);
}

/** A card's share of a treasure when only the island it came from is known: the mean over what it may name (S3). */
function unknownCardShare(
  stepsTo: StepsTo,
  pose: PiecePose | undefined,
  from: IslandLetter,
  decay = STEP_DECAY,
): number {
  if (!pose) return 0;
  let sum = 0;
  let count = 0;
  for (const island of ISLAND_LETTERS) {
    if (island === from) continue;
    sum += cardShare(stepsTo(pose, [island]), decay);
    count += 1;
  }
  return sum / count;
}

export interface EvaluationContext {
  seat: Seat;
  /** Token ids of the seat's cards whose destination it has seen; every other card is valued by expectation. */
  knownCards: ReadonlySet<string>;
  rivalWeight: number;
  /**
   * Whether a card counts only as far as the seat is likely to still have the turns to deliver it
   * (`horizon.ts`: the game ends with the round in which someone holds enough treasures).
   */
  horizon?: HorizonKind;
  /** What a treasure counts (`race.ts`); points as the rulebook counts them when absent. */
  race?: RaceWorth;
  /**
   * How the seat's own distances are counted: `steps` (absent) on the empty board, a step per space
   * or turn; `actions`: ship actions as the other pieces stand (`actionDistances.ts`).
   */
  routes?: 'steps' | 'actions';
}

type StepsTo = (pose: PiecePose, islands: readonly IslandLetter[]) => number;

/** Chance of playing the turn a thing `turns` turns away needs (1 without a horizon). */
type TurnChance = (turns: number) => number;
const ALWAYS: TurnChance = () => 1;

/**
 * A rival's prospects from what every seat sees (A1): points, each card held by the mean over the
 * islands it may name (S3: not the one it came from) of its worth at the rival's distance there as the
 * pieces stand (`rivalSteps`: a Kraken or a ship in its way lowers them), less a curse.
 */
export function rivalValue(
  state: GameState,
  player: PlayerState,
  chance: TurnChance = ALWAYS,
  race: RaceWorth = plainWorth(state.players.length),
): number {
  let value = POINTS_PER_COIN * player.coins;
  if (player.cursed) value -= CURSE_COST * chance(1);
  if (player.cards.length === 0) return value + holdWorth(player.treasures, [], race);
  const steps = rivalSteps(state, player);
  const shares = player.cards.map((card) => {
    let sum = 0;
    let count = 0;
    ISLAND_LETTERS.forEach((island, slot) => {
      if (island === card.from) return;
      const distance = steps[slot] ?? FAR;
      // Its next turn is the first it can deliver in (a whole turn of actions each).
      sum += cardShare(distance, race.decay) * chance(Math.max(1, turnsToReach(distance, 0)));
      count += 1;
    });
    return sum / count;
  });
  return value + holdWorth(player.treasures, shares, race);
}

/** The seat's own prospects: points, each card by how far its island is, the next island to explore. */
export function ownValue(state: GameState, ctx: EvaluationContext, horizon?: Horizon): number {
  const player = state.players[ctx.seat];
  if (!player) return 0;
  const pose = player.ship ? state.ships[player.ship] : undefined;
  const chance: TurnChance = horizon ? (turns) => horizon.turnChance(ctx.seat, turns) : ALWAYS;
  // Actions this turn still has, when the state is the seat's own turn in progress.
  const left = state.turn?.seat === ctx.seat ? ACTIONS_PER_TURN - state.turn.actionsUsed : 0;
  const race = ctx.race ?? plainWorth(state.players.length);
  const tables = ctx.routes === 'actions' ? actionDistances(state, ctx.seat) : null;
  const stepsTo: StepsTo = tables
    ? (at, islands) => actionsToIslands(state, tables, at, islands)
    : (at, islands) => stepsToIslands(state.mapId, at, [...islands]);
  const shares = player.cards.map((card) => {
    if (ctx.knownCards.has(card.tokenId) && pose) {
      const steps = stepsTo(pose, [card.destination]);
      return cardShare(steps, race.decay) * chance(turnsToReach(steps, left));
    }
    return unknownCardShare(stepsTo, pose, card.from, race.decay) * chance(1);
  });
  let value = POINTS_PER_COIN * player.coins + holdWorth(player.treasures, shares, race);
  if (pose) {
    const open = ISLAND_LETTERS.filter(
      (island) => state.islands[island].length > 0 && !player.cards.some((card) => card.from === island),
    );
    if (open.length > 0) {
      const steps = stepsTo(pose, open);
      // A card drawn is worth something only if a later turn can still carry it to its island.
      value +=
        EXPLORE_WEIGHT *
        (race.treasure / 2) *
        race.decay ** Math.min(steps, 40) *
        chance(turnsToReach(steps + 1, left) + 1);
    }
  }
  if (player.cursed) value -= CURSE_COST * chance(1);
  return value;
}

/** How good a state is for the seat: its prospects less a share of the best rival's. */
export function evaluate(state: GameState, ctx: EvaluationContext): number {
  const horizon = ctx.horizon && ctx.horizon !== 'none' ? horizonOf(state, ctx.seat, ctx.horizon) : undefined;
  let rival = 0;
  if (ctx.rivalWeight > 0) {
    for (const player of state.players)
      if (player.seat !== ctx.seat) {
        const chance: TurnChance = horizon ? (turns) => horizon.turnChance(player.seat, turns) : ALWAYS;
        rival = Math.max(rival, rivalValue(state, player, chance, ctx.race));
      }
  }
  return ownValue(state, ctx, horizon) - ctx.rivalWeight * rival;
}

/** Chance the seat plays another turn after this one, from where `state` stands (1 without a horizon). */
export function nextTurnChance(state: GameState, ctx: EvaluationContext): number {
  return ctx.horizon && ctx.horizon !== 'none'
    ? horizonOf(state, ctx.seat, ctx.horizon).turnChance(ctx.seat, 1)
    : 1;
}
