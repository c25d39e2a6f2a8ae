/**
 * Where the test build looks into the stores. Every build but `vite build --mode test` uses this
 * module as it is; the test build swaps in its twin, tests/build/store/testProbe.ts
 * (scripts/support/testTwins.ts), so the stores carry no test branch.
 */

/** How much slower than real time the playback runs: 1 here; the test build's browser tests slow it. */
export function testSlowMotion(): number {
  return 1;
}
