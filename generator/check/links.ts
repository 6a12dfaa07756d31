import { BrokenFragmentLink, BrokenInternalLink, MissingAsset } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { normalizePath } from '../routes/localize-path.ts';
import type { Route } from '../routes/route.ts';

/** Module that owns the header and footer links (the page chrome). */
const CHROME_SOURCE = 'content/site.ts';

const ATTRIBUTE = /\s(href|src)="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

function unprefixed(url: string, locale: string): string {
  return url.startsWith(`/${locale}/`) ? url.slice(locale.length + 1) : url;
}

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** What a page's links are checked against: the routes and files of the build. */
export interface LinkTargets {
  /** Normalized route paths ("/about-us", "/de"). */
  routePaths: ReadonlySet<string>;
  /** Files of the build, relative to dist/. */
  files: ReadonlySet<string>;
}

export interface KeyedProblem {
  /** The same authored link breaks on many pages and in every locale: reported once per key. */
  key: string;
  problem: Problem;
}

/** A link to a #fragment on another page: checked once every page's ids are known. */
export interface FragmentLink {
  key: string;
  source: string;
  page: string;
  href: string;
  target: string;
  fragment: string;
}

export interface PageLinkReport {
  problems: KeyedProblem[];
  fragments: FragmentLink[];
  /** The page's ids, space-separated (compact to keep for thousands of pages). */
  ids: string;
}

/**
 * Checks one rendered page on its own: every internal link must reach a route,
 * every asset URL a file of the build, every #fragment on the page itself an
 * id. Links in <main> are blamed on the route's content module; header and
 * footer links on the site config. Runs where the page is rendered (a worker),
 * so only problems and cross-page fragments travel back.
 */
/** What the checker needs to know of a page; the token reference page (outside the route table) has these too. */
export type LinkedPage = Pick<Route, 'path' | 'locale' | 'source'>;

export function checkPageLinks(route: LinkedPage, html: string, targets: LinkTargets): PageLinkReport {
  const ids = new Set(Array.from(html.matchAll(ID), (match) => decode(match[1] ?? '')));
  const ownPath = normalizePath(route.path);
  const problems: KeyedProblem[] = [];
  const fragments: FragmentLink[] = [];
  const mainStart = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  for (const match of html.matchAll(ATTRIBUTE)) {
    const url = decode(match[2] ?? '');
    if (!url.startsWith('/') && !url.startsWith('#')) continue;
    // Protocol-relative URLs are external; /_dev/ is served by the dev server, not the build.
    if (url.startsWith('//') || url.startsWith('/_dev/')) continue;
    const index = match.index ?? 0;
    const source = index > mainStart && index < mainEnd ? route.source : CHROME_SOURCE;
    const [target = '', fragment] = url.split('#');
    const targetPath = target === '' ? ownPath : normalizePath(target);
    if (target.startsWith('/_assets/') || /\.(svg|png|jpg|webp|ico|woff2|css|js|json|xml|txt|webmanifest)$/.test(targetPath)) {
      if (!targets.files.has(targetPath.slice(1))) problems.push({ key: `asset|${targetPath}`, problem: problem(MissingAsset, { page: route.path, url }) });
      continue;
    }
    if (!targets.routePaths.has(targetPath)) {
      problems.push({ key: `route|${source}|${unprefixed(target, route.locale)}`, problem: problem(BrokenInternalLink, { source, page: route.path, href: url }) });
      continue;
    }
    if (!fragment) continue;
    const key = `fragment|${source}|${unprefixed(url, route.locale)}`;
    if (targetPath === ownPath) {
      if (!ids.has(fragment)) problems.push({ key, problem: problem(BrokenFragmentLink, { source, page: route.path, href: url, target: targetPath }) });
    } else fragments.push({ key, source, page: route.path, href: url, target: targetPath, fragment });
  }
  return { problems, fragments, ids: [...ids].join(' ') };
}

/** Combines the pages' reports: each problem once, in page order, and cross-page fragments against the target's ids. */
export function collectLinkProblems(reports: ReadonlyArray<{ route: LinkedPage; report: PageLinkReport }>): Problem[] {
  const idsByPath = new Map<string, string>();
  for (const { route, report } of reports) idsByPath.set(normalizePath(route.path), ` ${report.ids} `);
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const add = (key: string, item: Problem) => {
    if (!reported.has(key)) problems.push(item);
    reported.add(key);
  };
  for (const { report } of reports) {
    for (const { key, problem: item } of report.problems) add(key, item);
    for (const link of report.fragments) {
      if (!idsByPath.get(link.target)?.includes(` ${link.fragment} `)) add(link.key, problem(BrokenFragmentLink, link));
    }
  }
  return problems;
}
