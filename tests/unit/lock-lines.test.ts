import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockLinesBuilder, type LockBlock } from '../../generator/i18n/lock-lines.ts';
import {
  currentPrint,
  englishPrint,
  entriesPrint,
  LockDiff,
  parseLockLines,
  serializeLock,
  translationPrints,
  type LockEntries,
} from '../../generator/i18n/translation-lock.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fernhill-lock-lines-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * The memory in use once the collector has run twice: V8 frees an array
 * buffer's bytes as it sweeps, on a helper thread, which a second collection
 * waits for (on a busy machine the first alone left 11 MB of freed chunks counted).
 */
function settledMemory(): NodeJS.MemoryUsage {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage();
}

const bytesOf = (block: LockBlock) => Buffer.concat([...block.pieces()]).toString('utf8');

/** The lines serializeLock writes of `entries`, without the file's head and tail. */
const serializedLines = (entries: LockEntries) =>
  serializeLock({ version: 1, fields: entries }).slice(
    '{\n "version": 1,\n "fields": {\n'.length,
    -'\n }\n}\n'.length,
  );

describe('lock lines (generator/i18n/lock-lines.ts)', () => {
  // Ids whose UTF-8 byte order is not their UTF-16 order, or whose JSON is not their text.
  const entries: LockEntries = {
    'content/a.ts › b › title': { de: 'aaaa:bbbb', ar: 'cccc:dddd' },
    'content/a.ts › b': { de: 'eeee:ffff' },
    'content/a.ts › b!': { ar: 'gggg:hhhh' },
    'content/a.ts › say-"hi"\\ › body': { de: 'iiii:jjjj' },
    'content/a.ts › \u{1F600} › title': { de: 'kkkk:llll' },
    'content/a.ts › \uFF21 › title': { de: 'mmmm:nnnn' },
    'content/a.ts › \uE000 › title': { ar: 'oooo:pppp' },
    'content/a.ts › عن › title': { ar: 'qqqq:rrrr', de: 'ssss:tttt' },
    'content/a.ts › tab\there': { de: 'uuuu:vvvv' },
    'content/a.ts › 10': { de: 'wwww:xxxx' },
    'content/a.ts › 9': { de: 'yyyy:zzzz' },
  };

  it('gives lines added in any order back as serializeLock writes them, in a file or in memory, printed as entriesPrint prints them', () => {
    const ids = Object.keys(entries).reverse();
    for (const where of [dir, undefined]) {
      const builder = new LockLinesBuilder();
      ids.forEach((id, index) =>
        index % 2 === 0
          ? builder.addField(id, entries[id]!)
          : Object.entries(entries[id]!).forEach(([locale, print]) =>
              builder.addPrint(id, locale, print),
            ),
      );
      const block = builder.finish(where);
      expect(bytesOf(block)).toBe(serializedLines(entries));
      expect(block.size).toBe(Buffer.byteLength(serializedLines(entries)));
      expect(block.print).toBe(entriesPrint(entries));
      expect(parseLockLines(block)).toEqual(entries);
    }
    // The one in a file is there, the one in memory is not.
    return expect(readdir(dir)).resolves.toHaveLength(1);
  });

  it('lets a yielding line (the lock’s) give way to a line of the same field, and refuses a field given twice', () => {
    const builder = new LockLinesBuilder();
    builder.addField('content/a.ts › b', { de: 'new0:new0' });
    builder.addField('content/a.ts › b', { de: 'old0:old0' }, true);
    builder.addField('content/a.ts › c', { de: 'kept:kept' }, true);
    builder.addField('content/a.ts › \u{1F600}', { de: 'old1:old1' }, true);
    builder.addPrint('content/a.ts › \u{1F600}', 'ar', 'new1:new1', { de: 'old1:old1' });
    expect(parseLockLines(builder.finish(undefined))).toEqual({
      'content/a.ts › b': { de: 'new0:new0' },
      'content/a.ts › c': { de: 'kept:kept' },
      'content/a.ts › \u{1F600}': { ar: 'new1:new1', de: 'old1:old1' },
    });
    const twice = new LockLinesBuilder();
    twice.addPrint('content/a.ts › b', 'de', 'one1:one1');
    twice.addPrint('content/a.ts › c', 'de', 'two2:two2');
    twice.addPrint('content/a.ts › b', 'ar', 'three:three');
    expect(() => twice.finish(undefined)).toThrow(/content\/a\.ts › b was given twice/);
  });

  it('keeps what a check records of a module’s fields in the file, not in the heap (a first build records every field)', () => {
    // 60,000 fields of two locales each, none in the lock: the fields a first build records of
    // 20,000 service areas (the synthetic module at +60,000 pages).
    const fields = 60_000;
    const print = currentPrint(
      translationPrints(englishPrint('Custom software'), 'Individuelle Software'),
    );
    const record = (diff: LockDiff) => {
      for (let field = 0; field < fields; field += 1) {
        const id = `content/locations/synthetic.ts › area-${field} › services[0] › description`;
        for (const locale of ['de', 'ar'])
          diff.record({ id, locale, state: 'translated', english: 'x', translation: 'y', print });
      }
    };
    const before = settledMemory();
    const diff = new LockDiff({ version: 1, fields: {} });
    record(diff);
    const block = diff.result(dir);
    const after = settledMemory();
    const held = after.heapUsed - before.heapUsed;
    const buffers = after.arrayBuffers - before.arrayBuffers;
    if (block === 'same' || block === undefined)
      throw new Error('a first check records every field');
    // About 100 bytes a field as lines; the same prints as an object of entries took about
    // three times as much, all of it in the heap until the lock was written.
    expect(block.size).toBeGreaterThan(fields * 90);
    expect(held).toBeLessThan(2 * 1024 * 1024);
    expect(buffers).toBeLessThan(1024 * 1024);
    const lines = bytesOf(block).split(',\n');
    expect(lines).toHaveLength(fields);
    expect(lines[0]).toBe(
      `  "content/locations/synthetic.ts › area-0 › services[0] › description": {"ar":"${print}","de":"${print}"}`,
    );
    // Sorted as strings are: area-10 before area-2.
    expect(lines[2]).toMatch(/area-10 /);
  });
});
