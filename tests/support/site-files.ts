import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** Every file of a built site (or any folder), by its path in it, in name order. */
export async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const names = (await fg('**/*', { cwd: dir, dot: true })).sort();
  const files = new Map<string, Buffer>();
  for (const name of names) files.set(name, await readFile(path.join(dir, name)));
  return files;
}
