import path from 'node:path';
import { expect, it } from 'vitest';
import { bundlesAfter } from '../../generator/assets/esbuild-service.ts';

it('counts every change but a locale’s strings as one a build bundles after, and unknown changes too', () => {
  const root = path.join(path.sep, 'site');
  const at = (file: string) => path.join(root, file);
  expect(bundlesAfter(root, undefined)).toBe(true);
  expect(bundlesAfter(root, [at('locales/de/translation.json')])).toBe(false);
  expect(
    bundlesAfter(root, [at('locales/de/translation.json'), at('locales/ar/translation.json')]),
  ).toBe(false);
  for (const file of ['content/blog/posts/a.ts', 'tokens/space.json', 'components/x.tsx'])
    expect(bundlesAfter(root, [at('locales/de/translation.json'), at(file)])).toBe(true);
  // A folder whose name only begins like it is not the locales.
  expect(bundlesAfter(root, [at('locales-old/de.json')])).toBe(true);
});
