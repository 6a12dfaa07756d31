import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The entries of `folder` once they are `expected` (sorted), or as they are
 * after `timeoutMs`: folders a build swapped out are removed by a process of
 * their own (generator/write/remove-in-background.ts), after the build returns.
 */
export async function entriesOnceSettled(
  folder: string,
  expected: readonly string[],
  timeoutMs = 10_000,
): Promise<string[]> {
  const wanted = [...expected].sort().join('\n');
  const started = Date.now();
  for (;;) {
    const entries = (await readdir(folder)).sort();
    if (entries.join('\n') === wanted || Date.now() - started > timeoutMs) return entries;
    await sleep(50);
  }
}

/** The entries of `folder` named `prefix…` once there are none, or as they are after `timeoutMs` (see entriesOnceSettled). */
export async function entriesNamedOnceGone(
  folder: string,
  prefix: string,
  timeoutMs = 10_000,
): Promise<string[]> {
  const others = (await readdir(folder)).filter((name) => !name.startsWith(prefix));
  const entries = await entriesOnceSettled(folder, others, timeoutMs);
  return entries.filter((name) => name.startsWith(prefix));
}
