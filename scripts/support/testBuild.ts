/**
 * Where `vite build --mode test` writes the test build (with the browser tests' hooks): a folder of
 * its own, so dist/ only ever holds what `npm run build` ships.
 */
export const TEST_BUILD_DIR = 'dist-test';
