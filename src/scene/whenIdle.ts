/**
 * Runs `run` at the page's next idle moment (input and frames first), or after `waitMs` at the latest;
 * returns what cancels it. Without requestIdleCallback, after `waitMs`.
 */
export function whenIdle(run: () => void, waitMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(run, { timeout: waitMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(run, waitMs);
  return () => window.clearTimeout(timer);
}
