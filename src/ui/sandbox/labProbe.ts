/**
 * Where the test build opens the sandbox and the tuning screen to its browser tests: nothing here in
 * the shipped game. The test build swaps in its twin, tests/build/ui/sandbox/labProbe.ts
 * (scripts/support/testTwins.ts), which installs the lab's hooks on the page.
 */

/** Installs the lab's read-only hooks on the page. */
export function installLabHooks(): void {}

/** Called once Rapier is loaded on a lab screen. */
export function markPhysicsReady(): void {}
