import type { BrowserContext } from 'playwright-core';

/**
 * Holds the context's requests to `url` (a Playwright URL pattern) until the
 * returned function is called, then lets them go on: a test sets up what a
 * visitor does before the island's code, or a form's answer, arrives.
 */
export async function holdRequests(
  context: BrowserContext,
  url: string | RegExp,
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
