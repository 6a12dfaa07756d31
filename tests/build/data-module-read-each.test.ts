import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentHash } from '../../generator/assets/hash.ts';
import { createContentLoader, loadContent } from '../../generator/content/load-content.ts';
import { decodeModuleRecord } from '../../generator/content/module-record.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { FileFingerprints } from '../../generator/graph/file-fingerprints.ts';
import { decodedOnRead, type Content } from '../../shared/model/content-graph.ts';
import { syntheticLocation } from '../../tools/bench/synthetic-site.ts';
import { bundled } from '../support/counted-esbuild.ts';
import { copyProject } from '../support/project-copy.ts';
import { collectGarbage } from '../support/collect-garbage.ts';

// The loader's esbuild, counted, not replaced: which modules it was asked to bundle.
vi.mock('esbuild', async (importOriginal) =>
  (await import('../support/counted-esbuild.ts')).countedEsbuild(importOriginal),
);

/** Bytes held outside the JS heap (buffers) once the collector has run. */
function buffersAfterCollection(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

/**
 * A large data module (a generated module of service areas) is validated an
 * element at a time as its bytes are read, each valid entry written to its
 * record, none held (issue 22 item 3): its text is never parsed whole, it
 * loads the same entries as the whole read, and a module that is not valid,
 * not JSON after all, or not UTF-8 is reported as before, with no record kept.
 */
const AREAS = 300;
const SYNTHETIC = 'content/locations/synthetic.ts';
let project: Awaited<ReturnType<typeof copyProject>>;
let asData: string;
const cacheDir = () => path.join(project.root, 'module-cache');
const recordOf = () =>
  path.join(cacheDir(), `${contentHash(path.join(project.root, SYNTHETIC), 16)}.v8`);

beforeAll(async () => {
  project = await copyProject();
  const areas = Array.from({ length: AREAS }, (_, index) => syntheticLocation(index));
  asData = `// Generated.\nexport default ${JSON.stringify(areas, null, 1)};\n`;
  await writeFile(path.join(project.root, SYNTHETIC), asData);
});
afterAll(() => project?.remove());

/** A load with the module cache, as a build in a new process; what it threw, if it threw. */
async function loadWithCache(): Promise<{ content?: Content; error?: unknown }> {
  const files = new FileFingerprints(project.root);
  const loader = createContentLoader(project.root, {
    moduleCache: { dir: cacheDir(), read: false, hashOf: (file) => files.hash(file) },
  });
  try {
    return { content: await loader.load() };
  } catch (error) {
    return { error };
  } finally {
    loader.dispose();
  }
}

async function withSynthetic<T>(text: string | Buffer, run: () => Promise<T>): Promise<T> {
  const file = path.join(project.root, SYNTHETIC);
  await writeFile(file, text);
  try {
    return await run();
  } finally {
    await writeFile(file, asData);
  }
}

const messagesOf = (error: unknown) => {
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).problems.map((item) => item.message);
};

/** The module's record as it is (the hash it was validated with), and whether a write was left behind. */
async function recordState(): Promise<{ hash?: string; leftovers: string[] }> {
  const leftovers = (await readdir(cacheDir()).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.tmp'),
  );
  try {
    return { hash: decodeModuleRecord(await readFile(recordOf())).head.hash, leftovers };
  } catch {
    return { leftovers };
  }
}

describe('a large data module read an element at a time', () => {
  it('loads the entries the whole read loads, without parsing the module whole or bundling it', async () => {
    const size = Buffer.byteLength(asData);
    const whole = await loadContent(project.root);
    const parse = vi.spyOn(JSON, 'parse');
    bundled.length = 0;
    try {
      const { content, error } = await loadWithCache();
      expect(error).toBeUndefined();
      // The module's text is parsed an area at a time (other files, package-lock.json, whole).
      const ofModule = parse.mock.calls.filter(([text]) => text.includes('cedar-falls-'));
      expect(ofModule.length).toBeGreaterThanOrEqual(AREAS);
      expect(Math.max(...ofModule.map(([text]) => text.length))).toBeLessThan(size / 100);
      expect(bundled.map((file) => path.relative(project.root, file))).not.toContain(SYNTHETIC);
      const synthetic = content!.locations.filter((entry) => entry.file === SYNTHETIC);
      expect(synthetic).toHaveLength(AREAS);
      expect(synthetic.every(decodedOnRead)).toBe(true);
      expect(JSON.stringify(content)).toBe(JSON.stringify(whole));
    } finally {
      parse.mockRestore();
    }
    expect((await recordState()).hash).toBeDefined();
  });

  it('holds neither the module’s bytes nor its text once loaded, while its entries are read', async () => {
    const size = Buffer.byteLength(asData);
    const before = buffersAfterCollection();
    const { content } = await loadWithCache();
    const held = buffersAfterCollection() - before;
    expect(content!.locations.filter((entry) => entry.file === SYNTHETIC)).toHaveLength(AREAS);
    expect(held).toBeLessThan(size / 4);
  });

  it('reports a field that breaks its schema at its line and column, and keeps no record of it', async () => {
    await rm(cacheDir(), { recursive: true, force: true });
    const { hash: validHash } = await loadWithCache().then(recordState);
    const at = asData.indexOf('"America/', asData.indexOf('cedar-falls-00150'));
    const edited = `${asData.slice(0, at)}"Central"${asData.slice(asData.indexOf(',', at))}`;
    const lines = asData.slice(0, at).split('\n');
    const { error } = await withSynthetic(edited, loadWithCache);
    expect(messagesOf(error)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${SYNTHETIC}:${lines.length}:${lines.at(-1)!.length + 1} › service area "cedar-falls-00150" › timeZone: Use an IANA time zone`,
        ),
      ),
    ]);
    // The record of the valid module stays as it was, and nothing of the invalid one's is left.
    expect(await recordState()).toEqual({ hash: validHash, leftovers: [] });
  });

  it('rejects bytes that are not UTF-8 at their line and column, and keeps no record of them', async () => {
    await rm(cacheDir(), { recursive: true, force: true });
    const at = asData.indexOf('Cedar Falls 00200');
    const lines = asData.slice(0, at).split('\n');
    const bytes = Buffer.concat([
      Buffer.from(asData.slice(0, at)),
      Buffer.from([0xe9]),
      Buffer.from(asData.slice(at)),
    ]);
    const { error } = await withSynthetic(bytes, loadWithCache);
    expect(messagesOf(error)).toEqual([
      `${SYNTHETIC}:${lines.length}:${lines.at(-1)!.length + 1}: not valid UTF-8 (byte 0xe9); save the file as UTF-8`,
    ]);
    expect(await recordState()).toEqual({ leftovers: [] });
  });

  it('bundles a module that turns out not to be JSON after entries were written, and loads the same', async () => {
    // Read before the next load rewrites the record its entries are read from.
    const expected = JSON.stringify((await loadWithCache()).content);
    // A trailing comma after the last area: TypeScript, not JSON.
    const trailingComma = asData.replace(/\}\n\];\n$/, '},\n];\n');
    expect(trailingComma).not.toBe(asData);
    bundled.length = 0;
    const { content, error } = await withSynthetic(trailingComma, loadWithCache);
    expect(error).toBeUndefined();
    expect(bundled.map((file) => path.relative(project.root, file))).toContain(SYNTHETIC);
    expect(JSON.stringify(content)).toBe(expected);
    expect((await recordState()).leftovers).toEqual([]);
  });
});
