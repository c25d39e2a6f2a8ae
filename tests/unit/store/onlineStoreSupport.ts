import type { KeyValueStorage } from '../../../src/store/online/myGames';
import type { OnlineState } from '../../../src/store/online/onlineStore';
import { until } from '../server/support';

/** A browser's localStorage for one device of a test: a map of its own. */
export const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
};

/** Resolves once an online store's state passes `test` (or fails, naming `what`, after a while). */
export const waitFor = (
  store: { getState(): OnlineState },
  what: string,
  test: (state: OnlineState) => boolean,
) => until(what, () => (test(store.getState()) ? true : null));
