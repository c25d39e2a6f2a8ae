import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded generator (pure-rand's xoroshiro128+, like the engine's): the cubes' jitter and the sweep
 * scenes draw from it, so a volley depends on its seed alone (P6). Never an unseeded generator.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function createPrng(seed: number): Prng {
  const generator = xoroshiro128plus(seed | 0);
  const next = (): number => uniformFloat64(generator);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => uniformInt(generator, min, max),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[uniformInt(generator, 0, items.length - 1)] as T;
    },
  };
}

/** Mixes a base seed and an index into a new uint32 seed (volley i of a sweep). */
export function mixSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
