import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleRenderer, type RenderBundle } from '../../generator/render/render-bundle.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

let bundle: RenderBundle;

beforeAll(async () => {
  bundle = await bundleRenderer(PROJECT_ROOT);
}, 60_000);
afterAll(() => bundle?.remove());

/** The packages whose files the renderer bundle holds, by name. */
function bundledPackages(): Set<string> {
  const packages = new Set<string>();
  for (const input of Object.keys(bundle.imports)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.add(match[1]!);
  }
  return packages;
}

// Every render thread compiles and runs this bundle before its first page: in a build after a
// one-entry edit, the thread's start is what the render waits for.
describe('the renderer bundle the render threads load', () => {
  it('leaves out what only the build thread uses: the content schemas’ zod, the folder pass’s globbing, the token checks’ colour parser', () => {
    const packages = bundledPackages();
    for (const name of ['fast-glob', 'micromatch', 'picomatch', 'culori'])
      expect(packages, name).not.toContain(name);
    // The forms' rules are zod/mini (they ship to the browser); the content schemas' full zod is
    // the build thread's (validation), and the renderer reads only the schemas' plain modules.
    const inputs = Object.keys(bundle.imports);
    expect(inputs.filter((input) => input.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    expect(inputs).toContain('content/schema/locales.ts');
    expect(inputs).not.toContain('content/schema/primitives.ts');
    // It is the renderer: the components and what they render with.
    expect(packages).toContain('@stitches/react');
  });

  it('stays within its byte budget', async () => {
    const { size } = await stat(bundle.file);
    expect(size).toBeLessThanOrEqual(450_000);
  });
});
