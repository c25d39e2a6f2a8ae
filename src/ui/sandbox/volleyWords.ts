import { type HexKey, SHIP_IDS, type ShipId } from '../../engine/ids';
import type { Landmark } from '../../engine/placeOf';
import { shipName } from '../../engine/shipNames';
import { AWARD_COINS, type VolleyAward } from '../../engine/volleyOutcome';
import type { CubeRest, CubeScore, VolleyScore } from '../../physics/scoreTypes';
import { bodyAt } from '../../physics/traceQueries';
import type { VolleyTrace } from '../../physics/traceTypes';
import { cubeSpots } from '../../table/cubeSpots';
import { SANDBOX_MAP, type SandboxLayout, spaceAt, spaceLabel } from '../../table/sandboxLayout';
import { cubesLieWords } from '../cubeSpotWords';
import { hexName, landmarkName } from '../hexName';

/** A volley told as a player says it: what it earned, then where each cube lies. */
export interface VolleyWords {
  /** "Landed on the blue ship: 2 coins". */
  headline: string;
  /** "One on the blue ship; two in the sea beside island D, to its east". */
  where: string;
  /** Spoken: "A cube landed on the blue ship; two in the sea east of island D." (as the game says it). */
  spoken: string;
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

/** Where a resting cube on the board lies: on land named by its island, or in the sea by its nearest landmark. */
export function spaceWords(board: SandboxLayout['board'], hex: HexKey): string {
  if (board === 'emptySea') return `in the sea at ${spaceLabel(hex)}`;
  const terrain = SANDBOX_MAP.terrain[hex];
  const land: Landmark | null =
    terrain?.kind === 'island'
      ? { kind: 'island', island: terrain.island }
      : terrain?.kind === 'home'
        ? { kind: 'home', ship: terrain.ship }
        : terrain?.kind === 'tower'
          ? { kind: 'tower' }
          : null;
  return land ? `on ${landmarkName(land)}` : `in the sea ${hexName(SANDBOX_MAP, hex)}`;
}

/** One cube's resting place in words (without its count): "on the blue ship", "off the table". */
export function restWords(
  rest: CubeRest,
  board: SandboxLayout['board'],
  at: { x: number; z: number },
): string {
  switch (rest.kind) {
    case 'gone':
      return 'off the table';
    case 'moving':
      return 'still rolling';
    case 'target':
      return `on ${pieceWords(rest.piece)}`;
    case 'board': {
      const hex = spaceAt(at.x, at.z);
      return hex ? spaceWords(board, hex) : 'on the board';
    }
    case 'other':
      return 'on a piece that is not a target';
    default: {
      const never: never = rest;
      return String(never);
    }
  }
}

const COUNT_WORDS = ['none', 'one', 'two', 'three'] as const;

/** Cubes that lie alike told together: "All three in the sea …", "One on the blue ship; two off the table". */
export function groupWords(places: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place, (counts.get(place) ?? 0) + 1);
  if (counts.size === 1 && places.length > 1) {
    const count = COUNT_WORDS[places.length] ?? String(places.length);
    return `All ${count} ${places[0]}`;
  }
  const parts = [...counts].map(([place, n]) => `${COUNT_WORDS[n] ?? n} ${place}`);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The board a volley flew over: the empty sea has no islands. */
export const boardOf = (trace: VolleyTrace): SandboxLayout['board'] =>
  (trace.input.islands?.length ?? 0) > 0 ? 'standard' : 'emptySea';

/** The volley in words: what it earned, then where each cube lies when it was judged. */
export function volleyWords(trace: VolleyTrace, score: VolleyScore): VolleyWords {
  const board = boardOf(trace);
  const places = score.cubes.map((cube) => {
    const body = trace.bodies.findIndex((b) => b.kind === 'cube' && b.cube === cube.cube);
    const [x, , z] = bodyAt(trace, body, score.judgedStep).position;
    return restWords(cube.rest, board, { x, z });
  });
  const spots = cubeSpots(trace, score, SANDBOX_MAP, board === 'standard');
  return {
    headline: headlineWords(score),
    where: groupWords(places),
    spoken: cubesLieWords(spots, pieceWords),
  };
}
