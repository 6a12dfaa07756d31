import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sourced } from '../../shared/model/content-graph.ts';
import {
  decodeModuleRecord,
  encodeModuleRecord,
  ModuleRecordReader,
  readModuleRecord,
  writeModuleRecord,
  type ModuleHead,
} from '../../generator/content/module-record.ts';

/**
 * A content module's record written an entry at a time (writeModuleRecord)
 * is the record encoded whole, byte for byte, and reads back entry by entry,
 * whether its entries fill several write batches or one entry is larger
 * than a batch.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'module-record-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const head: ModuleHead = {
  basis: 'basis',
  sources: { 'content/locations/areas.ts': 'hash' },
  hash: 'bundle',
  summary: { file: 'content/locations/areas.ts', ids: [] },
};

function area(index: number, textLength: number): Sourced<unknown> {
  return {
    file: 'content/locations/areas.ts',
    data: {
      slug: `area-${index}`,
      name: { en: `Area ${index}`, ar: `منطقة ${index}` },
      intro: { en: 'x'.repeat(textLength) },
      nearby: [`area-${index + 1}`],
      missing: undefined,
    },
  };
}

async function written(entries: Array<Sourced<unknown>>): Promise<{ file: string; size: number }> {
  const file = path.join(dir, `${entries.length}.v8`);
  const handle = await open(file, 'w');
  try {
    return { file, size: await writeModuleRecord(handle, head, entries) };
  } finally {
    await handle.close();
  }
}

describe('a content module record', () => {
  it.each([
    ['no entries', []],
    ['one entry', [area(0, 10)]],
    ['entries over several write batches', Array.from({ length: 600 }, (_, i) => area(i, 4000))],
    [
      'an entry larger than a batch, between small ones',
      [area(0, 10), area(1, 1_500_000), area(2, 10)],
    ],
  ])('is written as it is encoded whole: %s', async (_name, entries) => {
    const { file, size } = await written(entries);
    const bytes = await readFile(file);
    expect(size).toBe(bytes.byteLength);
    expect(bytes.equals(encodeModuleRecord(head, entries))).toBe(true);

    const reader = new ModuleRecordReader(file);
    expect(reader.head).toEqual(head);
    expect(reader.count).toBe(entries.length);
    const last = entries.length - 1;
    const read = entries.length === 0 ? [] : new Set([0, Math.floor(last / 2), last]);
    for (const index of read) expect(reader.entry(index)).toStrictEqual(entries[index]);
    expect(decodeModuleRecord(bytes).entries()).toStrictEqual(entries);
  });

  it('is not read when its offsets do not fit its size', async () => {
    const { file } = await written([area(0, 10), area(1, 10)]);
    const bytes = await readFile(file);
    const { head: readHead } = decodeModuleRecord(bytes);
    const headLength = bytes.readUInt32LE(bytes.byteLength - 8);
    const tableEnd = bytes.byteLength - 8 - headLength;
    for (const damaged of [
      bytes.subarray(1),
      bytes.subarray(0, -1),
      // Nine entries counted, two there.
      Buffer.concat([bytes.subarray(0, -4), Buffer.from([9, 0, 0, 0])]),
      // A byte gone from the last entry.
      Buffer.concat([bytes.subarray(0, tableEnd - 9), bytes.subarray(tableEnd - 8)]),
    ])
      expect(() => decodeModuleRecord(damaged).entries()).toThrow(/not a content module record/);
    // The head is read apart from the entries: a record whose entries alone are damaged has it.
    const entriesDamaged = Buffer.concat([Buffer.from('x'), bytes.subarray(1)]);
    expect(decodeModuleRecord(entriesDamaged).head).toEqual(readHead);
  });

  it('is read from its file whole below a size, else its head alone, its entries when asked', async () => {
    const entries = Array.from({ length: 40 }, (_, i) => area(i, 2000));
    const { file, size } = await written(entries);
    for (const wholeBelow of [size + 1, 1024]) {
      const record = await readModuleRecord(file, wholeBelow);
      expect(record?.head).toEqual(head);
      expect(record?.size).toBe(size);
      expect(record?.entries()).toStrictEqual(entries);
    }
    // Read by its head alone, then replaced by another record: its entries are not the other's.
    const headOnly = await readModuleRecord(file, 1024);
    const other = await open(file, 'w');
    try {
      await writeModuleRecord(other, { ...head, hash: 'another bundle' }, entries.slice(1));
    } finally {
      await other.close();
    }
    expect(() => headOnly!.entries()).toThrow(/replaced/);
    expect(await readModuleRecord(path.join(dir, 'none.v8'), 1024)).toBeUndefined();
    const { file: small } = await written([area(0, 10)]);
    const bytes = await readFile(small);
    const damaged = path.join(dir, 'damaged.v8');
    const handle = await open(damaged, 'w');
    await handle.writeFile(bytes.subarray(0, -1));
    await handle.close();
    await expect(readModuleRecord(damaged, 1)).rejects.toThrow(/not a content module record/);
  });
});
