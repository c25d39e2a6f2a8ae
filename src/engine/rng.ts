import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type { RandomGenerator };

/** Draws discarded after seeding: xoroshiro's first outputs from small seeds are poorly mixed. */
const WARM_UP_DRAWS = 16;

/** The generator's state for a seed, as stored in `GameState.rng`. */
export function seedRng(seed: number): number[] {
  const generator = xoroshiro128plus(seed | 0);
  for (let i = 0; i < WARM_UP_DRAWS; i++) generator.next();
  return [...generator.getState()];
}

/** A mutable generator restored from a stored state; store `generator.getState()` back when done. */
export function generatorFrom(state: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(state);
}

/** Uniform integer in [min, max]. */
export function randomInt(generator: RandomGenerator, min: number, max: number): number {
  return uniformInt(generator, min, max);
}

/** A Fisher–Yates shuffled copy. */
export function shuffled<T>(generator: RandomGenerator, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = uniformInt(generator, 0, i);
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return result;
}

/** Runs `use` with the state's generator and returns the generator's new state. */
export function withRng<T>(state: { rng: number[] }, use: (generator: RandomGenerator) => T): T {
  const generator = generatorFrom(state.rng);
  const result = use(generator);
  state.rng = [...generator.getState()];
  return result;
}
