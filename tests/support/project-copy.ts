import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

const COPIED = [
  'bin',
  'package.json',
  'tsconfig.json',
  'tokens',
  'content',
  'shared',
  'components',
  'generator',
  'runtime',
  'server',
  'tools',
  'locales',
];

/**
 * A throwaway copy of the project (node_modules linked, not copied) for tests
 * that edit tokens or content, or write dist/: the real tree is never touched.
 */
export async function copyProject(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fernhill-'));
  for (const entry of COPIED) {
    await cp(path.join(PROJECT_ROOT, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) =>
        !source.includes(`${path.sep}generated${path.sep}`) || source.endsWith('generated'),
    });
  }
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Replaces `from` with `to` in a file of a project copy; a file without `from` fails the test. */
export async function editFile(
  root: string,
  file: string,
  from: string,
  to: string,
): Promise<void> {
  const absolute = path.join(root, file);
  const text = await readFile(absolute, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  await writeFile(absolute, text.replace(from, to));
}
