import { readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../generator/assets/hash.ts';
import { build } from '../../generator/build.ts';
import { decodeModuleRecord, encodeModuleRecord } from '../../generator/content/module-record.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { PRECACHED_FILES } from '../../generator/assets/service-worker.ts';
import { isVariant } from '../../generator/write/precompress.ts';
import { OFFLINE_PAGE } from '../../shared/contracts/offline-page.ts';
import { copyProject, editFile } from '../support/project-copy.ts';
import { entriesNamedOnceGone } from '../support/folder-entries.ts';
import { filesOf } from '../support/site-files.ts';

/**
 * The persistent build cache (issue 22 item 1): after an edit, a build with
 * the cache renders only the batches of pages the edit reaches and takes the
 * rest from the cache, and its output is byte for byte a cold build's, every
 * .br/.gz included. A cache that cannot be used is said so in one line, and
 * the build renders every page.
 */
let project: Awaited<ReturnType<typeof copyProject>>;

const outDir = (name: string) => path.join(project.root, name);
// The copy's node_modules is a link to the project's: its cache goes elsewhere.
const cacheDir = () => path.join(project.root, 'build-cache');

/** The steps the last cachedBuild ran (ms each): a step reused from the cache is not among them. */
let ran: Record<string, number> = {};

/**
 * A build with the cache into dist/, by default with `.br`/`.gz` (`build --precompress`: every
 * page's variants are compared too; `precompress: false`, the CLI's default): what it logged.
 */
async function cachedBuild(
  cache: 'use' | 'fresh' = 'use',
  { precompress = true } = {},
): Promise<string[]> {
  const lines: string[] = [];
  ({ timings: ran } = await build({
    root: project.root,
    sink: 'disk',
    outDir: outDir('dist'),
    cache,
    cacheDir: cacheDir(),
    precompress,
    log: (line) => lines.push(line),
  }));
  return lines;
}

/** The checks over every page, which a build with the cache runs only when a page's head or links changed. */
const SITE_CHECKS = ['links', 'locale contract'];

/** The steps whose outputs a build with the cache keeps for the next (generator/graph/step-store.ts). */
const KEPT_STEPS = ['renderer', 'runtime', 'service worker', 'routes', 'sitemap', 'share images'];

/** dist/ (the cached build) against a build of the same sources without any cache. */
async function expectSameAsColdBuild({ precompress = true } = {}): Promise<void> {
  await rm(outDir('cold'), { recursive: true, force: true });
  await build({ root: project.root, sink: 'disk', outDir: outDir('cold'), precompress });
  const [cold, cached] = await Promise.all([filesOf(outDir('cold')), filesOf(outDir('dist'))]);
  expect([...cached.keys()]).toEqual([...cold.keys()]);
  const differing = [...cold].filter(([name, bytes]) => !cached.get(name)!.equals(bytes));
  expect(differing.map(([name]) => name)).toEqual([]);
  // The real site: about 890 files, and some 1,700 .br/.gz beside them.
  expect(cold.size).toBeGreaterThan(precompress ? 2000 : 800);
}

const rendered = (lines: string[]) => {
  const text = lines.join('\n');
  const match = /✓ rendered (\d+) of (\d+) routes/.exec(text);
  if (!match) throw new Error(`No render line in:\n${text}`);
  // "3 of 9 batches whole, 2 in part": batches rendered whole, and those of which only some pages rendered.
  const batches = /(\d+) of (\d+) batches whole, (\d+) in part/.exec(text);
  // Batches taken from the cache as their summaries vouched, before their records were decoded.
  const vouched = /(\d+) batches as their summaries vouched/.exec(text);
  return {
    rendered: Number(match[1]),
    routes: Number(match[2]),
    whole: Number(batches?.[1] ?? 0),
    batches: Number(batches?.[2] ?? 0),
    inPart: Number(batches?.[3] ?? 0),
    vouched: Number(vouched?.[1] ?? 0),
  };
};

const edit = (file: string, from: string, to: string) => editFile(project.root, file, from, to);

/** The inode of every page of dist/, by file: a page written again is a new file. */
async function pageInodes(): Promise<Map<string, number>> {
  const pages = await fg('**/*.html', { cwd: outDir('dist') });
  return new Map(
    await Promise.all(
      pages.map(async (page) => [page, (await stat(path.join(outDir('dist'), page))).ino] as const),
    ),
  );
}

/** The pages of dist/ that are new files since `before` (pageInodes). */
async function pagesReplacedSince(before: Map<string, number>): Promise<string[]> {
  const now = await pageInodes();
  return [...before].filter(([page, inode]) => now.get(page) !== inode).map(([page]) => page);
}

beforeAll(async () => {
  project = await copyProject();
  const lines = await cachedBuild();
  expect(lines[0]).toBe(
    `cache: none yet in ${path.relative(process.cwd(), cacheDir())} → every page renders`,
  );
}, 120_000);

afterAll(() => project?.remove());

describe('a build with the cache', () => {
  it('renders nothing when nothing changed, and writes the same site', async () => {
    const before = await filesOf(outDir('dist'));
    const lines = await cachedBuild();
    expect(rendered(lines).rendered).toBe(0);
    // Each batch's summary vouched for it: no record was decoded before the render.
    expect(rendered(lines).vouched).toBe(rendered(lines).batches);
    // A build in a new graph takes esbuild's bundles and the sitemap from the cache too.
    for (const step of KEPT_STEPS) expect(ran).not.toHaveProperty(step);
    const after = await filesOf(outDir('dist'));
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...before].filter(([name, bytes]) => !after.get(name)!.equals(bytes))).toEqual([]);
  }, 120_000);

  it('keeps the sitemaps as files of their own, and makes them again when those are gone: same bytes as a cold build', async () => {
    const kept = path.join(cacheDir(), 'sitemaps');
    expect((await readdir(kept)).length).toBeGreaterThan(0);
    await rm(kept, { recursive: true, force: true });
    await cachedBuild();
    expect(ran).toHaveProperty('sitemap');
    expect((await readdir(kept)).length).toBeGreaterThan(0);
    await cachedBuild();
    expect(ran).not.toHaveProperty('sitemap');
    await expectSameAsColdBuild();
  }, 180_000);

  it('after a content edit renders only the batches of the pages that show the field: same bytes as a cold build', async () => {
    await edit(
      'content/blog/posts/estimating-fixed-scope-mvps.ts',
      "en: 'How we estimate fixed-scope MVPs without lying to ourselves',",
      "en: 'How we estimate fixed-scope MVPs honestly',",
    );
    const { rendered: count, whole, inPart, batches, vouched } = rendered(await cachedBuild());
    // Only the pages that show the title render (its post, the blog index, the posts that link
    // to it, in three locales), each apart from its batch, whose cached sheet stays.
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(30);
    expect(whole).toBe(0);
    expect(inPart).toBeGreaterThan(0);
    // Every other batch was taken as its summary vouched, its record decoded while pages rendered.
    expect(vouched).toBe(batches - inPart);
    const page = await readFile(
      path.join(outDir('dist'), 'blog/estimating-fixed-scope-mvps/index.html'),
      'utf8',
    );
    expect(page).toContain('MVPs honestly');
    // A title is in no head's hreflang links and no link: the checks that passed last time hold.
    for (const check of SITE_CHECKS) expect(ran).not.toHaveProperty(check);
    // Nor is it a field the route table reads: the last build's table is taken.
    expect(ran).not.toHaveProperty('routes');
    await expectSameAsColdBuild();
  }, 180_000);

  // The list of cities is gathered once for the list pages of a batch and kept for those of the
  // other locales (components/sections/LocationListSection.tsx), which render right after the
  // first in the same batch: each must count the reads that gathering it made.
  it('after an edit of a field every list of service areas shows, renders that list in every locale: same bytes as a cold build', async () => {
    await edit(
      'content/locations/cities.ts',
      "timeZone: 'America/Phoenix',\n    leadingIndustries: [\n      { en: 'Semiconductors', de: 'Halbleiter', ar: 'أشباه الموصلات' },",
      "timeZone: 'America/Phoenix',\n    leadingIndustries: [\n      { en: 'Chip making', de: 'Chipfertigung', ar: 'صناعة الرقائق' },",
    );
    const before = await pageInodes();
    await cachedBuild();
    const replaced = await pagesReplacedSince(before);
    for (const prefix of ['', 'de/', 'ar/']) {
      const list = `${prefix}service-areas/cities/index.html`;
      expect(replaced).toContain(list);
      expect(replaced).toContain(`${prefix}services/custom-software-company-phoenix/index.html`);
    }
    expect(replaced).not.toContain('service-areas/states/index.html');
    const germanList = await readFile(
      path.join(outDir('dist'), 'de/service-areas/cities/index.html'),
      'utf8',
    );
    expect(germanList).toContain('Chipfertigung');
    await expectSameAsColdBuild();
  }, 180_000);

  it('makes the route table again after an edit of a field it reads (a slug): same bytes as a cold build', async () => {
    const post = 'content/blog/posts/usability-tests-five-users-a-week.ts';
    await edit(post, "slug: 'usability-tests-five-users-a-week'", "slug: 'usability-tests-weekly'");
    await cachedBuild();
    expect(ran).toHaveProperty('routes');
    for (const prefix of ['', 'de/', 'ar/']) {
      await expect(
        stat(path.join(outDir('dist'), `${prefix}blog/usability-tests-weekly/index.html`)),
      ).resolves.toBeTruthy();
      await expect(
        stat(path.join(outDir('dist'), `${prefix}blog/usability-tests-five-users-a-week`)),
      ).rejects.toThrow(/ENOENT/);
    }
    await expectSameAsColdBuild();
    await edit(post, "slug: 'usability-tests-weekly'", "slug: 'usability-tests-five-users-a-week'");
  }, 300_000);

  it('runs the site-wide checks again when an edit changes a link, and fails on the link it breaks', async () => {
    const file = 'content/services/engagement-models.ts';
    const linked = 'two-week [Fuse](/fuse) sprint';
    await edit(file, linked, 'two-week [Fuse](/fuse-sprint) sprint');
    const before = await filesOf(outDir('dist'));
    const error = (await cachedBuild().catch((thrown: unknown) => thrown)) as BuildError;
    expect(error).toBeInstanceOf(BuildError);
    expect(error.message).toMatch(/^Link check/);
    expect(error.problems.map((problem) => problem.message).join('\n')).toContain('/fuse-sprint');
    const after = await filesOf(outDir('dist'));
    expect([...after.keys()]).toEqual([...before.keys()]);

    // A working link to a fragment of another page, which the check looks up: it runs, and passes.
    await edit(file, '[Fuse](/fuse-sprint)', '[Fuse](/fuse#main)');
    await cachedBuild();
    for (const check of SITE_CHECKS) expect(ran).toHaveProperty(check);
    await edit(file, '[Fuse](/fuse#main)', '[Fuse](/fuse)');
    await cachedBuild();
    await expectSameAsColdBuild();
  }, 240_000);

  // A page's key has the sections of its locale's strings it read. The language switcher is in
  // every German page's header, and batches hold every locale of a page
  // (generator/render/render-order.ts): this edit renders the batches again.
  it('after a locale key edit: same bytes as a cold build', async () => {
    await edit('locales/de/translation.json', '"label": "Sprache"', '"label": "Sprachauswahl"');
    expect(rendered(await cachedBuild()).rendered).toBeGreaterThan(0);
    await expectSameAsColdBuild();
  }, 180_000);

  it('after an edit of a string only some pages read, renders only those pages of its locale: same bytes as a cold build', async () => {
    await edit(
      'locales/de/translation.json',
      '"aboutAuthor": "Über den Autor"',
      '"aboutAuthor": "Über die Autorin oder den Autor"',
    );
    const before = await pageInodes();
    const { rendered: count, routes, whole } = rendered(await cachedBuild());
    // The German blog posts (the blog section of the strings): fewer than a locale's pages.
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(routes / 3 / 2);
    expect(whole).toBe(0);
    // No page shows the section outside <main>: the build hash stays, and only the pages that read
    // it (the German posts, the blog index and the home page that lists them) are new files.
    const replaced = await pagesReplacedSince(before);
    expect(replaced).toHaveLength(count);
    expect(replaced).toContain('de/blog/estimating-fixed-scope-mvps/index.html');
    expect(replaced.filter((page) => !page.startsWith('de/'))).toEqual([]);
    const [post] = await fg('de/blog/*/index.html', { cwd: outDir('dist') });
    expect(await readFile(path.join(outDir('dist'), post!), 'utf8')).toContain(
      'Über die Autorin oder den Autor',
    );
    await expectSameAsColdBuild();
  }, 180_000);

  // The runtime config's texts are read once per locale and kept for every page
  // (components/layout/RuntimeConfig.tsx): each page that takes it counts them as read.
  it('after an edit of a string of the runtime config every page carries, renders every page of its locale: same bytes as a cold build', async () => {
    await edit(
      'locales/de/translation.json',
      '"serviceWorkerInsecure": "Service Worker benötigen HTTPS oder localhost."',
      '"serviceWorkerInsecure": "Service Worker brauchen HTTPS oder localhost."',
    );
    const { rendered: count, routes } = rendered(await cachedBuild());
    expect(count).toBeGreaterThanOrEqual(routes / 3);
    await expectSameAsColdBuild();
  }, 180_000);

  /** The case study pages: what a CaseStudyPage edit reaches. */
  let caseStudyPages = 0;

  it('after a component edit renders only the pages whose template reaches it: same bytes as a cold build', async () => {
    await edit('components/pages/CaseStudyPage.tsx', '<article>', '<article data-edited="">');
    const before = await pageInodes();
    const { rendered: count, routes, whole, inPart } = rendered(await cachedBuild());
    expect(ran).toHaveProperty('renderer');
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(routes / 2);
    // The component is inside <main>: the build hash stays, and every other page keeps its file.
    const replaced = await pagesReplacedSince(before);
    expect(replaced).toHaveLength(count);
    expect(replaced.every((page) => /^((de|ar)\/)?work\//.test(page))).toBe(true);
    // An attribute changes no style: each page renders apart and its batch keeps its sheet.
    expect(whole).toBe(0);
    expect(inPart).toBeGreaterThan(0);
    caseStudyPages = count;
    const [workPage] = await fg('work/*/index.html', { cwd: outDir('dist') });
    expect(await readFile(path.join(outDir('dist'), workPage!), 'utf8')).toContain(
      '<article data-edited="">',
    );
    await expectSameAsColdBuild();
  }, 180_000);

  // A page rendered apart that now adds another style to its batch's sheet (here an inline css
  // prop, a class of its own) changes that sheet: the whole batch renders, as a cold build's would.
  it('after an edit that changes the styles of pages rendered apart, renders their batches whole: same bytes as a cold build', async () => {
    await edit(
      'components/pages/CaseStudyPage.tsx',
      '<SectionBlock tone="subtle" aria-labelledby="more-work-title">',
      '<SectionBlock tone="subtle" css={{ scrollMarginTop: \'$5\' }} aria-labelledby="more-work-title">',
    );
    const { rendered: count, routes, whole, inPart } = rendered(await cachedBuild());
    // The same pages as the edit before, which rendered apart: now their batches render whole.
    expect(caseStudyPages).toBeGreaterThan(0);
    expect(whole).toBeGreaterThan(0);
    expect(inPart).toBe(0);
    expect(count).toBeGreaterThan(caseStudyPages);
    expect(count).toBeLessThan(routes);
    await expectSameAsColdBuild();
  }, 180_000);

  // A breakpoint is in every media query Stitches writes and in no class name: a batch whose pages
  // render apart (the last, smaller one) sees its rules read otherwise and renders whole.
  it('after a breakpoint token edit: same bytes as a cold build', async () => {
    await edit(
      'tokens/breakpoints.json',
      '"min": { "$value": "1024px" }',
      '"min": { "$value": "1100px" }',
    );
    const { rendered: count, routes, inPart } = rendered(await cachedBuild());
    expect(count).toBe(routes);
    expect(inPart).toBe(0);
    await expectSameAsColdBuild();
  }, 180_000);

  it("renders every batch when the bundle's modules write other CSS as they load, which every batch's sheet carries", async () => {
    const manifestFile = path.join(cacheDir(), 'manifest.json');
    const post = 'content/blog/posts/flutter-vs-react-native-2026.ts';
    type Manifest = { rendererHash: string; moduleCss: string };
    const manifest = async () => JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    const kept = await manifest();
    expect(kept.moduleCss).toMatch(/@keyframes fh-k-/);
    // Another bundle whose modules wrote the same CSS: only the edit's pages render.
    await writeFile(manifestFile, JSON.stringify({ ...kept, rendererHash: 'another bundle' }));
    await edit(
      post,
      "en: 'Choosing between Flutter and React Native in 2026',",
      "en: 'Flutter or React Native in 2026',",
    );
    const same = rendered(await cachedBuild());
    expect(same.rendered).toBeGreaterThan(0);
    expect(same.rendered).toBeLessThan(30);
    // Another bundle whose modules wrote other CSS (a keyframes edit): no cached sheet holds.
    const next = await manifest();
    await writeFile(
      manifestFile,
      JSON.stringify({
        ...next,
        rendererHash: 'another bundle',
        moduleCss: next.moduleCss.replace('opacity:0', 'opacity:0.5'),
      }),
    );
    await edit(
      post,
      "en: 'Flutter or React Native in 2026',",
      "en: 'Flutter or React Native, 2026',",
    );
    const other = rendered(await cachedBuild());
    expect(other.rendered).toBe(other.routes);
    expect((await manifest()).moduleCss).toBe(kept.moduleCss);
    await expectSameAsColdBuild();
  }, 180_000);

  it('after a token edit renders no page (the stylesheet and the stamp change): same bytes as a cold build', async () => {
    await edit('tokens/space.json', '"5": { "$value": "24px" }', '"5": { "$value": "25px" }');
    expect(rendered(await cachedBuild()).rendered).toBe(0);
    // Of the tokens, the share cards read only the brand colours: they come from the cache.
    expect(ran).not.toHaveProperty('share images');
    await expectSameAsColdBuild();
  }, 180_000);

  it('after a brand colour edit (favicon and share cards too): same bytes as a cold build', async () => {
    await edit('tokens/color.json', '"$value": "#136f4f"', '"$value": "#136f50"');
    expect(rendered(await cachedBuild()).rendered).toBeGreaterThan(0);
    expect(ran).toHaveProperty('share images');
    await expectSameAsColdBuild();
  }, 180_000);
});

describe('a build that updates dist/ in place', () => {
  const inode = async (file: string) => (await stat(path.join(outDir('dist'), file))).ino;
  const post = 'content/blog/posts/usability-tests-five-users-a-week.ts';
  const added = 'content/blog/posts/usability-tests-in-place.ts';

  it('moves only the changed files into dist/: the pages it did not render keep their files', async () => {
    const edited = 'blog/design-tokens-that-survive-a-rebrand/index.html';
    const before = await pageInodes();
    const pages = [...before.keys()];
    const changedAt = new Map(
      await Promise.all(
        pages.map(
          async (page) => [page, (await stat(path.join(outDir('dist'), page))).ctimeMs] as const,
        ),
      ),
    );
    const folder = await inode('.');
    // Files but pages (fonts, media, the runtime, the sitemap): the cache says what dist/ holds of
    // them, so those the edit does not change are neither compared with dist/'s nor linked anywhere
    // (a link changes a file's ctime). The service worker's precached files are linked for its list.
    const otherFiles = await fg(['**/*', '!**/*.html', '!page-data/**', '!**/*.{br,gz}'], {
      cwd: outDir('dist'),
      ignore: [...PRECACHED_FILES, 'sw.js'],
    });
    const fileState = async (file: string) => {
      const absolute = path.join(outDir('dist'), file);
      const info = await stat(absolute);
      return { file, bytes: await readFile(absolute), stat: `${info.ino} ${info.ctimeMs}` };
    };
    const othersBefore = await Promise.all(otherFiles.map(fileState));
    const records = async () => new Set(await readdir(path.join(cacheDir(), 'batches')));
    const recordsBefore = await records();
    await edit(
      'content/blog/posts/design-tokens-that-survive-a-rebrand.ts',
      "en: 'Design tokens that survive a rebrand',",
      "en: 'Design tokens that outlive a rebrand',",
    );
    const lines = await cachedBuild();
    const { rendered: count, whole, inPart } = rendered(lines);
    expect(await inode('.')).toBe(folder);
    const replaced = await pagesReplacedSince(before);
    // Every page rendered is a new file; every other one is the file it was.
    expect(replaced).toContain(edited);
    expect(replaced).toHaveLength(count);
    expect(pages.length - replaced.length).toBeGreaterThan(100);
    // The cache holds each page as dist/ has it (hard links of one file). Only the pages rendered
    // now were linked again: the others, the rest of their batches too, were not touched (a link
    // made or removed changes a file's ctime).
    const cached = (page: string) => stat(path.join(cacheDir(), 'pages', page));
    for (const page of pages) expect((await cached(page)).ino).toBe(await inode(page));
    const touched = [];
    for (const [page, was] of changedAt)
      // The offline page is linked once more for the service worker's precache list.
      if (page !== OFFLINE_PAGE.slice(1) && (await cached(page)).ctimeMs !== was)
        touched.push(page);
    expect(touched.sort()).toEqual(replaced.sort());
    const othersAfter = await Promise.all(otherFiles.map(fileState));
    const unchanged = othersBefore.filter(({ bytes }, index) =>
      bytes.equals(othersAfter[index]!.bytes),
    );
    expect(unchanged.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'robots.txt',
        'sitemap.xml',
        expect.stringMatching(/^_assets\/media\//),
        expect.stringMatching(/^_assets\/fonts\//),
        expect.stringMatching(/^_assets\/js\/chunks\//),
      ]),
    );
    for (const before of unchanged)
      expect(othersAfter.find(({ file }) => file === before.file)!.stat, before.file).toBe(
        before.stat,
      );
    // The cache writes the records of the batches it rendered pages of and keeps the rest.
    const recordsAfter = await records();
    const written = [...recordsAfter].filter((name) => !recordsBefore.has(name));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(whole + inPart);
    expect(recordsAfter.size - written.length).toBeGreaterThan(0);
    expect(await readFile(path.join(outDir('dist'), edited), 'utf8')).toContain(
      'Design tokens that outlive a rebrand',
    );
    await expectSameAsColdBuild();
    // Neither the staging folder nor the replaced files are left beside dist/.
    expect(await entriesNamedOnceGone(project.root, 'dist.')).toEqual([]);
  }, 300_000);

  it('adds the pages of a new entry, and leaves none of an entry that is gone', async () => {
    const source = await readFile(path.join(project.root, post), 'utf8');
    await writeFile(
      path.join(project.root, added),
      source
        .replace("slug: 'usability-tests-five-users-a-week'", "slug: 'usability-tests-in-place'")
        .replace(
          "en: 'Running usability tests with five users a week'",
          "en: 'Usability tests, updated in place'",
        )
        .replace(
          "de: 'Usability-Tests mit fünf Nutzern pro Woche'",
          "de: 'Usability-Tests, vor Ort aktualisiert'",
        )
        .replace(
          "ar: 'اختبارات قابلية الاستخدام مع خمسة مستخدمين كل أسبوع'",
          "ar: 'اختبارات قابلية الاستخدام، محدَّثة في مكانها'",
        ),
    );
    // A new route renders every page: the staging folder holds the whole site and is swapped in.
    await cachedBuild();
    expect(
      await readFile(path.join(outDir('dist'), 'blog/usability-tests-in-place/index.html'), 'utf8'),
    ).toContain('Usability tests, updated in place');
    await expectSameAsColdBuild();

    await unlink(path.join(project.root, added));
    await cachedBuild();
    for (const gone of ['blog/usability-tests-in-place', 'ar/blog/usability-tests-in-place'])
      await expect(stat(path.join(outDir('dist'), gone))).rejects.toThrow(/ENOENT/);
    await expectSameAsColdBuild();
  }, 300_000);

  it('builds a new folder when dist/ is not the one the cache was kept from', async () => {
    await rm(outDir('dist'), { recursive: true, force: true });
    await build({ root: project.root, sink: 'disk', outDir: outDir('dist') });
    const folder = await inode('.');
    const lines = await cachedBuild();
    expect(rendered(lines).rendered).toBe(0);
    expect(await inode('.')).not.toBe(folder);
    await expectSameAsColdBuild();
  }, 300_000);
});

describe('a build that writes no .br/.gz (build without --precompress)', () => {
  const cacheLines = (lines: string[]) => lines.filter((line) => line.startsWith('cache: '));

  it('writes none and keeps its cache so; a build of the other kind renders every page: same bytes as a cold build of its kind', async () => {
    const without = await cachedBuild('use', { precompress: false });
    expect(cacheLines(without)).toEqual([
      'cache: kept with .br/.gz (build --precompress); this build writes none → every page renders',
    ]);
    expect(rendered(without).rendered).toBe(rendered(without).routes);
    const files = await filesOf(outDir('dist'));
    expect([...files.keys()].filter(isVariant)).toEqual([]);
    await expectSameAsColdBuild({ precompress: false });

    // The cache is of its kind now: the next such build takes every page from it.
    const again = await cachedBuild('use', { precompress: false });
    expect(cacheLines(again)).toEqual([]);
    expect(rendered(again).rendered).toBe(0);
    expect([...(await filesOf(outDir('dist'))).keys()].filter(isVariant)).toEqual([]);

    const back = await cachedBuild();
    expect(cacheLines(back)).toEqual([
      'cache: kept without .br/.gz; this build writes them (--precompress) → every page renders',
    ]);
    const withVariants = await filesOf(outDir('dist'));
    // Every page has both again (each is larger than the 1 KB below which none is written).
    for (const page of [...withVariants.keys()].filter((file) => file.endsWith('.html')))
      expect([withVariants.has(`${page}.br`), withVariants.has(`${page}.gz`)]).toEqual([
        true,
        true,
      ]);
    await expectSameAsColdBuild();
  }, 300_000);
});

describe('a cache that cannot be used', () => {
  it('renders every page after --no-cache, a corrupt or foreign manifest, a damaged record or a missing page, saying why in one line', async () => {
    const manifestFile = path.join(cacheDir(), 'manifest.json');
    const expectColdBuild = (lines: string[], reason: RegExp) => {
      const said = lines.filter((line) => line.startsWith('cache: '));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(reason);
      const { rendered: count, routes } = rendered(lines);
      expect(count).toBe(routes);
    };

    expectColdBuild(
      await cachedBuild('fresh'),
      /^cache: not used \(--no-cache\) → every page renders$/,
    );
    for (const step of KEPT_STEPS) expect(ran).toHaveProperty(step);

    await writeFile(manifestFile, '{"format": 1, "batches": [');
    expectColdBuild(await cachedBuild(), /^cache: corrupt: manifest\.json is not JSON/);

    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { generator: string };
    await writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, generator: 'fernhill-site@0.0.1' }),
    );
    expectColdBuild(
      await cachedBuild(),
      /^cache: written by fernhill-site@0\.0\.1 → every page renders$/,
    );
    // The same generator, the cache of an earlier format (a release that changed what it keeps).
    const kept = JSON.parse(await readFile(manifestFile, 'utf8')) as { format: number };
    await writeFile(manifestFile, JSON.stringify({ ...kept, format: kept.format - 1 }));
    expectColdBuild(
      await cachedBuild(),
      new RegExp(
        `^cache: kept in another format \\(${kept.format - 1}; this build keeps ${kept.format}\\) → every page renders$`,
      ),
    );

    const [record] = await readdir(path.join(cacheDir(), 'batches'));
    await writeFile(path.join(cacheDir(), 'batches', record!), 'not a batch record');
    expectColdBuild(
      await cachedBuild(),
      /^cache: corrupt: a batch record is missing or unreadable .* → every page renders$/,
    );
    const [again] = await readdir(path.join(cacheDir(), 'batches'));
    await unlink(path.join(cacheDir(), 'batches', again!));
    expectColdBuild(
      await cachedBuild(),
      /^cache: corrupt: a batch record is missing or unreadable .* → every page renders$/,
    );

    // The content fields' hashes the keys were made with, each collection's in a record of its
    // own: a damaged one is found when a key looks a field of it up.
    for (const record of await readdir(path.join(cacheDir(), 'fields')))
      await writeFile(path.join(cacheDir(), 'fields', record), '[{"prefix": "site/');
    expectColdBuild(
      await cachedBuild(),
      /^cache: the content fields record \w+-\w+\.json is missing or unreadable .* → every page renders$/,
    );

    // A content module's record whose entries are damaged: found when the build decodes them.
    await cachedBuild();
    const siteRecord = path.join(
      cacheDir(),
      'content',
      `${contentHash(path.join(project.root, 'content/site.ts'), 16)}.v8`,
    );
    const { head } = decodeModuleRecord(await readFile(siteRecord));
    await writeFile(
      siteRecord,
      Buffer.concat([Buffer.from('damaged'), encodeModuleRecord(head, [])]),
    );
    expectColdBuild(
      await cachedBuild(),
      /^cache: the record of content\/site\.ts is unreadable .* → every page renders$/,
    );

    // A page the manifest names is gone: found when it is placed, after the render. Pages are
    // placed when there is no dist/ to update in place (a CI runner restores the cache alone).
    const [cachedPage] = await fg('services/**/index.html', {
      cwd: path.join(cacheDir(), 'pages'),
    });
    await unlink(path.join(cacheDir(), 'pages', cachedPage!));
    await rm(outDir('dist'), { recursive: true, force: true });
    const lines = await cachedBuild();
    expect(lines.filter((line) => line.startsWith('cache: '))).toEqual([
      expect.stringMatching(/^cache: .*is missing.* → every page renders$/),
    ]);
    await expectSameAsColdBuild();
  }, 300_000);

  it('is left alone while another build holds it, and taken over from a build that is gone', async () => {
    const lock = path.join(cacheDir(), 'lock');
    await writeFile(lock, String(process.ppid));
    const busy = await cachedBuild();
    expect(busy.filter((line) => line.startsWith('cache: '))).toEqual([
      `cache: in use by another build (pid ${process.ppid}): this one keeps none`,
    ]);
    expect(await readFile(lock, 'utf8')).toBe(String(process.ppid));
    await expectSameAsColdBuild();

    // No process has this pid (above Linux's pid_max): its lock is stale.
    await writeFile(lock, String(2 ** 22 + 1));
    const lines = await cachedBuild();
    expect(lines.filter((line) => line.startsWith('cache: '))).toEqual([]);
    expect(rendered(lines).rendered).toBe(0);
    await expect(readFile(lock)).rejects.toThrow(/ENOENT/);
  }, 180_000);
});
