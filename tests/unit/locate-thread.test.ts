import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { threadedLocator } from '../../generator/content/locate-thread.ts';
import { moduleLocator } from '../../generator/content/source-location.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const POST = 'content/blog/posts/estimating-fixed-scope-mvps.ts';
const SERVICES = 'content/services/development.ts';

describe('the source locator on a helper thread', () => {
  it('answers as the one on the calling thread, for each question in turn', async () => {
    const here = moduleLocator(ROOT);
    const questions: Array<[string, PropertyKey[]]> = [
      [POST, ['title']],
      [POST, ['body', 2]],
      [SERVICES, [1, 'title']],
      // Past what is written: the nearest enclosing value.
      [POST, ['title', 'xx']],
    ];
    const locator = threadedLocator(ROOT);
    try {
      const answers = await Promise.all(questions.map(([file, at]) => locator.locate(file, at)));
      const expected = await Promise.all(questions.map(([file, at]) => here(file, at)));
      expect(answers).toEqual(expected);
      expect(answers[0]).toMatch(/^content\/blog\/posts\/estimating-fixed-scope-mvps\.ts:\d+:\d+$/);
    } finally {
      locator.close();
    }
  }, 60_000);

  it('says why it could not answer, and answers the next question', async () => {
    const locator = threadedLocator(ROOT);
    try {
      await expect(locator.locate('content/no-such-module.ts', ['title'])).rejects.toThrow(
        /ENOENT.*no-such-module\.ts/,
      );
      await expect(locator.locate(POST, ['title'])).resolves.toMatch(/:\d+:\d+$/);
    } finally {
      locator.close();
    }
  }, 60_000);

  it('reads a module anew in each session: one begun after an edit locates it as it is now', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fernhill-locate-'));
    const file = 'content/pages/about.ts';
    await mkdir(path.join(root, 'content', 'pages'), { recursive: true });
    try {
      await writeFile(path.join(root, file), "export default {\n  title: 'About',\n};\n");
      const first = threadedLocator(root);
      expect(await first.locate(file, ['title'])).toBe(`${file}:2:10`);

      await writeFile(
        path.join(root, file),
        "export default {\n\n  id: 'about',\n  title: 'About',\n};\n",
      );
      // A session started after the edit, while the first is still open, reads the module as it is.
      const second = threadedLocator(root);
      expect(await second.locate(file, ['title'])).toBe(`${file}:4:10`);
      expect(await first.locate(file, ['title'])).toBe(`${file}:2:10`);
      first.close();
      second.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});
