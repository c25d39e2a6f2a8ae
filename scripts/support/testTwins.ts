import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The production modules that the test build swaps for a twin of the same path under tests/build/.
 * Each production module does nothing (tests/build/twinsMatch.ts checks that a twin has its shape).
 */
export const TWINNED = [
  'src/store/testProbe.ts',
  'src/scene/testProbe.ts',
  'src/ui/testProbe.ts',
  'src/ui/sandbox/labProbe.ts',
] as const;

/** Where the twin of a production module lies: src/x/y.ts → tests/build/x/y.ts. */
export const twinOf = (file: string) => file.replace(/^src\//, 'tests/build/');

/**
 * In `vite build --mode test` (and `vite --mode test`), resolves each module of TWINNED to its twin,
 * which installs the browser tests' hooks: so the production files carry no test branch, and every
 * other build holds the no-op modules only.
 */
export function testTwinsPlugin(root: string): Plugin {
  const twins = new Map(TWINNED.map((file) => [resolve(root, file), resolve(root, twinOf(file))]));
  for (const twin of twins.values())
    if (!existsSync(twin)) throw new Error(`the test twin ${twin} is missing`);
  const names = new Set(TWINNED.map((file) => basename(file, '.ts')));
  return {
    name: 'to-glory:test-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // only an import that names a twinned module is resolved here (the rest go on untouched)
      if (!names.has(basename(source, '.ts'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && twins.get(resolved.id)) ?? resolved;
    },
  };
}
