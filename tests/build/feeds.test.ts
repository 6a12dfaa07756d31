import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../generator/build.ts';
import { unescapeAttribute } from '../../generator/render/html-escape.ts';
import { copyProject } from '../support/project-copy.ts';

/**
 * Feed texts are plain text (issue 19 item 2): a post whose title and excerpt
 * carry markup is published in every feed as that text, never as live markup,
 * and the feeds stay well-formed XML for a strict parser.
 */
const POST = 'content/blog/posts/estimating-fixed-scope-mvps.ts';
const HOSTILE_TITLE = 'Q&A: <script>alert(1)</script> "><img src=x onerror=alert(2)> ]]>';
const HOSTILE_EXCERPT =
  'Estimates & <b>bold</b> claims: "><svg onload=alert(3)> fixed-scope MVPs, ranges and buffers ]]> explained.';

let project: { root: string; remove: () => Promise<void> };
let result: BuildResult;

beforeAll(async () => {
  project = await copyProject();
  const file = path.join(project.root, POST);
  const source = await readFile(file, 'utf8');
  const quoted = (text: string) => `'${text.replace(/'/g, "\\'")}'`;
  const edited = source
    .replace(
      /title: \{\n\s*en: '[^']*',\n\s*de: '[^']*',\n\s*ar: '[^']*',\n\s*\},/,
      `title: { en: ${quoted(HOSTILE_TITLE)}, de: ${quoted(HOSTILE_TITLE)}, ar: ${quoted(HOSTILE_TITLE)} },`,
    )
    .replace(
      /excerpt: \{\n\s*en: '[^']*',\n\s*de: '[^']*',\n\s*ar: '[^']*',\n\s*\},/,
      `excerpt: { en: ${quoted(HOSTILE_EXCERPT)}, de: ${quoted(HOSTILE_EXCERPT)}, ar: ${quoted(HOSTILE_EXCERPT)} },`,
    );
  expect(edited).toContain('onerror=alert(2)');
  expect(edited).toContain('onload=alert(3)');
  await writeFile(file, edited);
  result = await build({ root: project.root, sink: 'memory' });
});
afterAll(() => project.remove());

/** The text of every `name` element inside an `inside` element, read by a strict XML parser (CDATA and text alike), with its attributes. */
function elementTexts(
  xml: string,
  inside: string,
  name: string,
): Array<{ text: string; attributes: Record<string, string> }> {
  const parser = new SaxesParser({ xmlns: false });
  const stack: string[] = [];
  const found: Array<{ text: string; attributes: Record<string, string> }> = [];
  let current: { text: string; attributes: Record<string, string> } | undefined;
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    if (tag.name === name && stack.at(-2) === inside)
      current = { text: '', attributes: { ...(tag.attributes as Record<string, string>) } };
  });
  parser.on('text', (text) => current && (current.text += text));
  parser.on('cdata', (text) => current && (current.text += text));
  parser.on('closetag', (tag) => {
    if (tag.name === name && current) {
      found.push(current);
      current = undefined;
    }
    stack.pop();
  });
  parser.write(xml).close();
  return found;
}

describe('blog feeds', () => {
  for (const prefix of ['', 'de/', 'ar/']) {
    it(`publish a title and excerpt with markup as plain text (${prefix || 'en/'}rss.xml and atom.xml)`, () => {
      const rss = result.files.get(`${prefix}blog/rss.xml`) as string;
      const atom = result.files.get(`${prefix}blog/atom.xml`) as string;
      for (const [texts, kind] of [
        [elementTexts(rss, 'item', 'title'), 'title'],
        [elementTexts(rss, 'item', 'description'), 'excerpt'],
        [elementTexts(atom, 'entry', 'title'), 'title'],
        [elementTexts(atom, 'entry', 'summary'), 'excerpt'],
      ] as const) {
        const hostile = texts.find((item) => item.text.includes('alert('));
        expect(hostile, `${kind} in ${prefix}`).toBeDefined();
        // What the feed carries is HTML (Atom says so): escaped text, with no tag a reader could run.
        expect(hostile!.text).not.toMatch(/[<>]/);
        // Read as HTML, as a feed reader does, it is exactly the text the editor wrote.
        expect(unescapeAttribute(hostile!.text)).toBe(
          kind === 'title' ? HOSTILE_TITLE : HOSTILE_EXCERPT,
        );
        if (hostile!.attributes.type) expect(hostile!.attributes.type).toBe('html');
      }
    });
  }
});
