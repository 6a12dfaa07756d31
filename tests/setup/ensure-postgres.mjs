// Finds PostgreSQL's server programs for the intake's PostgreSQL tests (POSTGRES_BIN, then
// Debian's /usr/lib/postgresql/<version>/bin with initdb, pg_ctl and postgres). When there
// are none and we run as root with apt-get, installs Debian's postgresql package. The tests
// start throwaway servers of their own (tests/support/postgres.ts); the system service is
// neither needed nor started (policy-rc.d keeps apt from starting it).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
const hasTools = (dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool)));

function find() {
  if (process.env.POSTGRES_BIN)
    return hasTools(process.env.POSTGRES_BIN) ? process.env.POSTGRES_BIN : undefined;
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  return readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find(hasTools);
}

let found = find();
if (found) {
  console.log(`postgresql: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.POSTGRES_BIN) {
  console.log("PostgreSQL not found: installing Debian's postgresql package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Exit code 101 tells invoke-rc.d not to start the service the package installs.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql', {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  found = find();
  if (found) {
    console.log(`postgresql: ${found}`);
    process.exit(0);
  }
}

console.error(
  [
    '✖ No PostgreSQL server programs found for the intake tests on PostgreSQL.',
    "  Set POSTGRES_BIN to a folder with initdb, pg_ctl and postgres, or install Debian's package:",
    '    sudo apt-get update && sudo apt-get install postgresql',
  ].join('\n'),
);
process.exit(1);
