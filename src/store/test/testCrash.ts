/**
 * A crash on request, for the browser tests of the error boundary (test build only: the test hooks
 * are the only caller). The crash probe throws while a crash is requested.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestCrash(): void {
  requested = true;
  for (const listener of listeners) listener();
}

export function clearCrash(): void {
  requested = false;
}

export const crashRequested = () => requested;

export function subscribeCrash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
