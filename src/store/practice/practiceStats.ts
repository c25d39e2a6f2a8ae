import type { VolleySource } from '../../engine/ids';
import type { PracticeShot } from './practiceShot';

/** The strengths that sent the cubes a given whole number of spaces from one source. */
export interface Spread {
  source: VolleySource;
  spaces: number;
  /** Mean strength and its sample standard deviation (0 with one volley). */
  mean: number;
  sd: number;
  count: number;
}

/** The hit and landing rates of one day's volleys (day: "2026-12-05", the device's UTC date). */
export interface DayRate {
  day: string;
  count: number;
  hitRate: number;
  landRate: number;
}

const SOURCE_WORDS: Readonly<Record<VolleySource, string>> = {
  ship: 'your ship',
  kraken: 'the Kraken',
  tower: 'the tower',
};

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function sampleSd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** Per source and per whole number of spaces reached: the strengths' mean and spread; nearest first. */
export function spreads(shots: readonly PracticeShot[]): Spread[] {
  const groups = new Map<string, { source: VolleySource; spaces: number; strengths: number[] }>();
  for (const shot of shots) {
    if (shot.distance === null) continue;
    const spaces = Math.round(shot.distance);
    const key = `${shot.source}:${spaces}`;
    const group = groups.get(key) ?? { source: shot.source, spaces, strengths: [] };
    group.strengths.push(shot.strength);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ source, spaces, strengths }) => ({
      source,
      spaces,
      mean: mean(strengths),
      sd: sampleSd(strengths),
      count: strengths.length,
    }))
    .sort((a, b) => a.source.localeCompare(b.source) || a.spaces - b.spaces);
}

/** "for 5 spaces from your ship: 0.47 ± 0.03". */
export function spreadWords(spread: Spread): string {
  const unit = spread.spaces === 1 ? 'space' : 'spaces';
  return `for ${spread.spaces} ${unit} from ${SOURCE_WORDS[spread.source]}: ${spread.mean.toFixed(2)} ± ${spread.sd.toFixed(2)}`;
}

/** Each day's share of volleys that hit (or better) and that landed a cube, oldest first. */
export function dayRates(shots: readonly PracticeShot[]): DayRate[] {
  const days = new Map<string, PracticeShot[]>();
  for (const shot of shots) {
    const day = shot.at.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), shot]);
  }
  return [...days]
    .map(([day, list]) => ({
      day,
      count: list.length,
      hitRate: list.filter((shot) => shot.best !== 'none').length / list.length,
      landRate: list.filter((shot) => shot.landed).length / list.length,
    }))
    .sort((a, b) => a.day.localeCompare(b.day));
}
