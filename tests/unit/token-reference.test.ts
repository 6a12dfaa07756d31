import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectLinkProblems } from '../../generator/check/links.ts';
import { buildTokens, type TokenEntry } from '../../generator/tokens/build-tokens.ts';
import { loadTokens } from '../../generator/tokens/load-tokens.ts';
import { contrastOn } from '../../generator/tokens/reference/contrast.ts';
import {
  renderTokenReference,
  TOKEN_REFERENCE_FILE,
} from '../../generator/tokens/reference/page.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

let entries: TokenEntry[];
beforeAll(async () => {
  entries = (await buildTokens(await loadTokens(PROJECT_ROOT))).entries;
});

const ASSETS = { stylesheet: '/_assets/site.test.css', favicon: '/_assets/favicon.test.svg' };

async function render(tokens: TokenEntry[]) {
  const page = await renderTokenReference({
    entries: tokens,
    siteName: 'Fernhill',
    assets: ASSETS,
  });
  const html = page.files.get(TOKEN_REFERENCE_FILE)!;
  const css = [...page.files].find(([file]) => file.endsWith('.css'))![1];
  return { page, html, dom: parse(html), css };
}

const extra = (
  id: string,
  type: TokenEntry['type'],
  css: string,
  description?: string,
): TokenEntry => ({
  id,
  path: id.split('.'),
  type,
  file: 'tokens/extra.json',
  cssVariable: `--${id.replaceAll('.', '-')}`,
  css,
  authored: css,
  description,
});

describe('token reference page', () => {
  it('shows a token group no section knows under "Other tokens", and lists it in the navigation', async () => {
    const { dom } = await render([
      ...entries,
      extra('elevation.modal', 'number', '60', 'Stacking order of dialogs.'),
    ]);
    const other = dom.querySelector('section#other')!;
    expect(other.querySelector('.dt-name')!.text).toBe('elevation.modal');
    expect(other.text).toContain('Stacking order of dialogs.');
    expect(dom.querySelectorAll('.dt-nav a').map((link) => link.getAttribute('href'))).toContain(
      '#other',
    );
  });

  it('leaves out sections without tokens', async () => {
    const { dom } = await render(entries.filter((entry) => entry.path[0] !== 'opacity'));
    expect(dom.querySelector('section#opacity')).toBeNull();
    expect(dom.querySelector('section#other')).toBeNull();
    expect(
      dom.querySelectorAll('.dt-nav a').map((link) => link.getAttribute('href')),
    ).not.toContain('#opacity');
  });

  it('escapes designer text, so a description cannot break the page', async () => {
    const { html } = await render([
      ...entries,
      extra('elevation.modal', 'number', '60', 'Above <main> & "everything"'),
    ]);
    expect(html).toContain('Above &lt;main&gt; &amp; &quot;everything&quot;');
    expect(html).not.toContain('Above <main>');
  });

  it('paints every swatch and bar from the token’s own CSS variable, and takes its media queries from the breakpoint tokens', async () => {
    const { css } = await render(entries);
    expect(css).toContain('.t-color-brand-primary{--t:var(--color-brand-primary)}');
    expect(css).toMatch(
      /\.t-layout-width-content\{--t:var\(--layout-width-content\);--t-share:0\.736\d*\}/,
    );
    expect(css).toContain('@media (min-width: 1024px)');
    await expect(
      render(entries.filter((entry) => !entry.id.startsWith('breakpoint.desktop.'))),
    ).rejects.toThrow(
      /uses the breakpoint @desktopUp, which tokens\/breakpoints\.json no longer defines/,
    );
  });

  it('checks its own links: a missing stylesheet is reported like on any page', async () => {
    const { page } = await render(entries);
    const files = new Set([...page.files.keys()]);
    const problems = (built: Set<string>) =>
      collectLinkProblems([page.links({ routePaths: new Set(['/']), files: built })]).map(
        (item) => item.message,
      );
    expect(
      problems(new Set([...files, '_assets/site.test.css', '_assets/favicon.test.svg'])),
    ).toEqual([]);
    const missing = problems(files);
    expect(missing).toEqual([
      '/design-tokens/ references /_assets/site.test.css, which is not in the build output',
      '/design-tokens/ references /_assets/favicon.test.svg, which is not in the build output',
    ]);
  });
});

describe('contrast on a surface', () => {
  it('rates by WCAG thresholds and never rounds a failing ratio up', () => {
    expect(contrastOn('#000000', '#ffffff')).toEqual({ ratio: 21, level: 'AAA' });
    expect(contrastOn('#136f4f', '#ffffff')?.level).toBe('AA');
    expect(contrastOn('#94a39d', '#ffffff')?.level).toBe('Fail');
    // #777777 on white is 4.478:1: shown as 4.47, rated for large text only.
    expect(contrastOn('#777777', '#ffffff')).toEqual({ ratio: 4.47, level: 'AA large' });
  });

  it('measures a translucent colour as it looks on the surface', () => {
    // Half-transparent black on white paints #808080 (3.95:1); ignoring alpha would claim 21:1.
    expect(contrastOn('rgba(0, 0, 0, 0.5)', '#ffffff')?.ratio).toBeCloseTo(3.95, 1);
    expect(contrastOn('banana', '#ffffff')).toBeUndefined();
  });
});
