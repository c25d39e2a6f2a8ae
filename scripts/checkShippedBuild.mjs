// `npm run test:shipped`: builds the app as `npm run build` ships it (into a scratch folder, so whatever
// dist/ holds is left alone) and fails if any built file carries the browser tests' hooks
// (window.__toGlory, window.__toGloryLab): they exist only in `vite build --mode test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MARKER = '__toGlory';
const outDir = mkdtempSync(join(tmpdir(), 'to-glory-shipped-'));

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

try {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  const files = filesUnder(outDir);
  const scripts = files.filter((file) => file.endsWith('.js'));
  if (scripts.length === 0) throw new Error(`the build in ${outDir} has no scripts: nothing was checked`);
  const carrying = files.filter((file) => readFileSync(file).includes(MARKER));
  if (carrying.length > 0) {
    console.error(`The shipped build carries the test hooks (${MARKER}) in:\n  ${carrying.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`shipped build: ${files.length} files (${scripts.length} scripts), none carries ${MARKER}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
