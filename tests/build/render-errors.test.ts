import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { BuildError, formatBuildError } from '../../generator/errors/build-error.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { isRouteOf } from '../../components/page-kinds/registry.ts';
import { locationPage } from '../../components/page-kinds/location.ts';
import { realContent } from '../support/content.ts';
import { copyProject } from '../support/project-copy.ts';

const TEMPLATE = 'components/pages/LocationPage.tsx';
/** The line the edit adds to the template, before it reads the nearby places. */
const ANCHOR = '  const nearby = location.nearby';

describe('a template that throws while a page renders (issue 20 item 7)', () => {
  let project: { root: string; remove: () => Promise<void> };
  beforeAll(async () => {
    project = await copyProject();
  });
  afterAll(() => project.remove());

  it('stops the build naming the route, its locale, content module and entry, with the cause chain; dist/ stays', async () => {
    const route = buildRouteTable(realContent())
      .filter((candidate) => isRouteOf(candidate, locationPage))
      .find((candidate) => candidate.locale === 'de')!;
    const slug = route.page.slug;
    const file = path.join(project.root, TEMPLATE);
    const original = await readFile(file, 'utf8');
    expect(original).toContain(ANCHOR);
    const thrower =
      `  if (location.slug === '${slug}' && locale === 'de') ` +
      "throw new Error('no map tiles for this place', { cause: new RangeError('zoom level 99 is out of range') });\n";
    const edited = original.replace(ANCHOR, `${thrower}${ANCHOR}`);
    const line =
      edited.split('\n').findIndex((text) => text.startsWith('  if (location.slug ===')) + 1;
    await writeFile(file, edited);
    const outDir = path.join(
      await mkdtemp(path.join(os.tmpdir(), 'fernhill-render-error-')),
      'dist',
    );
    await mkdir(outDir);
    await writeFile(path.join(outDir, 'previous.html'), 'previous build');
    try {
      const error = await build({ root: project.root, sink: 'disk', outDir }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(BuildError);
      const { problems } = error as BuildError;
      expect(problems.map((item) => item.name)).toEqual(['PageRenderFailed']);
      const at = `at ${TEMPLATE}:${line}:`;
      expect(problems[0]!.message).toMatch(
        new RegExp(
          `^${escape(`${route.source} › ${route.entry} › ${route.path} (de): Error: no map tiles for this place (${at}`)}\\d+\\)` +
            `${escape(` ← caused by RangeError: zoom level 99 is out of range (${at}`)}\\d+\\)$`,
        ),
      );
      expect(formatBuildError(error)).toContain('[PageRenderFailed]');
      expect(await readdir(outDir)).toEqual(['previous.html']);
    } finally {
      await writeFile(file, original);
      await rm(path.dirname(outDir), { recursive: true, force: true });
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
