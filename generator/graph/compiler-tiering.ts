import v8 from 'node:v8';

/**
 * How soon V8 optimises a function with TurboFan: once it has run through its
 * interrupt budget (in bytecode executed) a few times, TurboFan compiles it on
 * V8's helper threads. That pays in a cold build, whose render and content
 * functions run for thousands of pages. A build that takes nearly every page
 * from the cache runs most functions for a few pages or batches only, and
 * compiled them anyway: at +10,000 pages a one-entry edit spent some 0.4 s of
 * CPU on those threads, on a machine whose two cores were both busy. With an
 * eight times larger budget only what runs long (a loop over every page) is
 * still optimised; the edit took about 0.25 s less (8 interleaved rounds, every
 * one faster). The pages are the same bytes either way: only when code is
 * compiled changes.
 */

/** V8 11's (Node 20's) own --interrupt-budget: what the build sets back. */
const USUAL_BUDGET = 66 * 1024;
const LATER_BUDGET = 8 * USUAL_BUDGET;

/**
 * Tuned only where the usual budget is known to be USUAL_BUDGET, and left as it is when the
 * command line set it (`node --interrupt-budget=… bin/fernhill.mjs build`).
 */
const tunable =
  process.versions.v8.startsWith('11.') &&
  !process.execArgv.some((flag) => /^--interrupt[-_]budget\b/.test(flag));

let later = false;

/** Optimise only what runs long: a build that takes most pages from its cache. Process-wide: the render threads too. */
export function optimiseLater(): void {
  if (!tunable || later) return;
  v8.setFlagsFromString(`--interrupt-budget=${LATER_BUDGET}`);
  later = true;
}

/** Back to V8's own budget: a build that renders many pages, or after the build. */
export function optimiseAsUsual(): void {
  if (!later) return;
  v8.setFlagsFromString(`--interrupt-budget=${USUAL_BUDGET}`);
  later = false;
}

/** Whether optimiseLater is in force. */
export function optimisingLater(): boolean {
  return later;
}
