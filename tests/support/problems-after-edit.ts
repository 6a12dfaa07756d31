import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../generator/errors/build-error.ts';

/**
 * Edits one file of a project copy, runs `stage` (content loading, a build, …),
 * restores the file and returns the problem messages the stage reported.
 * Fails when the stage throws anything but a BuildError.
 */
export async function problemsAfterEdit(root: string, file: string, edit: (text: string) => string, stage: () => Promise<unknown>): Promise<string[]> {
  const absolute = path.join(root, file);
  const original = await readFile(absolute, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`the edit did not change ${file}`);
  await writeFile(absolute, edited);
  try {
    await stage();
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems.map((item) => item.message);
  } finally {
    await writeFile(absolute, original);
  }
}
