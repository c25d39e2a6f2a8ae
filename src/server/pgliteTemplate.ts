import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A new, empty PGlite database: its data folder, and the same as a gzipped tarball (for memory://). */
export interface PgliteTemplate {
  folder: string;
  tarball: string;
}

let made: Promise<PgliteTemplate> | null = null;

/**
 * The template every new embedded database starts from, made once per PGlite version on this machine
 * (in the system's temporary folder) by a worker thread. PGlite's initdb takes most of a minute on a
 * busy machine and leaves ~500 MB resident in the thread that runs it: a server process that copies the
 * template pays neither.
 */
export function pgliteTemplate(): Promise<PgliteTemplate> {
  made ??= makeTemplate().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}

function templatePaths(root: string): PgliteTemplate {
  return { folder: join(root, 'pgdata'), tarball: join(root, 'pgdata.tar.gz') };
}

async function makeTemplate(): Promise<PgliteTemplate> {
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(readFileSync(join(dirname(pglite), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const root = join(tmpdir(), `to-glory-pglite-${version}`);
  // The folder is renamed into place only once whole, so one that is there is complete.
  if (existsSync(root)) return templatePaths(root);
  const building = `${root}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(building, { recursive: true });
    await runInitdb(templatePaths(building));
    renameSync(building, root);
  } catch (error) {
    // Another process may have put its template in place first: that one serves as well.
    if (!existsSync(root)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return templatePaths(root);
}

async function runInitdb(paths: PgliteTemplate): Promise<void> {
  const worker = new Worker(new URL('./pgliteTemplateWorker.mjs', import.meta.url), { workerData: paths });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite's initdb thread exited with ${code}`)),
    );
  });
}
