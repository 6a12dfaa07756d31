import path from 'node:path';
import * as esbuild from 'esbuild';

let started = false;

/**
 * Starts esbuild's service, the process every bundling of this one talks to,
 * ahead of the first bundling: it takes some 50 ms to answer on an idle
 * machine and 150 on a busy one, which a build otherwise waits out when it
 * first bundles (a content module, the components). Once a process; a call
 * after the service started (or stopped) changes nothing.
 */
export function startEsbuildService(): void {
  if (started) return;
  started = true;
  try {
    void esbuild.initialize({});
  } catch {
    // It throws only when it was called before: the service runs already.
  }
}

/**
 * Whether a build after these changes to the sources of `root` bundles
 * anything: every source but a locale's strings is a module esbuild bundles
 * or changes one (a token file the theme module). Unknown changes (none
 * listed) count as such.
 */
export function bundlesAfter(root: string, changed: readonly string[] | undefined): boolean {
  const locales = path.join(root, 'locales') + path.sep;
  return !changed || changed.some((file) => !file.startsWith(locales));
}
