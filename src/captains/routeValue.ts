import type { GameState, IslandLetter } from '../engine';
import { ISLAND_LETTERS, POINTS_PER_COIN } from '../engine';
import { CURSE_COST, type EvaluationContext, rivalValue } from './evaluate';
import { followUpOf } from './pilot';
import { nextTurnOf } from './planTurn';
import { poseRoutes } from './poseRoutes';
import { holdWorth, plainWorth } from './race';

/** What the chance of drawing a card from the best island to explore is worth (as `evaluate` counts it). */
const EXPLORE_WEIGHT = 0.7;
/** Weight of the way on from an explored island, as the pilot counts it (`PILOTS.pilot.exploreWeight`). */
const EXPLORE_FOLLOW_UP = 0.5;
const FAR = 40;

/**
 * Where a turn leaves the seat, valued by the pilot's exact routes (`poseRoutes`) from there at the start
 * of its next turn (ability fresh, the other pieces where they stand): points, each held card by the
 * actions to claim it (a card it has not seen: the mean over the islands it may name, S3), the best
 * island to explore as the pilot scores it, less a curse and a share of the best rival's prospects.
 * Everything it reads is public or the seat's own (A1).
 */
export function routeValue(state: GameState, ctx: EvaluationContext): number {
  const player = state.players[ctx.seat];
  if (!player) return 0;
  const race = ctx.race ?? plainWorth(state.players.length);
  // A card's share of a treasure per ship action still to sail (a move with its M3 continuation is one
  // action, free ability steps none): the race's decay a step, at about two steps an action.
  const decay = race.decay ** 2;
  const routes = poseRoutes(nextTurnOf(state, ctx.seat), ctx.seat);
  const reach = (island: IslandLetter) => routes.reaches.get(island)?.cost ?? FAR;
  const shares = player.cards.map((card) => {
    if (ctx.knownCards.has(card.tokenId))
      return decay ** Math.min(FAR, routes.claims.get(card.destination)?.cost ?? FAR);
    let sum = 0;
    let count = 0;
    for (const island of ISLAND_LETTERS) {
      if (island === card.from) continue;
      sum += decay ** Math.min(FAR, reach(island));
      count += 1;
    }
    return sum / count;
  });
  let value = POINTS_PER_COIN * player.coins + holdWorth(player.treasures, shares, race);
  const followUp = followUpOf(state.mapId);
  let explore = FAR;
  for (const island of ISLAND_LETTERS) {
    if (state.islands[island].length === 0 || player.cards.some((card) => card.from === island)) continue;
    explore = Math.min(explore, reach(island) + 1 + EXPLORE_FOLLOW_UP * followUp[island]);
  }
  value += EXPLORE_WEIGHT * (race.treasure / 2) * decay ** Math.min(FAR, explore);
  if (player.cursed) value -= CURSE_COST;
  let rival = 0;
  if (ctx.rivalWeight > 0)
    for (const other of state.players)
      if (other.seat !== ctx.seat) rival = Math.max(rival, rivalValue(state, other, undefined, ctx.race));
  return value - ctx.rivalWeight * rival;
}
