import { SHIP_IDS, type ShipId } from '../../engine/ids';
import { shipName } from '../../engine/shipNames';
import { AWARD_COINS, type VolleyAward } from '../../engine/volleyOutcome';
import type { CubeScore, VolleyScore } from '../../physics/scoreTypes';
import type { VolleyTrace } from '../../physics/traceTypes';
import { cubeSpots } from '../../table/cubeSpots';
import { SANDBOX_MAP, type SandboxLayout } from '../../table/sandboxLayout';
import { cubesLieWords } from '../cubeSpotWords';

/** A volley told as a player says it: what it earned, then where each cube lies (shown and spoken alike). */
export interface VolleyWords {
  /** "Landed on the blue ship: 2 coins". */
  headline: string;
  /** "A cube landed on the blue ship; two in the sea east of island D." (as the game says it). */
  where: string;
}

/** "the blue ship", "the Kraken", "the tower" (a piece id of the physics). */
export function pieceWords(id: string): string {
  if ((SHIP_IDS as readonly string[]).includes(id)) return shipName(id as ShipId);
  if (id === 'kraken') return 'the Kraken';
  if (id === 'tower') return 'the tower';
  return id;
}

const coins = (award: VolleyAward) => `${AWARD_COINS[award]} coin${AWARD_COINS[award] === 1 ? '' : 's'}`;

/** The headline: the best award and whom it was earned on. */
export function headlineWords(score: VolleyScore): string {
  const first = (award: CubeScore['award']) => score.cubes.find((cube) => cube.award === award)?.piece;
  switch (score.best) {
    case 'knockedOff': {
      const ships = score.outcome.captainsKnockedOff.map((ship) => `${ship} captain`).join(' and the ');
      return `Captain overboard! Knocked the ${ships} off: ${coins('knockedOff')}`;
    }
    case 'landed':
      return `Landed on ${pieceWords(first('landed') ?? '')}: ${coins('landed')}`;
    case 'hit':
      return `Hit ${pieceWords(first('hit') ?? '')}: ${coins('hit')}`;
    case 'none':
      return 'Splash! Nothing hit';
    default: {
      const never: never = score.best;
      return String(never);
    }
  }
}

/** The board a volley flew over: the empty sea has no islands. */
export const boardOf = (trace: VolleyTrace): SandboxLayout['board'] =>
  (trace.input.islands?.length ?? 0) > 0 ? 'standard' : 'emptySea';

/** The volley in words: what it earned, then where each cube lies when it was judged. */
export function volleyWords(trace: VolleyTrace, score: VolleyScore): VolleyWords {
  const spots = cubeSpots(trace, score, SANDBOX_MAP, boardOf(trace) === 'standard');
  return { headline: headlineWords(score), where: cubesLieWords(spots, pieceWords) };
}
