// Finds nginx for the reverse-proxy test (NGINX_PATH, then /usr/sbin/nginx).
// When there is none and we run as root with apt-get, installs Debian's package.
// The test starts its own nginx with a generated config; the system service is
// neither needed nor started (policy-rc.d keeps apt from starting it).
import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean);
const found = candidates.find((candidate) => existsSync(candidate));
if (found) {
  console.log(`nginx: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("nginx not found: installing Debian's nginx package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Exit code 101 tells invoke-rc.d not to start the service the package installs.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx', {
      stdio: 'inherit',
      env,
    });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (existsSync('/usr/sbin/nginx')) {
    console.log('nginx: /usr/sbin/nginx');
    process.exit(0);
  }
}

console.error(
  [
    '✖ No nginx found for the reverse-proxy test.',
    "  Set NGINX_PATH to an nginx binary, or install Debian's package:",
    '    sudo apt-get update && sudo apt-get install nginx',
  ].join('\n'),
);
process.exit(1);
