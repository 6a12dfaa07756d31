import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastModifiedDates } from '../../generator/seo/last-modified.ts';

describe('lastmod of a content module', () => {
  let root: string;
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Editor',
        GIT_AUTHOR_EMAIL: 'editor@example.com',
        GIT_COMMITTER_NAME: 'Editor',
        GIT_COMMITTER_EMAIL: 'editor@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    }).trim();

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'last-modified-'));
    await mkdir(path.join(root, 'content'));
    git(['init', '-q']);
    await writeFile(path.join(root, 'content', 'post.ts'), "export default { title: 'A' };\n");
    git(['add', '.']);
    git(['commit', '-qm', 'a post'], '2026-03-02T10:00:00Z');
    await writeFile(path.join(root, 'content', 'post.ts'), "export default {\n  title: 'A',\n};\n");
    git(['commit', '-qam', 'formatting'], '2026-05-09T10:00:00Z');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is the date of its last commit', async () => {
    const lastmod = await lastModifiedDates(root);
    expect(await lastmod('content/post.ts')).toBe('2026-05-09');
  });

  it('skips the commits listed in .git-blame-ignore-revs (formatting changes no content)', async () => {
    const formatting = git(['rev-parse', 'HEAD']);
    await writeFile(path.join(root, '.git-blame-ignore-revs'), `# formatting\n${formatting}\n`);
    const lastmod = await lastModifiedDates(root);
    expect(await lastmod('content/post.ts')).toBe('2026-03-02');
  });
});
