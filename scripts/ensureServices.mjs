// Finds Redis and PostgreSQL for the server tests that run several game server processes
// (tests/unit/server/fault.test.ts and stale.test.ts start their own of each, on loopback, in temporary folders),
// installing Debian's packages when run as root with apt.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const onPath = (program) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));

/** As scripts/support/localServices.ts looks for it: POSTGRES_BIN, Debian's /usr/lib/postgresql/N/bin, the PATH. */
function hasInitdb() {
  if (process.env.POSTGRES_BIN) return existsSync(join(process.env.POSTGRES_BIN, 'initdb'));
  const root = '/usr/lib/postgresql';
  if (
    existsSync(root) &&
    readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'initdb')))
  )
    return true;
  return onPath('initdb');
}

const missing = () => [
  ...(onPath('redis-server') && onPath('redis-cli') ? [] : ['redis-server']),
  ...(hasInitdb() ? [] : ['postgresql']),
];

let packages = missing();
if (packages.length === 0) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`The server tests need ${packages.join(' and ')}: installing Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('/usr/bin/apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('/usr/bin/apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  packages = missing();
  if (packages.length === 0) process.exit(0);
}
console.error(
  `The server tests need ${packages.join(' and ')} (they start their own, on loopback).\n` +
    '  On Debian or Ubuntu, as root:  apt-get update && apt-get install -y redis-server postgresql\n' +
    "  Elsewhere: put redis-server and redis-cli on the PATH, and PostgreSQL's initdb and pg_ctl on the\n" +
    '  PATH or in POSTGRES_BIN.',
);
process.exit(1);
