import type { AimChances } from '../captains/aimChances';

const pct = (p: number) => `${Math.round(p * 100)} %`;

/** The practice aids' chances in words, as beside the meter and read out with the strength: "hit 80 %, land 35 %". */
export function aimChancesWords(chances: Pick<AimChances, 'hit' | 'land'>): string {
  return `hit ${pct(chances.hit)}, land ${pct(chances.land)}`;
}
