import type { GameState } from '../gameState';
import type { ShipId, VolleySource } from '../ids';
import { type RandomGenerator, randomInt } from '../rng';
import type { VolleyAward, VolleyOutcome } from '../volleyOutcome';

/** Chance of each best award, in percent, until the physics can be asked (a stand-in, not measured). */
export const VOLLEY_AWARD_ODDS: Readonly<Record<VolleyAward, number>> = {
  none: 35,
  hit: 35,
  landed: 20,
  knockedOff: 10,
};

function pick<T>(generator: RandomGenerator, items: readonly T[]): T {
  return items[randomInt(generator, 0, items.length - 1)] as T;
}

/** A plausible volley outcome for the current player, drawn from a seeded distribution. */
export function randomVolley(state: GameState, generator: RandomGenerator): VolleyOutcome {
  const seat = state.turn?.seat ?? -1;
  const opponents = state.players.filter((player) => player.seat !== seat && player.ship);
  const roll = randomInt(generator, 1, 100);
  let best: VolleyAward = 'none';
  let threshold = 0;
  for (const award of ['none', 'hit', 'landed', 'knockedOff'] as const) {
    threshold += VOLLEY_AWARD_ODDS[award];
    if (roll <= threshold) {
      best = award;
      break;
    }
  }
  const source: VolleySource = pick(generator, ['ship', 'ship', 'ship', 'kraken', 'tower'] as const);
  const standing = opponents
    .filter((player) => player.captainAt === 'stern')
    .map((player) => player.ship as ShipId);
  if (best === 'knockedOff' && standing.length === 0) best = 'landed';
  const captainsKnockedOff = best === 'knockedOff' ? [pick(generator, standing)] : [];
  const shipsHit =
    best === 'none'
      ? []
      : opponents
          .map((player) => player.ship as ShipId)
          .filter((ship) => captainsKnockedOff.includes(ship) || randomInt(generator, 0, 99) < 40);
  return { source, best, captainsKnockedOff, shipsHit };
}
