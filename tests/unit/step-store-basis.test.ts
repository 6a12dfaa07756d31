import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { GENERATOR_CODE } from '../../generator/graph/step-store.ts';
import { ownCodeOf } from '../../server/dev/own-code.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

describe("the step store's basis", () => {
  it('covers every module the build and watch mode import, so an edit to one of them drops the kept records', async () => {
    // The import graph as esbuild resolves it (packages stay outside): the code a kept route
    // table, sitemap, bundle or check was made with.
    const imported = await ownCodeOf(PROJECT_ROOT, [
      'generator/build.ts',
      'generator/dev/incremental-site.ts',
    ]);
    const covered = new Set(await fg(GENERATOR_CODE, { cwd: PROJECT_ROOT, onlyFiles: true }));
    expect(imported.size).toBeGreaterThan(100);
    expect([...imported].filter((file) => !covered.has(file))).toEqual([]);
  });
});
