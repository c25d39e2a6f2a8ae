// A worker thread that runs PGlite's initdb once into `workerData.folder` and writes the new database as
// a tarball beside it. initdb's own WebAssembly instances stay resident in the thread that ran them; the
// thread's memory goes when it exits, so the game server never carries them.
import { writeFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(workerData.folder);
const tarball = await db.dumpDataDir('gzip');
await db.close();
writeFileSync(workerData.tarball, Buffer.from(await tarball.arrayBuffer()));
