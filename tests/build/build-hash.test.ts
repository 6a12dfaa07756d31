import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../generator/build.ts';
import { copyProject, editFile } from '../support/project-copy.ts';
import { textFile } from '../support/text-file.ts';

/**
 * The build hash covers what client navigation keeps (the stylesheet, the
 * runtime's scripts, and the markup pages show outside <main>: head tail, skip
 * link, header, footer, runtime config), not the pages' own markup: an edit
 * that reaches only some pages' <main> leaves every page it does not reach
 * byte for byte as it was, so a deploy (or an incremental build) changes only
 * those it reaches.
 */
let project: Awaited<ReturnType<typeof copyProject>>;
let before: BuildResult;
/** The build before the edit under test (each test edits the project further). */
let latest: BuildResult;

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
  before = latest = await build({ root: project.root, sink: 'memory' });
}, 120_000);

/** The files of `after` that differ from the build before it. */
function changedSince(previous: BuildResult, after: BuildResult): string[] {
  const [old, now] = [pagesOf(previous), pagesOf(after)];
  return [...now.keys()].filter((file) => now.get(file) !== old.get(file));
}

/** Builds after `edit`: the result, and the pages and page data that changed. */
async function buildAfter(
  file: string,
  from: string,
  to: string,
): Promise<{ after: BuildResult; changed: string[] }> {
  await edit(file, from, to);
  const after = await build({ root: project.root, sink: 'memory' });
  const changed = changedSince(latest, after);
  latest = after;
  return { after, changed };
}

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
    const changed = changedSince(before, after);
    latest = after;
    const now = pagesOf(after);
    expect(changed).toContain('blog/estimating-fixed-scope-mvps/index.html');
    expect(changed.every((file) => now.get(file)!.includes('MVPs honestly'))).toBe(true);
    // German and Arabic pages show their own titles: none of them changed.
    expect(changed.filter((file) => /^(page-data\/)?(de|ar)\//.test(file))).toEqual([]);
    expect(changed.length).toBeLessThan(now.size / 10);
  }, 120_000);

  it('stays through an edit of a component only some pages show, which changes only those pages', async () => {
    const { after, changed } = await buildAfter(
      'components/pages/CaseStudyPage.tsx',
      '<article>',
      '<article data-edited="">',
    );
    expect(after.buildHash).toBe(before.buildHash);
    expect(changed).toContain('work/tattle/index.html');
    expect(changed).toContain('page-data/ar/work/tattle.json');
    const now = pagesOf(after);
    expect(changed.every((file) => now.get(file)!.includes('data-edited'))).toBe(true);
    expect(changed.length).toBeLessThan(now.size / 5);
  }, 120_000);

  it('stays through a string only some pages show, which changes only those pages', async () => {
    const { after, changed } = await buildAfter(
      'locales/de/translation.json',
      '"aboutAuthor": "Über den Autor"',
      '"aboutAuthor": "Über die Autorin oder den Autor"',
    );
    expect(after.buildHash).toBe(before.buildHash);
    expect(changed).toContain('de/blog/estimating-fixed-scope-mvps/index.html');
    const now = pagesOf(after);
    expect(
      changed.every((file) => now.get(file)!.includes('Über die Autorin oder den Autor')),
    ).toBe(true);
  }, 120_000);

  // What the page keeps through client navigation, outside <main>: a visitor on an older page of
  // that locale must load the next one whole (the runtime compares the hashes).
  it.each([
    ['the header', '"label": "Sprache"', '"label": "Sprachauswahl"'],
    ['the skip link', '"skip": "Zum Inhalt springen"', '"skip": "Direkt zum Inhalt"'],
    ['the footer', '"joinAction": "Gespräch beginnen"', '"joinAction": "Gespräch vereinbaren"'],
    [
      'the runtime config',
      '"serviceWorkerInsecure": "Service Worker benötigen HTTPS oder localhost."',
      '"serviceWorkerInsecure": "Service Worker setzen HTTPS oder localhost voraus."',
    ],
  ])(
    'changes with a German string of %s, and every page carries the new one',
    async (_, from, to) => {
      const previousHash = latest.buildHash;
      const { after } = await buildAfter('locales/de/translation.json', from, to);
      expect(after.buildHash).not.toBe(previousHash);
      expect(buildHashesIn(after)).toEqual(new Set([after.buildHash]));
    },
    120_000,
  );

  it('changes with a token, and every page carries the new one', async () => {
    await edit('tokens/color.json', '"$value": "#136f4f"', '"$value": "#136f50"');
    const after = await build({ root: project.root, sink: 'memory' });
    expect(after.buildHash).not.toBe(before.buildHash);
    expect(after.stylesheet).toBe(`/_assets/site.${after.buildHash}.css`);
    expect(buildHashesIn(after)).toEqual(new Set([after.buildHash]));
    expect(textFile(after.files, after.stylesheet.slice(1))).toContain('#136f50');
  }, 120_000);
});
