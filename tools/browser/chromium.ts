import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The Chromium that browser work runs in (`check --a11y`, benchmarks, browser tests):
 * CHROME_PATH, else Debian's /usr/bin/chromium. Playwright's own browser downloads are
 * not used: these machines reach no download host (tests/setup/ensure-chromium.mjs
 * installs Debian's package when it can).
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(
    (value): value is string => Boolean(value),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(
      "No Chromium: set CHROME_PATH, or install Debian's chromium (`node tests/setup/ensure-chromium.mjs` does it as root).",
    );
  return found;
}

/** `extraArgs`: e.g. `--host-resolver-rules=MAP fernhill.test 127.0.0.1`, to visit the site on a host name that is not localhost. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}
