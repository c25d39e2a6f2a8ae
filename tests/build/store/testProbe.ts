/**
 * The test build's twin of src/store/testProbe.ts: the browser tests draw in software, a frame in a few
 * hundred ms, and set a slow motion on the page before it loads to still see a glide under way.
 */
export function testSlowMotion(): number {
  const factor = (globalThis as { __toGlorySlowMotion?: unknown }).__toGlorySlowMotion;
  return typeof factor === 'number' && factor > 0 ? factor : 1;
}
