/**
 * Where the test build opens the game to its browser tests: nothing here in the shipped game. The test
 * build (`vite build --mode test`) swaps in its twin, tests/build/ui/testProbe.ts
 * (scripts/support/testTwins.ts), which installs the hooks on the page; so the app carries no test branch.
 */

/** Installs the browser tests' read-only hooks on the page. */
export function installTestHooks(): void {}

/** A component at the app's root: makes the screen crash once when a test asks (the error boundary's tests). */
export function CrashProbe(): null {
  return null;
}
