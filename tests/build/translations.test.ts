import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { deserialize, serialize } from 'node:v8';
import path from 'node:path';
import xliff from 'xliff';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { readContentModule } from '../../generator/content/load-content.ts';
import { LOCK_FILE } from '../../generator/i18n/translation-lock.ts';
import type { ModuleTranslations } from '../../generator/i18n/translation-policy.ts';
import { translationStatus } from '../../generator/i18n/translations-cli.ts';
import { copyProject } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';

/**
 * The translator's workflow on a copy of the project whose blog categories
 * are English only: the policy that stops the build, the stale marks, and
 * the XLIFF round trip. The categories module is small and its fields
 * (name, description) are shown on every blog page.
 */
const CATEGORIES = 'content/blog/categories.ts';
let project: { root: string; remove: () => Promise<void> };
let translated: string;
let categories: Array<{
  id: string;
  name: { en: string; de: string; ar: string };
  description: { en: string; de: string; ar: string };
}>;

const file = (relative: string) => path.join(project.root, relative);

/** The categories as an English-only module, one field per line (what an editor writes before translation). */
function englishOnly(): string {
  const entries = categories.map(
    (category) =>
      `  {\n    id: '${category.id}',\n    name: ${JSON.stringify(category.name.en)},\n    description: ${JSON.stringify(category.description.en)},\n  },`,
  );
  return `import type { CategoryInput } from '../schema/index.ts';\n\nexport default [\n${entries.join('\n')}\n] satisfies CategoryInput[];\n`;
}

/** The categories with their English and Arabic: no German. */
function withoutGerman(): string {
  return englishOnly().replace(
    /name: ("[^"]*"),\n {4}description: ("[^"]*"),/g,
    (_, name: string, description: string) => {
      const category = categories.find((entry) => JSON.stringify(entry.name.en) === name)!;
      return `name: { en: ${name}, ar: ${JSON.stringify(category.name.ar)} },\n    description: { en: ${description}, ar: ${JSON.stringify(category.description.ar)} },`;
    },
  );
}

/** Sets content/site.ts `translations` to the given policies. */
async function setPolicy(de: 'complete' | 'fallback', ar: 'complete' | 'fallback'): Promise<void> {
  const site = await readFile(file('content/site.ts'), 'utf8');
  const without = site.replace(/\n\s*translations: \{[^}]*\},/, '');
  const withPolicy = without.replace(
    /(\n(\s*)legalName: [^\n]*)/,
    `$1\n$2translations: { de: '${de}', ar: '${ar}' },`,
  );
  expect(withPolicy).toContain(`translations: { de: '${de}', ar: '${ar}' }`);
  await writeFile(file('content/site.ts'), withPolicy);
}

/** Line:column of the value of `key` in the entry with this id (the first occurrence after the id). */
function locationOf(source: string, id: string, key: string): string {
  const lines = source.split('\n');
  const idLine = lines.findIndex((line) => line.includes(`id: '${id}'`));
  const line = lines.findIndex(
    (text, index) => index > idLine && text.trimStart().startsWith(`${key}:`),
  );
  return `${line + 1}:${lines[line]!.indexOf(`${key}:`) + key.length + 3}`;
}

beforeAll(async () => {
  project = await copyProject();
  translated = await readFile(file(CATEGORIES), 'utf8');
  categories = (await readContentModule(project.root, CATEGORIES)).entries.map(
    (entry) => entry.value,
  ) as typeof categories;
  expect(categories.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => project.remove());

beforeEach(async () => {
  await writeFile(file(CATEGORIES), translated);
  await rm(file(LOCK_FILE), { force: true });
});

describe('translation policy', () => {
  it("'complete' stops the build listing every field that falls back to English, located, and leaves dist/ untouched", async () => {
    await setPolicy('complete', 'complete');
    const source = englishOnly();
    await writeFile(file(CATEGORIES), source);
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'fernhill-policy-')), 'dist');
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'previous.html'), 'previous build');
    try {
      const error = await build({ root: project.root, sink: 'disk', outDir }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(BuildError);
      const messages = (error as BuildError).problems.map((problem) => problem.message);
      const expected = categories.flatMap((category) =>
        (['name', 'description'] as const).flatMap((key) =>
          ['German', 'Arabic'].map(
            (language) =>
              `${CATEGORIES}:${locationOf(source, category.id, key)} › category "${category.id}" › ${key}: no ${language} translation`,
          ),
        ),
      );
      expect(messages.filter((message) => message.startsWith(CATEGORIES)).sort()).toEqual(
        expected.sort(),
      );
      expect((error as BuildError).message).toMatch(
        /^Translation policy failed with \d+ problems?$/,
      );
      expect(await readdir(outDir)).toEqual(['previous.html']);
    } finally {
      await rm(path.dirname(outDir), { recursive: true, force: true });
    }
  });

  it("'fallback' builds and prints the same list as warnings", async () => {
    await setPolicy('fallback', 'complete');
    // Arabic stays complete: the categories' Arabic is missing too, so give it back field by field.
    await writeFile(file(CATEGORIES), withoutGerman());
    const lines: string[] = [];
    const result = await build({
      root: project.root,
      sink: 'memory',
      log: (line) => lines.push(line),
    });
    expect(result.routes.length).toBeGreaterThan(100);
    const warnings = lines.filter((line) => line.includes(CATEGORIES));
    expect(warnings).toHaveLength(categories.length * 2);
    for (const warning of warnings)
      expect(warning).toMatch(
        /^ {2}content\/blog\/categories\.ts:\d+:\d+ › category "[a-z-]+" › (name|description): no German translation$/,
      );
    // The German blog shows the English category names, marked as English.
    const blog = result.pages.get('/de/blog')!.html;
    expect(blog).toContain(`lang="en">${categories[0]!.name.en}<`);
    expect(lines.join('\n')).toMatch(
      / de {2}UI keys .* content fields \d+\/\d+ translated \(\d+\.\d%\), [1-9]\d* fall back to en, 0 stale/,
    );
  });
});

describe('stale translations', () => {
  it('are marked when the English changes after the translation, warned about, counted, and cleared by accept', async () => {
    await setPolicy('complete', 'complete');
    // The lock records today's translations (a CLI build writes it).
    const first = await runCli(['translations', 'accept'], project.root);
    expect(first.code, first.stderr).toBe(0);
    expect(await readFile(file(LOCK_FILE), 'utf8')).toContain(
      `"${CATEGORIES} › ${categories[0]!.id} › description": {"ar":"`,
    );

    const [changed, edited] = [categories[0]!, categories[1]!];
    const revised = translated
      .replace(changed.description.en, `${changed.description.en} Updated.`)
      // Both the English and the German of this one changed together: only its Arabic is stale.
      .replace(edited.name.en, `${edited.name.en}!`)
      .replace(edited.name.de, `${edited.name.de}!`);
    await writeFile(file(CATEGORIES), revised);

    const status = await translationStatus(project.root, { modules: [CATEGORIES] });
    expect(status.text).toContain(
      `${CATEGORIES}:${locationOf(revised, changed.id, 'description')} › category "${changed.id}" › description: German translation is stale`,
    );
    expect(status.text).toContain(
      `› category "${changed.id}" › description: Arabic translation is stale`,
    );
    expect(status.text).toContain(`› category "${edited.id}" › name: Arabic translation is stale`);
    expect(status.text).not.toContain(
      `› category "${edited.id}" › name: German translation is stale`,
    );
    expect(status.text).toMatch(/de \(German\): .*, 1 stale/);
    expect(status.text).toMatch(/ar \(Arabic\): .*, 2 stale/);

    // Stale is a warning, also under 'complete': the build succeeds and counts them.
    const lines: string[] = [];
    await build({ root: project.root, sink: 'memory', log: (line) => lines.push(line) });
    expect(lines.filter((line) => line.includes('is stale'))).toHaveLength(3);
    expect(lines.join('\n')).toMatch(/ de {2}UI keys .*, 1 stale/);
    expect(lines.join('\n')).toMatch(/ ar {2}UI keys .*, 2 stale/);

    const accepted = await runCli(['translations', 'accept', '--locale', 'de'], project.root);
    expect(accepted.stdout).toContain('1 stale translation accepted');
    const after = await translationStatus(project.root, { modules: [CATEGORIES] });
    expect(after.text).toMatch(/de \(German\): .*, 0 stale/);
    expect(after.text).toMatch(/ar \(Arabic\): .*, 2 stale/);
  }, 120_000);
});

describe('with the build cache', () => {
  const AUTHORS = 'content/blog/authors.ts';
  const memoFile = () => path.join(project.root, 'build-cache', 'translations', 'modules.v8');
  const cachedBuild = async (cache: 'use' | 'fresh' = 'use') => {
    const lines: string[] = [];
    await build({
      root: project.root,
      sink: 'disk',
      outDir: path.join(project.root, 'dist'),
      cache,
      cacheDir: path.join(project.root, 'build-cache'),
      // The first records the translations: an English edit after it makes them stale.
      writeTranslationLock: true,
      log: (line) => lines.push(line),
    });
    return lines;
  };
  /** The lines that name a field: `  file:line:col › entry › field: no German translation` (or: … is stale). */
  const warningsOf = (lines: string[]) =>
    lines.filter((line) => / › .+: (no \w+ translation|\w+ translation is stale)/.test(line));

  it('checks again only the modules whose bundle, source or lock entries changed, and warns as a build without it', async () => {
    await setPolicy('fallback', 'complete');
    // German missing from every category: a warning per field, located in the module.
    await writeFile(file(CATEGORIES), withoutGerman());
    const first = warningsOf(await cachedBuild('fresh'));
    expect(first.filter((line) => line.includes(CATEGORIES))).toHaveLength(categories.length * 2);

    // The kept parts are taken as they are while their basis holds: a part rewritten by hand shows.
    const memo = deserialize(await readFile(memoFile())) as {
      basis: string;
      modules: Map<string, ModuleTranslations>;
    };
    const part = memo.modules.get(CATEGORIES)!;
    part.listed = part.listed.map((field) => ({ ...field, entry: 'category "kept"' }));
    await writeFile(memoFile(), serialize(memo));
    const authors = await readFile(file(AUTHORS), 'utf8');
    const role = /role: \{\s*en: '([^']+)'/.exec(authors)!;
    await writeFile(
      file(AUTHORS),
      authors.replace(role[0], role[0].replace(role[1]!, `${role[1]} (lead)`)),
    );
    try {
      const second = warningsOf(await cachedBuild());
      expect(second.filter((line) => line.includes('category "kept"'))).toHaveLength(
        categories.length * 2,
      );
      // The edited module is checked again: its role's translations are stale now.
      expect(
        second.filter((line) => line.includes(AUTHORS) && line.includes('is stale')),
      ).toHaveLength(2);

      // A source edit that moves the fields (the bundle stays the same) checks the module again.
      await writeFile(file(CATEGORIES), `\n${await readFile(file(CATEGORIES), 'utf8')}`);
      const third = warningsOf(await cachedBuild());
      expect(third.join('\n')).not.toContain('category "kept"');
      const uncached: string[] = [];
      await build({ root: project.root, sink: 'memory', log: (line) => uncached.push(line) });
      expect(third).toEqual(warningsOf(uncached));
      expect(third.filter((line) => line.includes(CATEGORIES))).toHaveLength(categories.length * 2);

      // What the lock records of a module is part of its basis: accepting its German checks it again.
      const accepted = await runCli(['translations', 'accept', '--locale', 'de'], project.root);
      expect(accepted.code, accepted.stderr).toBe(0);
      const fourth = warningsOf(await cachedBuild());
      expect(fourth.filter((line) => line.includes(AUTHORS))).toEqual([
        expect.stringMatching(/Arabic translation is stale/),
      ]);
    } finally {
      await writeFile(file(AUTHORS), authors);
    }
  }, 180_000);
});

describe('XLIFF round trip', () => {
  it('exports the missing fields, imports the translations as source edits, and a second import changes nothing', async () => {
    await writeFile(file(CATEGORIES), englishOnly());
    const exported = path.join(project.root, 'de.xliff');
    const exportRun = await runCli(
      [
        'translations',
        'export',
        '--locale',
        'de',
        '--only',
        'missing',
        '--module',
        CATEGORIES,
        '--out',
        exported,
      ],
      project.root,
    );
    expect(exportRun.code, exportRun.stderr).toBe(0);
    const document = await xliff.xliff2js(await readFile(exported, 'utf8'));
    expect(document.sourceLanguage).toBe('en');
    expect(document.targetLanguage).toBe('de');
    const units = document.resources['content.blog.categories.ts']!;
    expect(Object.keys(units).sort()).toEqual(
      categories
        .flatMap((category) => [`${category.id}.description`, `${category.id}.name`])
        .sort(),
    );
    const first = units[`${categories[0]!.id}.name`]!;
    expect(first.source).toBe(categories[0]!.name.en);
    expect(first.target).toBeUndefined();
    expect(first.additionalAttributes?.name).toBe(`${CATEGORIES} › ${categories[0]!.id} › name`);
    expect(first.note).toContain('Shown on: /blog');

    // The translator fills every unit (here: with the German the project had).
    for (const category of categories) {
      units[`${category.id}.name`]!.target = category.name.de;
      units[`${category.id}.description`]!.target = category.description.de;
    }
    await writeFile(exported, await xliff.js2xliff(document));
    const before = await readFile(file(CATEGORIES), 'utf8');
    const imported = await runCli(['translations', 'import', exported], project.root);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(
      `${categories.length * 2} translations written (de), 0 unchanged`,
    );

    const after = await readFile(file(CATEGORIES), 'utf8');
    // Only the translated values changed: every line of the English-only module is still there, in order.
    const kept = after.split('\n').filter((line) => before.split('\n').includes(line));
    expect(kept.length).toBeGreaterThanOrEqual(before.split('\n').length - categories.length * 2);
    expect(after).toContain(
      `  {\n    id: '${categories[0]!.id}',\n    name: {\n      en: ${JSON.stringify(categories[0]!.name.en)},\n      de: '${categories[0]!.name.de}',\n    },`,
    );
    // The lock records each imported translation against the English it was made from.
    expect(await readFile(file(LOCK_FILE), 'utf8')).toMatch(
      new RegExp(
        `"${CATEGORIES} › ${categories[0]!.id} › name": \\{"de":"[a-z0-9]{8}:[a-z0-9]{8}"\\}`,
      ),
    );
    const status = await translationStatus(project.root, {
      locales: ['de'],
      modules: [CATEGORIES],
    });
    expect(status.complete).toBe(true);
    expect(status.text).toMatch(
      /de \(German\): (\d+)\/\1 fields translated \(100\.0%\), 0 missing, 0 stale/,
    );

    // The build agrees: every German field is translated (Arabic is left to fall back here).
    await setPolicy('complete', 'fallback');
    const lines: string[] = [];
    await build({ root: project.root, sink: 'memory', log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(
      / de {2}UI keys (\d+)\/\1 translated · content fields (\d+)\/\2 translated \(100\.0%\), 0 fall back to en, 0 stale/,
    );

    const again = await runCli(['translations', 'import', exported], project.root);
    expect(again.stdout).toContain(
      `0 translations written (de), ${categories.length * 2} unchanged`,
    );
    expect(await readFile(file(CATEGORIES), 'utf8')).toBe(after);
  }, 180_000);

  it('refuses units whose English changed since the export and writes nothing for them', async () => {
    await writeFile(file(CATEGORIES), englishOnly());
    const exported = path.join(project.root, 'ar.xliff');
    await runCli(
      [
        'translations',
        'export',
        '--locale',
        'ar',
        '--only',
        'all',
        '--module',
        CATEGORIES,
        '--out',
        exported,
      ],
      project.root,
    );
    const document = await xliff.xliff2js(await readFile(exported, 'utf8'));
    const units = document.resources['content.blog.categories.ts']!;
    for (const category of categories) {
      units[`${category.id}.name`]!.target = category.name.ar;
      units[`${category.id}.description`]!.target = category.description.ar;
    }
    await writeFile(exported, await xliff.js2xliff(document));
    // An editor rewrites one English description after the export.
    const moved = categories[1]!;
    await writeFile(
      file(CATEGORIES),
      englishOnly().replace(
        JSON.stringify(moved.description.en),
        JSON.stringify(`${moved.description.en} Revised.`),
      ),
    );

    const run = await runCli(['translations', 'import', exported], project.root);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${categories.length * 2 - 1} translations written (ar)`);
    expect(run.stdout).toContain(
      `✖ 1 refused, nothing written for them:\n  ${CATEGORIES} › category "${moved.id}" › description: the English changed since the export`,
    );
    const module = await readContentModule(project.root, CATEGORIES);
    const values = module.entries.map(
      (entry) => entry.value as { id: string; description: unknown; name: unknown },
    );
    expect(values.find((entry) => entry.id === moved.id)!.description).toBe(
      `${moved.description.en} Revised.`,
    );
    expect(values.find((entry) => entry.id === moved.id)!.name).toEqual({
      en: moved.name.en,
      ar: moved.name.ar,
    });
  }, 120_000);

  it('names the title limit as a size restriction', async () => {
    const exported = path.join(project.root, 'page.xliff');
    await runCli(
      [
        'translations',
        'export',
        '--locale',
        'de',
        '--only',
        'all',
        '--module',
        'content/pages/about-us.ts',
        '--out',
        exported,
      ],
      project.root,
    );
    const text = await readFile(exported, 'utf8');
    expect(text).toContain('xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0"');
    expect(text).toMatch(
      /<unit id="about-us\.title" name="content\/pages\/about-us\.ts › about-us › title" slr:sizeRestriction="70">/,
    );
  });
});
