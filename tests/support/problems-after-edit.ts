import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../generator/errors/build-error.ts';

/**
 * Edits one file of a project copy, runs `stage` (content loading, a build, …),
 * restores the file and returns the problem messages the stage reported.
 * Fails when the stage throws anything but a BuildError.
 */
export async function problemsAfterEdit(
  root: string,
  file: string,
  edit: (text: string) => string,
  stage: () => Promise<unknown>,
): Promise<string[]> {
  const absolute = path.join(root, file);
  const original = await readFile(absolute, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`the edit did not change ${file}`);
  await writeFile(absolute, edited);
  try {
    return await problemsOf(stage);
  } finally {
    await writeFile(absolute, original);
  }
}

/** Moves a file or folder of a project copy aside while `stage` runs, puts it back, and returns the problems reported. */
export async function problemsWithout(
  root: string,
  relative: string,
  stage: () => Promise<unknown>,
): Promise<string[]> {
  const from = path.join(root, relative);
  await rename(from, `${from}.aside`);
  try {
    return await problemsOf(stage);
  } finally {
    await rename(`${from}.aside`, from);
  }
}

/** The problem messages of the BuildError `stage` throws (none if it succeeds); any other error fails the test. */
async function problemsOf(stage: () => Promise<unknown>): Promise<string[]> {
  try {
    await stage();
    return [];
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return error.problems.map((item) => item.message);
  }
}
