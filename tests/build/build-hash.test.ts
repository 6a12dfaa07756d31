import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../generator/build.ts';
import { copyProject, editFile } from '../support/project-copy.ts';
import { textFile } from '../support/text-file.ts';

/**
 * The build hash covers the shell (runtime, renderer, tokens, locale strings,
 * the site entry, settings) and the stylesheet, not the content: a content edit
 * leaves every page it does not reach byte for byte as it was, so a deploy (or
 * an incremental build) changes only those it reaches.
 */
let project: Awaited<ReturnType<typeof copyProject>>;
let before: BuildResult;

const edit = (file: string, from: string, to: string) => editFile(project.root, file, from, to);

/** Every page and page data of a build, by file. */
const pagesOf = (result: BuildResult) =>
  new Map(
    [...result.files]
      .filter(([file]) => /\.html$|^page-data\//.test(file))
      .map(([file]) => [file, textFile(result.files, file)]),
  );

const buildHashesIn = (result: BuildResult) =>
  new Set(
    [...pagesOf(result).values()].flatMap((text) =>
      [...text.matchAll(/build-hash" content="([a-z0-9]+)"|"buildHash":"([a-z0-9]+)"/g)].map(
        (match) => match[1] ?? match[2],
      ),
    ),
  );

beforeAll(async () => {
  project = await copyProject();
  before = await build({ root: project.root, sink: 'memory' });
}, 120_000);

afterAll(() => project?.remove());

describe('the build hash', () => {
  it('is what every page, page data and app-data.json carry, and names the stylesheet', () => {
    expect(before.buildHash).toMatch(/^[a-z0-9]{16}$/);
    expect(buildHashesIn(before)).toEqual(new Set([before.buildHash]));
    expect(before.stylesheet).toBe(`/_assets/site.${before.buildHash}.css`);
    expect(JSON.parse(textFile(before.files, 'app-data.json'))).toEqual({
      buildHash: before.buildHash,
    });
  });

  it('stays through a content edit, which changes only the pages that show the field', async () => {
    await edit(
      'content/blog/posts/estimating-fixed-scope-mvps.ts',
      "en: 'How we estimate fixed-scope MVPs without lying to ourselves',",
      "en: 'How we estimate fixed-scope MVPs honestly',",
    );
    const after = await build({ root: project.root, sink: 'memory' });
    expect(after.buildHash).toBe(before.buildHash);
    expect(after.stylesheet).toBe(before.stylesheet);
    const [old, now] = [pagesOf(before), pagesOf(after)];
    const changed = [...now.keys()].filter((file) => now.get(file) !== old.get(file));
    expect(changed).toContain('blog/estimating-fixed-scope-mvps/index.html');
    expect(changed.every((file) => now.get(file)!.includes('MVPs honestly'))).toBe(true);
    // German and Arabic pages show their own titles: none of them changed.
    expect(changed.filter((file) => /^(page-data\/)?(de|ar)\//.test(file))).toEqual([]);
    expect(changed.length).toBeLessThan(now.size / 10);
  }, 120_000);

  it('changes with a token, and every page carries the new one', async () => {
    await edit('tokens/color.json', '"$value": "#136f4f"', '"$value": "#136f50"');
    const after = await build({ root: project.root, sink: 'memory' });
    expect(after.buildHash).not.toBe(before.buildHash);
    expect(after.stylesheet).toBe(`/_assets/site.${after.buildHash}.css`);
    expect(buildHashesIn(after)).toEqual(new Set([after.buildHash]));
    expect(textFile(after.files, after.stylesheet.slice(1))).toContain('#136f50');
  }, 120_000);
});
