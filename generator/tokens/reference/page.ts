import { readFile } from 'node:fs/promises';
import { contentHash } from '../../assets/hash.ts';
import {
  checkPageLinks,
  type LinkedPage,
  type LinkTargets,
  type PageLinkReport,
} from '../../check/links.ts';
import type { TokenEntry } from '../build-tokens.ts';
import { normalizePath } from '../../../shared/model/normalize-path.ts';
import { mediaQueriesFrom } from '../media-queries.ts';
import { escapeHtml } from '../../render/html-escape.ts';
import { renderReferenceBody, type ShownSection } from './ReferenceBody.tsx';
import type { ReferenceSection } from './section.ts';
import { breakpointSection } from './sections/breakpoints.tsx';
import { colourSection } from './sections/colour.tsx';
import { motionSection } from './sections/motion.tsx';
import { opacitySection } from './sections/opacity.tsx';
import { otherSection } from './sections/other.tsx';
import { shapeSection } from './sections/shape.tsx';
import { componentSection, layoutSection, spacingSection } from './sections/sizes.tsx';
import { typographySection } from './sections/typography.tsx';
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
const PAGE: LinkedPage = {
  path: TOKEN_REFERENCE_PATH,
  locale: 'en',
  source: 'generator/tokens/reference/page.ts',
};

export async function renderTokenReference({
  entries,
  siteName,
  assets,
}: TokenReferenceInput): Promise<TokenReferencePage> {
  const classes = new TokenClasses();
  const context = { classes, byId: new Map(entries.map((entry) => [entry.id, entry])) };
  const claimed = new Map<ReferenceSection, TokenEntry[]>(SECTIONS.map((section) => [section, []]));
  for (const entry of entries)
    claimed.get(SECTIONS.find((section) => section.claims(entry))!)!.push(entry);
  const sections: ShownSection[] = SECTIONS.filter(
    (section) => claimed.get(section)!.length > 0,
  ).map((section) => ({
    section,
    entries: claimed.get(section)!,
  }));
  // Rendered first: the sections fill `classes` as they draw their tokens.
  const body = renderReferenceBody({
    siteName,
    favicon: assets.favicon,
    entries,
    sections,
    context,
  });

  const baseCss = await readFile(new URL('./reference.css', import.meta.url), 'utf8');
  const css = `${withMediaQueries(baseCss, entries)}\n/* One rule per token shown (token-classes.ts). */\n${classes.css()}\n`;
  const stylesheet = `_assets/design-tokens.${contentHash(css)}.css`;
  const page = `${documentHead({ siteName, assets, stylesheet: `/${stylesheet}` })}<body class="dt-page">\n${body}\n</body>\n</html>\n`;
  return {
    files: new Map([
      [TOKEN_REFERENCE_FILE, page],
      [stylesheet, css],
    ]),
    // The page is no route, so its own path joins the targets (its skip link and section links point there).
    links: (targets) => ({
      route: PAGE,
      report: checkPageLinks(PAGE, page, {
        ...targets,
        routePaths: new Set([...targets.routePaths, normalizePath(PAGE.path)]),
      }),
    }),
  };
}

/**
 * Up to <body>, written as every page's is (generator/render/document.ts):
 * React renders the body. The page announces its own stylesheet after the
 * site's, and the dev server's live-reload client when it serves the page.
 */
function documentHead({
  siteName,
  assets,
  stylesheet,
}: {
  siteName: string;
  assets: TokenReferenceInput['assets'];
  stylesheet: string;
}): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en" dir="ltr" data-live-reload="page">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Design tokens | ${site}</title>
<meta name="description" content="Every design token of the ${site} site: colours with WCAG contrast, type, spacing, layout, breakpoints and motion.">
<meta name="robots" content="noindex">
<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
<link rel="icon" href="${escapeHtml(assets.favicon)}" type="image/svg+xml">
${assets.headExtra ?? ''}
</head>
`;
}

/**
 * reference.css writes `@media (--desktopUp)`: the page's breakpoints are the
 * site's, from the breakpoint tokens, in the names the Stitches theme uses.
 */
function withMediaQueries(css: string, entries: TokenEntry[]): string {
  const media = mediaQueriesFrom(
    entries
      .filter((entry) => entry.path[0] === 'breakpoint')
      .map((entry) => ({ path: entry.path.slice(1), value: entry.css })),
  );
  return css.replace(/@media \(--([a-zA-Z0-9]+)\)/g, (_, name: string) => {
    const query = media[name];
    if (!query)
      throw new Error(
        `generator/tokens/reference/reference.css uses the breakpoint @${name}, which tokens/breakpoints.json no longer defines`,
      );
    return `@media ${query}`;
  });
}
