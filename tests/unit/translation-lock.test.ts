import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentPrint,
  englishPrint,
  entriesPrint,
  lockedState,
  entryLines,
  linesPrint,
  lockEntriesByModule,
  LockDiff,
  LockIndex,
  lockFor,
  LOCK_FILE,
  parseLockLines,
  readLock,
  readLockByModule,
  sameLock,
  serializeLock,
  sortedEntries,
  translationPrints,
  writeLock,
  type LockedField,
  type TranslationLock,
} from '../../generator/i18n/translation-lock.ts';
import {
  checkTranslations,
  locateListed,
  nextLock,
  translationWarnings,
  writeNextLock,
  type ModuleTranslations,
} from '../../generator/i18n/translation-policy.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import { createContentLoader } from '../../generator/content/load-content.ts';
import { PROJECT_ROOT as ROOT } from '../support/project-copy.ts';

const field = (id: string, locale: string, english: string, translation: string): LockedField => ({
  id,
  locale,
  state: 'translated',
  english,
  translation,
  print: currentPrint(translationPrints(englishPrint(english), translation)),
});

/** A LockDiff's result, its lines parsed. */
const entriesOf = (result: ReturnType<LockDiff['result']>) =>
  result === 'same' || result === undefined ? result : parseLockLines(result);

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fernhill-lock-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('translations.lock.json (generator/i18n/translation-lock.ts)', () => {
  it('records current translations with their fingerprints, sorted by field and locale in the file', async () => {
    const lock = lockFor({ version: 1, fields: {} }, [
      field('b', 'de', 'Hello', 'Hallo'),
      field('a', 'de', 'Yes', 'Ja'),
      field('b', 'ar', 'Hello', 'مرحبا'),
      { id: 'c', locale: 'de', state: 'missing', english: 'No' },
    ]);
    expect(await writeLock(root, lock)).toBe(true);
    const text = await readFile(path.join(root, LOCK_FILE), 'utf8');
    const lines = text.split('\n').filter((line) => line.startsWith('  "'));
    expect(lines.map((line) => line.slice(3, 4))).toEqual(['a', 'b']);
    expect(lines[1]!.indexOf('"ar"')).toBeLessThan(lines[1]!.indexOf('"de"'));
    expect(text).not.toContain('"c"');
    expect(await readLock(root)).toEqual(lock);
  });

  it('marks a translation stale when its English changed and it did not, and keeps the print that says so', () => {
    const before = lockFor({ version: 1, fields: {} }, [field('a', 'de', 'Yes', 'Ja')]);
    const edited = field('a', 'de', 'Yes, please', 'Ja');
    const prints = translationPrints(englishPrint('Yes, please'), 'Ja');
    expect(lockedState(before, 'a', 'de', prints)).toBe('stale');
    const next = lockFor(before, [{ ...edited, state: 'stale' }]);
    expect(next.fields.a!.de).toBe(before.fields.a!.de);
    // Both changed: the translator updated it with the source.
    expect(
      lockedState(before, 'a', 'de', translationPrints(englishPrint('Yes, please'), 'Ja, bitte')),
    ).toBe('translated');
  });

  it('is not written again when it records what was read, in whatever order', async () => {
    const lock = lockFor({ version: 1, fields: {} }, [
      field('a', 'de', 'Yes', 'Ja'),
      field('b', 'de', 'Hello', 'Hallo'),
    ]);
    await writeLock(root, lock);
    const file = path.join(root, LOCK_FILE);
    const written = (await stat(file)).mtimeMs;
    const read = await readLock(root);
    const same = lockFor(read, [field('b', 'de', 'Hello', 'Hallo'), field('a', 'de', 'Yes', 'Ja')]);
    expect(await writeLock(root, same, read)).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(written);
    const changed = lockFor(read, [
      field('a', 'de', 'Yes', 'Jawohl'),
      field('b', 'de', 'Hello', 'Hallo'),
    ]);
    expect(await writeLock(root, changed, read)).toBe(true);
    expect((await readLock(root)).fields.a!.de).toBe(changed.fields.a!.de);
    // A field gone from the content goes from the lock too.
    const fewer = lockFor(read, [field('a', 'de', 'Yes', 'Ja')]);
    expect(await writeLock(root, fewer, await readLock(root))).toBe(true);
    await writeFile(file, 'not json');
    await expect(readLock(root)).rejects.toThrow(/not valid JSON/);
  });

  it('compared field by field (LockDiff), records what lockFor records, and says when only the fields again can tell', () => {
    const lock = lockFor({ version: 1, fields: {} }, [
      field('a', 'de', 'Yes', 'Ja'),
      field('a', 'ar', 'Yes', 'نعم'),
      field('b', 'de', 'Hello', 'Hallo'),
    ]);
    const diffOf = (fields: LockedField[]) => {
      const diff = new LockDiff(lock);
      for (const met of fields) diff.record(met);
      return entriesOf(diff.result(undefined));
    };
    const same = [
      field('b', 'de', 'Hello', 'Hallo'),
      field('a', 'ar', 'Yes', 'نعم'),
      field('a', 'de', 'Yes', 'Ja'),
    ];
    expect(diffOf(same)).toBe('same');
    // A stale translation keeps the lock's print: the same too.
    const stale = { ...field('a', 'de', 'Yes, please', 'Ja'), state: 'stale' as const };
    expect(diffOf([same[0]!, same[1]!, stale])).toBe('same');
    // A print that moved, a field added, a locale added: the lock's entries with them, as lockFor has it.
    const moved = [
      same[1]!,
      same[2]!,
      field('c', 'de', 'No', 'Nein'),
      field('b', 'ar', 'Hello', 'مرحبا'),
      field('b', 'de', 'Hello', 'Guten Tag'),
    ];
    expect(diffOf(moved)).toEqual(lockFor(lock, moved).fields);
    // A field the lock records not met (gone, or its translation deleted): undefined, not a guess.
    expect(diffOf([same[0]!, same[1]!])).toBeUndefined();
    expect(
      diffOf([same[0]!, same[1]!, { id: 'a', locale: 'de', state: 'missing', english: 'Yes' }]),
    ).toBeUndefined();
    // An empty lock: every field met is new.
    const fresh = new LockDiff({ version: 1, fields: {} });
    for (const met of same) fresh.record(met);
    expect(entriesOf(fresh.result(undefined))).toEqual(lock.fields);
  });
});

describe('the check per content module (generator/i18n/translation-policy.ts)', () => {
  it('takes a kept part while its basis holds, checks a module again when its version or lock entries move, and records the lock as a check of every module does', async () => {
    const loader = createContentLoader(ROOT);
    try {
      const content = await loader.load();
      const warn = () => {};
      const check = (
        kept?: Map<string, ModuleTranslations>,
        versionOf: (file: string) => string | undefined = () => 'a',
      ) =>
        checkTranslations(root, content, {
          enforce: false,
          warn,
          versionOf,
          ...(kept ? { kept } : {}),
          // The lines the lock is to record wait in a folder, as in a build.
          scratch: path.join(root, 'scratch'),
        });
      // The project's lock but for one module's entries, and one entry recorded against other English.
      const lock = await readLock(ROOT);
      const byModule = lockEntriesByModule(lock);
      const [dropped, altered] = ['content/services/development.ts', 'content/services/design.ts'];
      const alteredId = Object.keys(byModule.get(altered)!)[0]!;
      const partial: TranslationLock = { version: 1, fields: {} };
      for (const [id, locales] of Object.entries(lock.fields))
        if (!id.startsWith(`${dropped} › `))
          partial.fields[id] = id === alteredId ? { ...locales, de: 'englishx:translat' } : locales;
      // And a field the content no longer has: the module's fields are read again to drop it (LockDiff).
      partial.fields[`${altered} › gone-entry › title`] = { de: 'englishx:translat' };
      // What a check of every module records against the project's own lock.
      await writeLock(root, lock);
      const full = await check();
      const reference = nextLock(full);
      const changedIn = (result: typeof full) =>
        [...result.modules].filter(([, part]) => part.changes).map(([file]) => file);
      await writeLock(root, partial);

      const first = await check();
      expect(first.checked).toBe(first.modules.size);
      expect(first.lockChanged).toBe(true);
      // The dropped module records its fields again, and the altered entry: its English and German
      // both differ from today's, so it counts as updated with its source, and is recorded again.
      expect(changedIn(first).sort()).toEqual(
        [...new Set([...changedIn(full), altered, dropped])].sort(),
      );
      expect(sameLock(nextLock(first), reference)).toBe(true);

      // The build writes that lock, module by module from their lines (the lock's own, copied, and
      // those the check recorded): the file serializeLock writes of it.
      await writeNextLock(root, first);
      const written = await readFile(path.join(root, LOCK_FILE), 'utf8');
      expect(written).toBe(serializeLock(reference));
      // No module's lines left in the lock file as they were read: it was written to a new file.
      expect(await readdir(root)).not.toContain(`${LOCK_FILE}.tmp`);
      const second = await check(first.modules);
      expect(second.checked).toBe(0);
      expect(second.lockChanged).toBe(false);
      expect(second.stale).toEqual(first.stale);
      expect(sameLock(nextLock(second), reference)).toBe(true);

      // A module whose version moved is checked again, and finds what it found before.
      const moved = await check(second.modules, (file) => (file === dropped ? 'b' : 'a'));
      expect(moved.checked).toBe(1);
      expect(moved.modules.get(dropped)!.listed).toEqual(first.modules.get(dropped)!.listed);
      // So is one whose lock entries changed under it.
      await writeLock(root, partial);
      const relocked = await check(second.modules);
      expect(relocked.checked).toBe(2);
      expect(relocked.lockChanged).toBe(true);
      // Without a version, every module is checked.
      expect((await check(second.modules, () => undefined)).checked).toBe(first.modules.size);
    } finally {
      loader.dispose();
    }
  }, 60_000);
});

describe('the build’s check, deciding before it locates (locate: false)', () => {
  it('lists a missing translation by its module alone, locates it after, and locates before it fails', async () => {
    const loader = createContentLoader(ROOT);
    try {
      const content = await loader.load();
      // One post without its German title: the only field the project's content and lock list.
      const [post, ...others] = content.posts;
      const title = { ...(post!.data.title as Record<string, string>) };
      delete title.de;
      const edited = {
        ...content,
        posts: [{ ...post!, data: { ...post!.data, title } }, ...others],
      } as Content;
      const recorded = await readLockByModule(ROOT);
      const check = await checkTranslations(ROOT, edited, {
        enforce: false,
        locate: false,
        recorded,
      });
      const listed = [...check.modules.values()].flatMap((module) => module.listed);
      expect(listed.map(({ locale, state, field }) => ({ locale, state, field }))).toEqual([
        { locale: 'de', state: 'missing', field: 'title' },
      ]);
      // Decided without TypeScript: the field names its module alone until it is located.
      expect(listed[0]!.where).toBe(post!.file);
      expect(check.unlocated).toHaveLength(1);

      await locateListed(ROOT, check);
      expect(listed[0]!.where).toMatch(/^content\/blog\/posts\/[\w-]+\.ts:\d+:\d+$/);
      expect(listed[0]!.where.startsWith(`${post!.file}:`)).toBe(true);
      expect(check.unlocated).toEqual([]);
      expect(translationWarnings(check)).toEqual([
        '⚠ 1 content field fall back to English, 0 translations are stale:',
        `  ${listed[0]!.where} › ${listed[0]!.entry} › title: no German translation`,
      ]);

      // German is 'complete' in the project's policy: the check fails, naming file:line:col.
      const failure = await checkTranslations(ROOT, edited, {
        enforce: true,
        locate: false,
        recorded,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BuildError);
      expect((failure as BuildError).problems.map((problem) => problem.message)).toEqual([
        expect.stringMatching(
          new RegExp(`^${post!.file.replaceAll('.', '\\.')}:\\d+:\\d+ › .* › title`),
        ),
      ]);
    } finally {
      loader.dispose();
    }
  }, 60_000);
});

describe('the lock read by module (readLockByModule)', () => {
  const lock: TranslationLock = {
    version: 1,
    fields: {
      'content/b.ts › x › title': { de: 'aaaa:bbbb', ar: 'aaaa:cccc' },
      'content/a.ts › y › title': { de: 'dddd:eeee' },
      'content/a.ts › x › body': { ar: 'ffff:gggg', de: 'ffff:hhhh' },
    },
  };
  const sortedModule = (file: string) => sortedEntries(lockEntriesByModule(lock).get(file)!);

  it('takes each module’s lines from a lock as the build writes it, and parses a module only when asked', async () => {
    await writeLock(root, lock);
    const modules = await readLockByModule(root);
    expect([...modules.keys()]).toEqual(['content/a.ts', 'content/b.ts']);
    for (const [file, module] of modules) {
      expect(module.entries()).toEqual(sortedModule(file));
      // What a check that recorded these entries prints as settled: hashed line by line, from the
      // entries in any order, as the joined lines.
      expect(module.print).toBe(linesPrint(entryLines(sortedModule(file))));
      expect(entriesPrint(lockEntriesByModule(lock).get(file)!)).toBe(module.print);
    }
    // Any other layout of the same entries reads the same, printed the same.
    await writeFile(
      path.join(root, LOCK_FILE),
      JSON.stringify({ version: 1, fields: sortedEntries(lock.fields) }, null, 2),
    );
    const reread = await readLockByModule(root);
    for (const [file, module] of modules) expect(reread.get(file)!.print).toBe(module.print);
    // So does a lock whose lines of one module are apart (merged by hand): it is parsed whole.
    const [aBody, aTitle, bTitle] = entryLines(sortedEntries(lock.fields));
    await writeFile(
      path.join(root, LOCK_FILE),
      `{\n "version": 1,\n "fields": {\n${[aBody, bTitle, aTitle].join(',\n')}\n }\n}\n`,
    );
    const apart = await readLockByModule(root);
    expect([...apart.keys()].sort()).toEqual(['content/a.ts', 'content/b.ts']);
    for (const [file, module] of modules) {
      expect(apart.get(file)!.entries()).toEqual(module.entries());
      expect(apart.get(file)!.print).toBe(module.print);
    }
    // No lock, or an empty one: no entries.
    await writeLock(root, { version: 1, fields: {} });
    expect((await readLockByModule(root)).size).toBe(0);
    await rm(path.join(root, LOCK_FILE));
    expect((await readLockByModule(root)).size).toBe(0);
  });

  it('lets a module’s lines go once checked and reads them again from the file, which must be as it was', async () => {
    await writeLock(root, lock);
    const modules = await readLockByModule(root);
    const before = new Map([...modules].map(([file, module]) => [file, module.print]));
    for (const module of modules.values()) module.release();
    for (const [file, module] of modules) {
      expect(module.print).toBe(before.get(file));
      expect(module.entries()).toEqual(sortedModule(file));
      expect(module.recorded().of('content/a.ts › x › body')).toEqual(
        file === 'content/a.ts' ? { ar: 'ffff:gggg', de: 'ffff:hhhh' } : undefined,
      );
    }
    // The file written again with other prints: the lines read back are not the ones checked.
    await writeLock(root, {
      version: 1,
      fields: { ...lock.fields, 'content/a.ts › y › title': { de: 'dddd:zzzz' } },
    });
    expect(() => modules.get('content/a.ts')!.entries()).toThrow(
      `${LOCK_FILE} changed while the build read it; build again`,
    );
    await rm(path.join(root, LOCK_FILE));
    expect(() => modules.get('content/b.ts')!.recorded()).toThrow(
      /changed while the build read it/,
    );
  });

  it('looks a module’s fields up from its lines (LockIndex) as from the entries parsed, colliding ids included', async () => {
    // Two ids of the same FNV-1a hash (2392638682), an id with a quote and a backslash, non-Latin text.
    const fields: TranslationLock['fields'] = {
      'content/a.ts › area-149599 › title': { de: '1111:2222', ar: '1111:3333' },
      'content/a.ts › area-312382 › title': { de: '4444:5555' },
      'content/a.ts › say-"hi"\\ › body': { ar: '6666:7777' },
      'content/a.ts › عن › title': { de: '8888:9999' },
    };
    await writeLock(root, { version: 1, fields });
    const module = (await readLockByModule(root)).get('content/a.ts')!;
    const index = module.recorded();
    expect(index).toBeInstanceOf(LockIndex);
    for (const [id, locales] of Object.entries(fields)) expect(index.of(id)).toEqual(locales);
    expect(index.of('content/a.ts › area-1 › title')).toBeUndefined();
    expect(index.of('content/a.ts › area-149599 › body')).toBeUndefined();
    expect(index.prints).toBe(5);
    expect(Object.fromEntries(index.entries())).toEqual(module.entries());
    expect([...index.entries()].map(([id]) => id)).toEqual(Object.keys(module.entries()));
    // A check over the index records what one over the parsed entries does.
    const lock: TranslationLock = { version: 1, fields: module.entries() };
    const met = [
      {
        id: 'content/a.ts › area-149599 › title',
        locale: 'de',
        state: 'stale' as const,
        english: 'New',
        translation: 'Alt',
      },
      field('content/a.ts › area-149599 › title', 'ar', 'Area', 'منطقة'),
      field('content/a.ts › area-312382 › title', 'de', 'Area', 'Gebiet'),
      field('content/a.ts › say-"hi"\\ › body', 'ar', 'Hi', 'مرحبا'),
      field('content/a.ts › عن › title', 'de', 'About', 'Über'),
    ];
    const [fromIndex, fromEntries] = [new LockDiff(index), new LockDiff(lock)];
    for (const one of met) {
      fromIndex.record(one);
      fromEntries.record(one);
      if (one.state === 'translated') {
        const prints = translationPrints(englishPrint(one.english), one.translation!);
        expect(lockedState(index, one.id, one.locale, prints)).toBe(
          lockedState(lock, one.id, one.locale, prints),
        );
      }
    }
    const [linesOfIndex, linesOfEntries] = [fromIndex.result(root), fromEntries.result(undefined)];
    expect(linesOfIndex).not.toBe('same');
    expect(entriesOf(linesOfIndex)).toEqual(lockFor(lock, met).fields);
    // The same bytes, from the index's lines copied as written and from the entries printed.
    if (typeof linesOfIndex === 'object' && typeof linesOfEntries === 'object')
      expect(linesOfIndex.print).toBe(linesOfEntries.print);
    else expect.unreachable('both found prints that differ');
  });

  it('says a damaged line is not JSON when its module is read, and a damaged file at once', async () => {
    await writeLock(root, lock);
    const text = await readFile(path.join(root, LOCK_FILE), 'utf8');
    await writeFile(path.join(root, LOCK_FILE), text.replace('"de":"dddd:eeee"', '"de":'));
    const modules = await readLockByModule(root);
    expect(modules.get('content/b.ts')!.entries()).toEqual(sortedModule('content/b.ts'));
    expect(() => modules.get('content/a.ts')!.entries()).toThrow(
      new RegExp(`^${LOCK_FILE} is not valid JSON .*; delete it`),
    );
    expect(() => modules.get('content/a.ts')!.recorded()).toThrow(
      new RegExp(`^${LOCK_FILE} is not valid JSON .*; delete it`),
    );
    expect(modules.get('content/b.ts')!.recorded().of('content/b.ts › x › title')).toEqual(
      lock.fields['content/b.ts › x › title'],
    );
    await writeFile(path.join(root, LOCK_FILE), `<<<<<<< HEAD\n${text}`);
    await expect(readLockByModule(root)).rejects.toThrow(/is not valid JSON/);
  });
});
