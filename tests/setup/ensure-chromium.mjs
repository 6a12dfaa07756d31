// Finds a Chromium for the browser tests (CHROME_PATH, then /usr/bin/chromium).
// When there is none and we run as root with apt-get, installs Debian's package:
// browsers cannot be downloaded by Playwright on these machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((candidate) => existsSync(candidate));
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium', {
    stdio: 'inherit',
    env,
  });
  if (existsSync('/usr/bin/chromium')) {
    console.log('Chromium: /usr/bin/chromium');
    process.exit(0);
  }
}

console.error(
  [
    '✖ No Chromium found for the browser tests.',
    "  Set CHROME_PATH to a Chromium/Chrome binary, or install Debian's package:",
    '    sudo apt-get update && sudo apt-get install chromium',
  ].join('\n'),
);
process.exit(1);
