import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentPrint,
  englishPrint,
  lockedState,
  lockFor,
  LOCK_FILE,
  readLock,
  translationPrints,
  writeLock,
  type LockedField,
} from '../../generator/i18n/translation-lock.ts';

const field = (id: string, locale: string, english: string, translation: string): LockedField => ({
  id,
  locale,
  state: 'translated',
  english,
  translation,
  print: currentPrint(translationPrints(englishPrint(english), translation)),
});

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
});
