import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let bundled: Promise<string> | null = null;

/**
 * The worker threads' code (serverTask.ts and everything it imports, Rapier included) as one plain
 * JavaScript file, bundled by esbuild at start into the system's temporary folder (named by its content,
 * so processes of the same code share it); its URL. A thread that loads it runs without tsx: about
 * 30 MiB resident instead of 70 (tsx's loader and its source maps, in every thread). CommonJS, because
 * piscina's thread first `require`s its file, and Node 20's require of an ES module once crashed a whole
 * process (a V8 fatal error, "IsGraphAsync must be used on an instantiated module", in a unit run).
 */
export function workerBundle(): Promise<string> {
  bundled ??= bundle().catch((error: unknown) => {
    bundled = null;
    throw error;
  });
  return bundled;
}

async function bundle(): Promise<string> {
  const { build, stop } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./serverTask.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  }).finally(() => {
    // esbuild's service process would otherwise stay, holding ~70 MB after the bundle (tsx's own
    // esbuild lives in its loader thread and is not this one)
    void stop();
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild made no worker bundle');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `to-glory-server-worker-${hash}.cjs`);
  // written whole under another name and renamed, so a file of this name is always complete
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return pathToFileURL(file).href;
}
