import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load-content.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { problemsAfterEdit, problemsWithout } from '../support/problems-after-edit.ts';
import { copyProject } from '../support/project-copy.ts';
import { realContent } from '../support/content.ts';

let project: { root: string; remove: () => Promise<void> };
beforeAll(async () => {
  project = await copyProject();
});
afterAll(() => project.remove());

const problemsAfter = (file: string, edit: (source: string) => string) =>
  problemsAfterEdit(project.root, file, edit, () => loadContent(project.root));

describe('content schemas', () => {
  it('accept the real content', () => {
    const content = realContent();
    expect(content.services).toHaveLength(34);
    expect(content.locations).toHaveLength(58);
    expect(content.caseStudies).toHaveLength(8);
    expect(content.posts.length).toBeGreaterThanOrEqual(12);
  });

  it('name file:line:column › entry › field: rule for a missing field', async () => {
    const file = 'content/work/shyft.ts';
    const source = await readFile(path.join(project.root, file), 'utf8');
    const authorLine = source.split('\n').findIndex((line) => /^\s*author:/.test(line));
    expect(authorLine).toBeGreaterThan(0);
    const problems = await problemsAfter(file, (text) =>
      text
        .split('\n')
        .filter((_, index) => index !== authorLine)
        .join('\n'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/work\/shyft\.ts:\d+:\d+ › case study "shyft" › blocks\[\d+:testimonial\]\.author: Required$/,
    );
  });

  it('list every violation, not just the first, with the rule that failed', async () => {
    const problems = await problemsAfter('content/locations/cities.ts', (text) =>
      text
        .replace("timeZone: 'America/Chicago'", "timeZone: 'Central'")
        .replace(/nearby: \[[^\]]*\]/, 'nearby: []'),
    );
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(
      problems.some((message) =>
        /› service area "[a-z-]+" › timeZone: Use an IANA time zone/.test(message),
      ),
    ).toBe(true);
    expect(problems.some((message) => /› service area "[a-z-]+" › nearby: .*2/.test(message))).toBe(
      true,
    );
    for (const message of problems)
      expect(message).toMatch(/^content\/locations\/cities\.ts:\d+:\d+ › /);
  });

  it('reject a link in text that is not a site path, #fragment, https:, mailto: or tel:, located (issue 19 item 3)', async () => {
    for (const [target, shown] of [
      ['javascript:alert(1)', 'javascript:alert(1'],
      ['http://example.com', 'http://example.com'],
      ['data:text/html,hi', 'data:text/html,hi'],
    ] as const) {
      const problems = await problemsAfter('content/pages/fund.ts', (text) =>
        text.replace(/(de: '[^'\n]*?\])\(\/[a-z-]+(?:#[a-z-]+)?\)/, `$1(${target})`),
      );
      expect(problems, target).toHaveLength(1);
      expect(problems[0]).toMatch(
        new RegExp(
          `^content/pages/fund\\.ts:\\d+:\\d+ › page "fund" › .+\\.de: Link target "${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not allowed`,
        ),
      );
    }
  });

  it('reject two entries with one slug, naming both places, within a module and across modules (issue 19 item 4)', async () => {
    const same = await problemsAfter('content/services/design.ts', (text) =>
      text.replace("slug: 'mobile-design'", "slug: 'design-systems'"),
    );
    expect(same).toEqual([
      expect.stringMatching(
        /^service "design-systems" is defined twice: content\/services\/design\.ts:5:11 and content\/services\/design\.ts:268:11$/,
      ),
    ]);
    const across = await problemsAfter(
      'content/blog/posts/usability-tests-five-users-a-week.ts',
      (text) =>
        text.replace(
          "slug: 'usability-tests-five-users-a-week'",
          "slug: 'estimating-fixed-scope-mvps'",
        ),
    );
    expect(across).toEqual([
      expect.stringMatching(
        /^blog post "estimating-fixed-scope-mvps" is defined twice: content\/blog\/posts\/estimating-fixed-scope-mvps\.ts:\d+:\d+ and content\/blog\/posts\/usability-tests-five-users-a-week\.ts:\d+:\d+$/,
      ),
    ]);
  });

  it('name a missing page the site cannot work without, not the links to it (issue 19 item 5)', async () => {
    const withoutFile = (relative: string) =>
      problemsWithout(project.root, relative, () => loadContent(project.root));
    expect(await withoutFile('content/pages/not-found.ts')).toEqual([
      'no not-found page (404.html, served for every unknown path): no page has the path "/404.html"',
    ]);
    expect(await withoutFile('content/pages/server-error.ts')).toEqual([
      'no server-error page (500.html): no page has the path "/500.html"',
    ]);
    expect(await withoutFile('content/pages/blog.ts')).toEqual([
      'no blog index (every post links back to it): no page has the path "/blog"',
    ]);
    const withoutPages = await withoutFile('content/pages');
    expect(
      withoutPages.map((message) => /^no ([a-z-]+ (?:page|index))/.exec(message)?.[1]),
    ).toEqual([
      'home page',
      'not-found page',
      'server-error page',
      'offline page',
      'thank-you page',
      'blog index',
    ]);
  });

  it('reject a module that is not valid UTF-8 at the line and column of the first bad byte (issue 19 item 6)', async () => {
    const file = path.join(project.root, 'content/pages/fund.ts');
    const original = await readFile(file);
    const text = original.toString('utf8');
    const at = text.indexOf('Fernhill Fund');
    const lines = text.slice(0, at).split('\n');
    // "Café" saved as Latin-1: a lone 0xe9 byte.
    await writeFile(
      file,
      Buffer.concat([
        Buffer.from(text.slice(0, at), 'utf8'),
        Buffer.from('Caf', 'latin1'),
        Buffer.from([0xe9]),
        Buffer.from(` ${text.slice(at)}`, 'utf8'),
      ]),
    );
    try {
      const error = await loadContent(project.root).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(BuildError);
      expect((error as BuildError).problems.map((item) => item.message)).toEqual([
        `content/pages/fund.ts:${lines.length}:${lines.at(-1)!.length + 4}: not valid UTF-8 (byte 0xe9); save the file as UTF-8`,
      ]);
    } finally {
      await writeFile(file, original);
    }
  });

  it('say what is wrong with a module as a whole, and report a wrongly typed field once (issue 19 item 8)', async () => {
    expect(await problemsAfter('content/pages/fund.ts', () => '')).toEqual([
      'content/pages/fund.ts: has no default export: write `export default { … }`',
    ]);
    expect(
      await problemsAfter('content/pages/fund.ts', (text) =>
        text.replace('export default', 'export const fund ='),
      ),
    ).toEqual(['content/pages/fund.ts: has no default export: write `export default { … }`']);
    expect(
      await problemsAfter('content/blog/categories.ts', (text) =>
        text.replace(
          /export default \[([\s\S]*)\](\s*satisfies[^;]*)?;/,
          'export default { all: [$1] };',
        ),
      ),
    ).toEqual([
      'content/blog/categories.ts: exports an object; modules of this collection export an array of category entries: `export default [ { … }, … ]`',
    ]);
    const tags = await problemsAfter(
      'content/blog/posts/usability-tests-five-users-a-week.ts',
      (text) => text.replace(/tags: \[[\s\S]*?\n {2}\],/, "tags: 'research, usability, testing',"),
    );
    expect(tags).toEqual([
      expect.stringMatching(
        /^content\/blog\/posts\/usability-tests-five-users-a-week\.ts:\d+:\d+ › blog post "usability-tests-five-users-a-week" › tags: Invalid input: expected array, received string$/,
      ),
    ]);
  });

  it('report an unknown field and a broken localised field precisely', async () => {
    const problems = await problemsAfter('content/pages/about-us.ts', (text) =>
      text
        .replace("id: 'about-us',", "id: 'about-us',\n  colour: 'green',")
        .replace(/pageType: 'about'/, "pageType: 'aboot'"),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/pages\/about-us\.ts:5:11 › page "about-us" › colour: Unknown field "colour"$/,
        ),
        expect.stringMatching(
          /^content\/pages\/about-us\.ts:\d+:\d+ › page "about-us" › pageType: Invalid option/,
        ),
      ]),
    );
  });

  it('reject a reference to a case study that does not exist, with its location', async () => {
    const problems = await problemsAfter('content/services/technologies.ts', (text) =>
      text.replace(/relatedCaseStudies: \['/, "relatedCaseStudies: ['nope', '"),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/services\/technologies\.ts:\d+:\d+ › service "[a-z-]+" › relatedCaseStudies\[0\]: no case study "nope"$/,
    );
  });

  it('reject an image that is not in content/media, naming its field path', async () => {
    const problems = await problemsAfter('content/work/jombine.ts', (text) =>
      text.replace("src: 'work/jombine-screens.svg'", "src: 'work/nowhere.svg'"),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/work\/jombine\.ts:\d+:\d+ › case study "jombine" › blocks\[\d+:image\]\.image\.src: content\/media\/work\/nowhere\.svg does not exist$/,
    );
  });

  it('report a module that fails while it runs, naming the module and the error', async () => {
    const problems = await problemsAfter(
      'content/work/tattle.ts',
      (text) => `${text}\nthrow new Error('half-finished edit');\n`,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/work\/tattle\.ts: half-finished edit$/),
    ]);
  });

  it('report a module that does not compile', async () => {
    const problems = await problemsAfter('content/work/tattle.ts', (text) =>
      text.replace('export default {', 'export default {{'),
    );
    expect(problems[0]).toMatch(/content\/work\/tattle\.ts:\d+:\d+: /);
  });
});
