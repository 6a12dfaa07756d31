import { readFile } from 'node:fs/promises';
import { contentHash } from '../../assets/hash.ts';
import { checkPageLinks, type LinkedPage, type LinkTargets, type PageLinkReport } from '../../check/links.ts';
import type { TokenEntry } from '../build-tokens.ts';
import { normalizePath } from '../../../shared/model/normalize-path.ts';
import { mediaQueriesFrom } from '../media-queries.ts';
import { html, raw } from './markup.ts';
import type { ReferenceSection } from './section.ts';
import { breakpointSection } from './sections/breakpoints.ts';
import { colourSection } from './sections/colour.ts';
import { motionSection } from './sections/motion.ts';
import { opacitySection } from './sections/opacity.ts';
import { otherSection } from './sections/other.ts';
import { shapeSection } from './sections/shape.ts';
import { componentSection, layoutSection, spacingSection } from './sections/sizes.ts';
import { typographySection } from './sections/typography.ts';
import { TokenClasses } from './token-classes.ts';

/**
 * The designers' token reference (issue 7): every token of tokens/*.json with
 * its value, drawn as what it is, rebuilt by every build. It is a page for the
 * team, not for visitors: English only, `noindex`, outside the route table
 * (so never in the sitemap, the language switcher or page data), and without
 * the site runtime. It uses the site stylesheet (fonts, tokens, global styles)
 * plus its own, whose per-token rules are generated with the page.
 */
export const TOKEN_REFERENCE_PATH = '/design-tokens/';
export const TOKEN_REFERENCE_FILE = 'design-tokens/index.html';

/** Page order; a token shows in the first section that claims it. */
const SECTIONS: ReferenceSection[] = [
  colourSection,
  typographySection,
  spacingSection,
  layoutSection,
  breakpointSection,
  componentSection,
  shapeSection,
  motionSection,
  opacitySection,
  otherSection,
];

export interface TokenReferenceInput {
  entries: TokenEntry[];
  siteName: string;
  assets: {
    /** URL of the site stylesheet, which holds the fonts and every token as a CSS variable. */
    stylesheet: string;
    favicon: string;
    /** The dev server's live-reload client. */
    headExtra?: string | undefined;
  };
}

export interface TokenReferencePage {
  /** The page and its stylesheet, relative to dist/. */
  files: Map<string, string>;
  /** The page's links checked like a route's, once every file of the build is known. */
  links: (targets: LinkTargets) => { route: LinkedPage; report: PageLinkReport };
}

/** Links in the page's <main> are blamed on this module, which writes them. */
const PAGE: LinkedPage = { path: TOKEN_REFERENCE_PATH, locale: 'en', source: 'generator/tokens/reference/page.ts' };

export async function renderTokenReference({ entries, siteName, assets }: TokenReferenceInput): Promise<TokenReferencePage> {
  const classes = new TokenClasses();
  const context = { classes, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  const claimed = new Map<ReferenceSection, TokenEntry[]>(SECTIONS.map((section) => [section, []]));
  for (const entry of entries) claimed.get(SECTIONS.find((section) => section.claims(entry))!)!.push(entry);
  const shown = SECTIONS.filter((section) => claimed.get(section)!.length > 0).map((section) => ({
    section,
    count: claimed.get(section)!.length,
    body: section.render(claimed.get(section)!, context),
  }));

  const baseCss = await readFile(new URL('./reference.css', import.meta.url), 'utf8');
  const css = `${withMediaQueries(baseCss, entries)}\n/* One rule per token shown (token-classes.ts). */\n${classes.css()}\n`;
  const stylesheet = `_assets/design-tokens.${contentHash(css)}.css`;
  const files = new Set(entries.map((entry) => entry.file));

  const page = html`<!doctype html>
<html lang="en" dir="ltr" data-live-reload="page">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Design tokens | ${siteName}</title>
<meta name="description" content="Every design token of the ${siteName} site: colours with WCAG contrast, type, spacing, layout, breakpoints and motion.">
<meta name="robots" content="noindex">
<link rel="stylesheet" href="${assets.stylesheet}">
<link rel="stylesheet" href="/${stylesheet}">
<link rel="icon" href="${assets.favicon}" type="image/svg+xml">
${raw(assets.headExtra ?? '')}
</head>
<body class="dt-page">
<a class="dt-skip" href="#main">Skip to the tokens</a>
<header class="dt-header">
<a class="dt-brand" href="/"><img src="${assets.favicon}" alt="" width="28" height="28">${siteName}</a>
<p class="dt-header__title">Design tokens</p>
</header>
<div class="dt-layout">
<nav class="dt-nav" aria-label="Token groups">
<ul>
${shown.map(({ section, count }) => html`<li><a href="#${section.id}">${section.title} <span class="dt-count">${count}</span></a></li>`)}
</ul>
</nav>
<main id="main" class="dt-main">
<div class="dt-intro">
<p class="dt-eyebrow">${siteName} design system</p>
<h1>Design tokens</h1>
<p class="dt-lead">Every colour, size, breakpoint and duration of the site, read from <code>tokens/*.json</code> on each build. Components use them as CSS variables or through the Stitches theme, never as literal values: change a token and the site and this page follow.</p>
<p class="dt-stats"><span><strong>${entries.length}</strong> tokens</span><span><strong>${files.size}</strong> files</span><span><strong>${new Set(entries.map((entry) => entry.type)).size}</strong> types</span></p>
</div>
${shown.map(
  ({ section, body }) => html`<section class="dt-section" id="${section.id}" aria-labelledby="${section.id}-title">
<h2 id="${section.id}-title">${section.title}</h2>
${body}
</section>`,
)}
</main>
</div>
<footer class="dt-footer">
<p>Generated from ${[...files].sort().map((file, index) => html`${index ? ', ' : ''}<code>${file}</code>`)}. How to change a token, and what a token error looks like: <code>tokens/README.md</code>.</p>
</footer>
</body>
</html>
`;
  return {
    files: new Map([
      [TOKEN_REFERENCE_FILE, page.text],
      [stylesheet, css],
    ]),
    // The page is no route, so its own path joins the targets (its skip link and section links point there).
    links: (targets) => ({ route: PAGE, report: checkPageLinks(PAGE, page.text, { ...targets, routePaths: new Set([...targets.routePaths, normalizePath(PAGE.path)]) }) }),
  };
}

/**
 * reference.css writes `@media (--desktopUp)`: the page's breakpoints are the
 * site's, from the breakpoint tokens, in the names the Stitches theme uses.
 */
function withMediaQueries(css: string, entries: TokenEntry[]): string {
  const media = mediaQueriesFrom(entries.filter((entry) => entry.path[0] === 'breakpoint').map((entry) => ({ path: entry.path.slice(1), value: entry.css })));
  return css.replace(/@media \(--([a-zA-Z0-9]+)\)/g, (_, name: string) => {
    const query = media[name];
    if (!query) throw new Error(`generator/tokens/reference/reference.css uses the breakpoint @${name}, which tokens/breakpoints.json no longer defines`);
    return `@media ${query}`;
  });
}
