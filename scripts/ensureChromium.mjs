// Finds Chromium for the browser tests, installing Debian's package when run as root with apt.
// Playwright cannot download its own browsers on these machines (no internet but the registries).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (existsSync(CHROMIUM_PATH)) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (existsSync(CHROMIUM_PATH)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
    '  On Debian or Ubuntu, as root:  apt-get update && apt-get install -y chromium\n' +
    '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
);
process.exit(1);
