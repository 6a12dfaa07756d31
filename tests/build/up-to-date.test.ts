import { execFile } from 'node:child_process';
import { cp, link, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as InputSnapshot from '../../generator/graph/input-snapshot.ts';
import type * as Profile from '../../generator/graph/profile.ts';
import { copyProject, PROJECT_ROOT } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';

/**
 * `fernhill build` after no change to any source (issue 22 item 1: ≤ 1 s with
 * no change): the last cached build's input snapshot says so, and dist/ is
 * left as that build committed it. Any source that moved, the settings, the
 * generator's own code, the git commit or another dist/ make it build.
 */
let project: Awaited<ReturnType<typeof copyProject>>;
const dist = () => path.join(project.root, 'dist');
// The copy's node_modules is the project's: its cache goes elsewhere, so other tests' builds do not share it.
const cacheDir = () => path.join(project.root, 'build-cache');
const build = (...extra: string[]) =>
  runCli(['build', '--cache-dir', cacheDir(), ...extra], project.root);

/**
 * What the copy's own generator says (the snapshot covers the code of the generator that builds),
 * for a build with `options` (`precompress: true`: `build --precompress`).
 */
async function check(options: { precompress?: boolean } = {}): Promise<InputSnapshot.UpToDate> {
  const generator = path.join(project.root, 'generator', 'graph');
  const { checkUpToDate, takeInputSnapshot } = (await import(
    path.join(generator, 'input-snapshot.ts')
  )) as typeof InputSnapshot;
  const { profileOf } = (await import(path.join(generator, 'profile.ts'))) as typeof Profile;
  return checkUpToDate({
    root: project.root,
    outDir: dist(),
    cacheDir: cacheDir(),
    inputs: await takeInputSnapshot(project.root, profileOf(options, true)),
  });
}

const UP_TO_DATE =
  /✓ up to date in \d+\.\d\d s: no source changed since the build at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \((\d+) routes\), dist left as it is \(build --no-cache writes it again\)/;

/**
 * Changes `file` for `during` as an editor saves (a new file renamed over
 * it), then puts the original back: the same file, modification time and all.
 */
async function whileChanged(
  file: string,
  change: (text: string) => string,
  during: () => Promise<void>,
): Promise<void> {
  const absolute = path.join(project.root, file);
  // Beside the sources, not among them.
  const original = path.join(project.root, 'original');
  await link(absolute, original);
  await writeFile(`${original}.new`, change(await readFile(absolute, 'utf8')));
  await rename(`${original}.new`, absolute);
  try {
    await during();
  } finally {
    await rename(original, absolute);
  }
}

beforeAll(async () => {
  project = await copyProject();
  // The lock the project's content was published with: a build that writes a new one (a source it
  // reads) is not up to date until the next build has read it.
  await cp(
    path.join(PROJECT_ROOT, 'translations.lock.json'),
    path.join(project.root, 'translations.lock.json'),
  );
  const first = await build();
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/✓ rendered (\d+) of \1 routes/);
}, 120_000);

afterAll(() => project?.remove());

describe('a build after no change', () => {
  it('leaves dist/ as the last build wrote it, and says so', async () => {
    const before = await Promise.all([stat(dist()), stat(path.join(dist(), 'index.html'))]);
    const run = await build();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(UP_TO_DATE);
    expect(Number(UP_TO_DATE.exec(run.stdout)![1])).toBeGreaterThan(300);
    expect(run.stdout).not.toMatch(/rendered|Translation coverage/);
    const after = await Promise.all([stat(dist()), stat(path.join(dist(), 'index.html'))]);
    expect(after.map((info) => [info.ino, info.mtimeMs])).toEqual(
      before.map((info) => [info.ino, info.mtimeMs]),
    );
  }, 60_000);

  it('is not up to date when a source changed: content, a token, a locale, the generator, a file added', async () => {
    expect(await check()).toMatchObject({ upToDate: true });
    const cases: Array<[string, (text: string) => string]> = [
      ['content/blog/posts/estimating-fixed-scope-mvps.ts', (text) => text.replace('MVPs', 'MVP')],
      ['tokens/space.json', (text) => text.replace('"24px"', '"25px"')],
      ['locales/de/translation.json', (text) => text.replace('"Sprache"', '"Sprachauswahl"')],
      ['components/pages/CaseStudyPage.tsx', (text) => `${text}\n`],
      // What runs the build, not only what it renders: a change to the sitemap's code builds again.
      ['generator/seo/sitemap.ts', (text) => `${text}\n`],
      ['package.json', (text) => `${text}\n`],
    ];
    for (const [file, change] of cases)
      await whileChanged(file, change, async () => {
        expect(await check()).toEqual({
          upToDate: false,
          reason: `${file} changed`,
          changed: [path.join(project.root, file)],
        });
      });
    const added = path.join(project.root, 'content', 'notes.txt');
    await writeFile(added, 'a file the content folder did not have');
    expect(await check()).toEqual({
      upToDate: false,
      reason: 'content/notes.txt changed',
      changed: [added],
    });
    // Every file that moved is listed, the removed after the others.
    const edited = path.join(project.root, 'locales', 'de', 'translation.json');
    const gone = path.join(project.root, 'content', 'media', 'work', 'jombine-hero.svg');
    const away = path.join(project.root, 'jombine-hero.svg');
    await whileChanged(
      'locales/de/translation.json',
      (text) => `${text}\n`,
      async () => {
        await rename(gone, away);
        try {
          const stale = await check();
          expect(stale.upToDate).toBe(false);
          const changed = stale.upToDate ? [] : [...(stale.changed ?? [])];
          expect([...changed].sort()).toEqual([added, edited, gone].sort());
          expect(changed.at(-1)).toBe(gone);
        } finally {
          await rename(away, gone);
        }
      },
    );
    await rm(added);
    // Put back exactly, every source is as the last build saw it.
    expect(await check()).toMatchObject({ upToDate: true });
  });

  it('is not up to date with other settings, after a commit, or with another dist/', async () => {
    process.env.SITE_CTA_EXPERIMENT = '1';
    try {
      expect(await check()).toEqual({
        upToDate: false,
        reason: 'the generator, its settings or the year changed',
      });
    } finally {
      delete process.env.SITE_CTA_EXPERIMENT;
    }
    // dist/ has no .br/.gz: a build that writes them is not the same build.
    expect(await check({ precompress: true })).toEqual({
      upToDate: false,
      reason: 'the generator, its settings or the year changed',
    });

    // The sitemap dates pages by their last commit.
    const git = (...args: string[]) =>
      promisify(execFile)(
        'git',
        ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args],
        { cwd: project.root },
      );
    await git('init', '-q');
    await git('add', 'content');
    await git('commit', '-q', '-m', 'content');
    expect(await check()).toEqual({ upToDate: false, reason: 'another git commit' });
    await rm(path.join(project.root, '.git'), { recursive: true, force: true });
    expect(await check()).toMatchObject({ upToDate: true });

    // A copy put back in its place may hold anything: only the folder the build committed counts.
    await cp(dist(), `${dist()}.copy`, { recursive: true });
    await rename(dist(), `${dist()}.moved`);
    await rename(`${dist()}.copy`, dist());
    expect(await check()).toEqual({
      upToDate: false,
      reason: `${dist()} is not the folder the last build wrote`,
    });
    await rm(dist(), { recursive: true });
    await rename(`${dist()}.moved`, dist());
    expect(await check()).toMatchObject({ upToDate: true });
  });

  it('builds after an edit, and is up to date after that build', async () => {
    const file = path.join(project.root, 'content/blog/posts/estimating-fixed-scope-mvps.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(
        "en: 'How we estimate fixed-scope MVPs without lying to ourselves',",
        "en: 'How we estimate fixed-scope MVPs honestly',",
      ),
    );
    const edited = await build();
    expect(edited.code, edited.stderr).toBe(0);
    expect(edited.stdout).toMatch(/✓ rendered [1-9]\d* of \d+ routes/);
    expect(
      await readFile(path.join(dist(), 'blog/estimating-fixed-scope-mvps/index.html'), 'utf8'),
    ).toContain('MVPs honestly');
    expect((await build()).stdout).toMatch(UP_TO_DATE);
  }, 120_000);

  it('builds with --precompress after a build that wrote no .br/.gz, and is up to date after that build', async () => {
    const compressed = await build('--precompress');
    expect(compressed.code, compressed.stderr).toBe(0);
    expect(compressed.stdout).toContain(
      'cache: kept without .br/.gz; this build writes them (--precompress) → every page renders',
    );
    expect(await fg('**/index.html.{br,gz}', { cwd: dist() })).not.toEqual([]);
    expect((await build('--precompress')).stdout).toMatch(UP_TO_DATE);
    // And back: the default build (--no-precompress says it) writes none, and removes them.
    const back = await build('--no-precompress');
    expect(back.stdout).toMatch(/✓ rendered (\d+) of \1 routes/);
    expect(await fg('**/*.{br,gz}', { cwd: dist() })).toEqual([]);
    expect((await build()).stdout).toMatch(UP_TO_DATE);
  }, 120_000);

  it('refuses --precompress with --no-precompress', async () => {
    const both = await build('--precompress', '--no-precompress');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Give --precompress or --no-precompress, not both.');
  });

  it('builds every page with --no-cache, changed or not', async () => {
    const run = await build('--no-cache');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/✓ rendered (\d+) of \1 routes/);
    expect(run.stdout).not.toMatch(UP_TO_DATE);
  }, 120_000);
});
