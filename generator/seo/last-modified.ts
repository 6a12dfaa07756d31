import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * When each content module last changed: the date of its last commit, or its
 * modification time when it has uncommitted edits or the project is not a git
 * checkout. One `git log` for the whole folder, so the cost does not grow with
 * the number of pages. Commits listed in `.git-blame-ignore-revs` (the file
 * `git blame` and GitHub read: formatting, moves) change no content, so they
 * date nothing.
 */
export async function lastModifiedDates(
  root: string,
  folder = 'content',
): Promise<(file: string) => Promise<string>> {
  const committed = new Map<string, string>();
  const edited = new Set<string>();
  try {
    const [{ stdout: log }, { stdout: status }, ignored] = await Promise.all([
      run('git', ['log', '--format=%x00%H %cI', '--name-only', '--', folder], {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      }),
      run('git', ['status', '--porcelain', '--untracked-files=all', '--', folder], { cwd: root }),
      ignoredRevisions(root),
    ]);
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) {
        const [hash = '', committedAt = ''] = line.slice(1).split(' ');
        date = ignored.has(hash) ? '' : committedAt.slice(0, 10);
      }
      // Newest commits come first: the first date seen for a file is its last change.
      else if (line && date && !committed.has(line)) committed.set(line, date);
    }
    for (const line of status.split('\n')) if (line.length > 3) edited.add(line.slice(3).trim());
  } catch {
    // Not a git checkout (a tarball, a CI cache): modification times below.
  }
  const cache = new Map<string, Promise<string>>();
  return (file) => {
    const relative = path.isAbsolute(file) ? path.relative(root, file) : file;
    const known = !edited.has(relative) ? committed.get(relative) : undefined;
    if (known) return Promise.resolve(known);
    let pending = cache.get(relative);
    if (!pending) {
      pending = stat(path.join(root, relative)).then(
        (info) => info.mtime.toISOString().slice(0, 10),
        () => new Date().toISOString().slice(0, 10),
      );
      cache.set(relative, pending);
    }
    return pending;
  };
}

/** The full hashes in `.git-blame-ignore-revs` (one per line, `#` comments). */
async function ignoredRevisions(root: string): Promise<Set<string>> {
  const text = await readFile(path.join(root, '.git-blame-ignore-revs'), 'utf8').catch(() => '');
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => /^[0-9a-f]{40}$/.test(line)),
  );
}
