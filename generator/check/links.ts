import { BrokenFragmentLink, BrokenInternalLink, MissingAsset } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { unescapeAttribute } from '../render/html-escape.ts';
import { normalizePath } from '../routes/localize-path.ts';
import type { Route } from '../routes/route.ts';

/** Module that owns the header and footer links (the page chrome). */
const CHROME_SOURCE = 'content/site.ts';

/** One pass over a page finds its link targets and its ids. */
const ATTRIBUTE = /\s(href|src|id)="([^"]*)"/g;
const ASSET_EXTENSION = /\.(svg|png|jpg|webp|ico|woff2|css|js|json|xml|txt|webmanifest)$/;

function unprefixed(url: string, locale: string): string {
  return url.startsWith(`/${locale}/`) ? url.slice(locale.length + 1) : url;
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

/**
 * What an attribute value points at, as far as it does not depend on the
 * page it is on. Most links recur on every page (header, footer, language
 * switcher), so the verdicts are kept per set of targets.
 */
type UrlVerdict =
  | { kind: 'ignored' }
  /** "#id": a fragment of the page itself. */
  | { kind: 'own-fragment'; url: string; fragment: string }
  | { kind: 'asset'; url: string; targetPath: string; found: boolean }
  | { kind: 'route'; url: string; target: string; targetPath: string; found: boolean; fragment?: string };

const verdictsByTargets = new WeakMap<LinkTargets, Map<string, UrlVerdict>>();
/** Pages also link to their own alternates, so a large site has many distinct URLs: the memo starts over past this size. */
const MAX_VERDICTS = 20_000;

function judgeUrl(raw: string, targets: LinkTargets): UrlVerdict {
  const url = unescapeAttribute(raw);
  if (!url.startsWith('/') && !url.startsWith('#')) return { kind: 'ignored' };
  // Protocol-relative URLs are external; /_dev/ is served by the dev server, not the build.
  if (url.startsWith('//') || url.startsWith('/_dev/')) return { kind: 'ignored' };
  const [target = '', fragment] = url.split('#');
  if (target === '') return { kind: 'own-fragment', url, fragment: fragment ?? '' };
  const targetPath = normalizePath(target);
  if (target.startsWith('/_assets/') || ASSET_EXTENSION.test(targetPath)) return { kind: 'asset', url, targetPath, found: targets.files.has(targetPath.slice(1)) };
  return { kind: 'route', url, target, targetPath, found: targets.routePaths.has(targetPath), ...(fragment ? { fragment } : {}) };
}

export function checkPageLinks(route: LinkedPage, html: string, targets: LinkTargets): PageLinkReport {
  let verdicts = verdictsByTargets.get(targets);
  if (!verdicts || verdicts.size > MAX_VERDICTS) verdictsByTargets.set(targets, (verdicts = new Map()));
  const ids = new Set<string>();
  const links: Array<{ verdict: Exclude<UrlVerdict, { kind: 'ignored' }>; index: number }> = [];
  for (const match of html.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? '';
    if (match[1] === 'id') {
      if (value) ids.add(unescapeAttribute(value));
      continue;
    }
    let verdict = verdicts.get(value);
    if (!verdict) {
      // A copy: `value` is a slice of the page, and as a key it would keep the whole page alive.
      const url = Buffer.from(value).toString();
      verdicts.set(url, (verdict = judgeUrl(url, targets)));
    }
    if (verdict.kind !== 'ignored') links.push({ verdict, index: match.index ?? 0 });
  }

  const ownPath = normalizePath(route.path);
  const problems: KeyedProblem[] = [];
  const fragments: FragmentLink[] = [];
  const mainStart = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  for (const { verdict, index } of links) {
    const source = index > mainStart && index < mainEnd ? route.source : CHROME_SOURCE;
    const { url } = verdict;
    if (verdict.kind === 'asset') {
      if (!verdict.found) problems.push({ key: `asset|${verdict.targetPath}`, problem: problem(MissingAsset, { page: route.path, url }) });
      continue;
    }
    if (verdict.kind === 'route' && !verdict.found) {
      problems.push({ key: `route|${source}|${unprefixed(verdict.target, route.locale)}`, problem: problem(BrokenInternalLink, { source, page: route.path, href: url }) });
      continue;
    }
    const { fragment } = verdict;
    if (!fragment) continue;
    const targetPath = verdict.kind === 'route' ? verdict.targetPath : ownPath;
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
