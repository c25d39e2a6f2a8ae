import type { TableState } from '../../engine';

/**
 * Memoizes a question about the game on the state object: states are never changed in place, so the
 * answer is computed once per state however many components ask, and keeps its identity (a stable
 * reference for zustand selectors and React dependencies).
 */
export function perState<T>(compute: (game: TableState) => T): (game: TableState) => T {
  const answers = new WeakMap<TableState, { value: T }>();
  return (game) => {
    const known = answers.get(game);
    if (known) return known.value;
    const value = compute(game);
    answers.set(game, { value });
    return value;
  };
}
