import type { VolleyScore } from '../../physics/scoreTypes';

/** Strength bands of the session chart: fewer than the batch's ten, as a session holds dozens of volleys. */
export const SESSION_BANDS = 5;

export type RateKind = 'hit' | 'landed' | 'knocked off';

export interface BandRate {
  band: string;
  kind: RateKind;
  volleys: number;
  /** Volleys of the band where it happened. */
  count: number;
  rate: number;
}

const bandOf = (strength: number) => Math.min(SESSION_BANDS - 1, Math.floor(strength * SESSION_BANDS));
const label = (band: number) =>
  `${(band / SESSION_BANDS).toFixed(1)}–${((band + 1) / SESSION_BANDS).toFixed(1)}`;

/** Whether any cube hit a target, any landed on one, any target captain went overboard. */
function happened(score: VolleyScore, kind: RateKind): boolean {
  switch (kind) {
    case 'hit':
      return score.cubes.some((cube) => cube.hits.length > 0);
    case 'landed':
      return score.cubes.some((cube) => cube.award === 'landed');
    case 'knocked off':
      return score.captains.some((captain) => captain.target && captain.knockedOff);
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Hit, landed and knock-off rates of the session's volleys per strength band (bands with none left out). */
export function sessionRates(volleys: readonly { strength: number; score: VolleyScore }[]): BandRate[] {
  const kinds: RateKind[] = ['hit', 'landed', 'knocked off'];
  return [...Array(SESSION_BANDS).keys()].flatMap((band) => {
    const inBand = volleys.filter((v) => bandOf(v.strength) === band);
    if (inBand.length === 0) return [];
    return kinds.map((kind) => {
      const count = inBand.filter((v) => happened(v.score, kind)).length;
      return { band: label(band), kind, volleys: inBand.length, count, rate: count / inBand.length };
    });
  });
}
