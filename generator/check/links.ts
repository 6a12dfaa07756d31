import { BrokenFragmentLink, BrokenInternalLink, MissingAsset } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { ownString } from '../render/fact-interner.ts';
import { unescapeAttribute } from '../render/html-escape.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import type { Route } from '../../shared/model/route.ts';
import { sessionCache, type RenderSession } from '../../components/render-session.ts';

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
  | {
      kind: 'route';
      url: string;
      target: string;
      targetPath: string;
      found: boolean;
      fragment?: string;
    };

/** Pages also link to their own alternates, so a large site has many distinct URLs: the memo starts over past this size. */
const MAX_VERDICTS = 20_000;
/** Watch mode renders new footers as content changes: old scans of shared markup are not kept forever. */
const MAX_SHARED = 16;

function judgeUrl(raw: string, targets: LinkTargets): UrlVerdict {
  const url = unescapeAttribute(raw);
  if (!url.startsWith('/') && !url.startsWith('#')) return { kind: 'ignored' };
  // Protocol-relative URLs are external; /_dev/ is served by the dev server, not the build.
  if (url.startsWith('//') || url.startsWith('/_dev/')) return { kind: 'ignored' };
  const [target = '', fragment] = url.split('#');
  if (target === '') return { kind: 'own-fragment', url, fragment: fragment ?? '' };
  const targetPath = normalizePath(target);
  if (target.startsWith('/_assets/') || ASSET_EXTENSION.test(targetPath))
    return { kind: 'asset', url, targetPath, found: targets.files.has(targetPath.slice(1)) };
  return {
    kind: 'route',
    url,
    target,
    targetPath,
    found: targets.routePaths.has(targetPath),
    ...(fragment ? { fragment } : {}),
  };
}

/** Links and ids found in a stretch of markup. */
interface ScannedMarkup {
  ids: Set<string>;
  links: Array<{ verdict: JudgedUrl; index: number }>;
}

type JudgedUrl = Exclude<UrlVerdict, { kind: 'ignored' }>;

/**
 * What the check remembers between pages, for one set of targets: the
 * verdict on each URL (most links recur on every page: header, footer,
 * language switcher) and the scan of each shared markup. The render session
 * keeps it (linkMemoOf); without one, a page is checked on its own. Measured
 * in commit 7eba576 with the footer judged once, the runtime config
 * serialised once and the head rendered once: location pages 1.08–1.43 →
 * 0.78–1.00 ms each in one thread.
 */
export interface LinkMemo {
  verdicts: Map<string, UrlVerdict>;
  sharedScans: Map<string, ScannedShared>;
}

const LINK_VERDICTS = sessionCache<string, UrlVerdict>('link verdicts', ['linkTargets'], {
  limit: MAX_VERDICTS,
});
const SHARED_SCANS = sessionCache<string, ScannedShared>(
  'shared markup link scans',
  ['linkTargets'],
  { limit: MAX_SHARED },
);

/** The session's memo for the targets the session renders against (a change of them invalidates `linkTargets`). */
export function linkMemoOf(session: RenderSession): LinkMemo {
  return { verdicts: session.store(LINK_VERDICTS), sharedScans: session.store(SHARED_SCANS) };
}

/** Adds the links and ids of `html` between `from` and `to` to `into`. */
function scanMarkup(
  html: string,
  from: number,
  to: number,
  targets: LinkTargets,
  verdicts: LinkMemo['verdicts'],
  into: ScannedMarkup,
): void {
  ATTRIBUTE.lastIndex = from;
  for (let match = ATTRIBUTE.exec(html); match && match.index < to; match = ATTRIBUTE.exec(html)) {
    const value = match[2] ?? '';
    if (match[1] === 'id') {
      if (value) into.ids.add(unescapeAttribute(value));
      continue;
    }
    // Absolute URLs (canonical, hreflang, external links) are never checked: unique to each page, they would only fill the memo.
    if (value[0] !== '/' && value[0] !== '#' && value[0] !== '&') continue;
    let verdict = verdicts.get(value);
    if (!verdict) {
      // A copy: `value` is a slice of the page, and as a key it would keep the whole page alive.
      const url = ownString(value);
      verdicts.set(url, (verdict = judgeUrl(url, targets)));
    }
    if (verdict.kind !== 'ignored') into.links.push({ verdict, index: match.index });
  }
  ATTRIBUTE.lastIndex = 0;
}

/**
 * Markup that recurs unchanged on many pages (the footer of a locale, four
 * fifths of a page): it sits in the page between `start` and `end`, and
 * `template` is the same string on every page that carries it, so its links
 * are judged once. Only its links that can fail are kept for the pages.
 */
export interface SharedMarkup {
  start: number;
  end: number;
  template: string;
}

interface ScannedShared {
  ids: string[];
  /** Broken links and links with a #fragment: the rest cannot fail on any page. */
  notable: JudgedUrl[];
}

function scanShared(template: string, targets: LinkTargets, memo: LinkMemo): ScannedShared {
  const scans = memo.sharedScans;
  let scan = scans.get(template);
  if (!scan) {
    const found: ScannedMarkup = { ids: new Set(), links: [] };
    scanMarkup(template, 0, template.length, targets, memo.verdicts, found);
    const notable = found.links
      .map((link) => link.verdict)
      .filter(
        (verdict) =>
          verdict.kind === 'own-fragment' ||
          !verdict.found ||
          (verdict.kind === 'route' && verdict.fragment),
      );
    scans.set(template, (scan = { ids: [...found.ids], notable }));
  }
  return scan;
}

/**
 * Checks one rendered page on its own: every internal link must reach a route,
 * every asset URL a file of the build, every #fragment on the page itself an
 * id. Links in <main> are blamed on the route's content module; header and
 * footer links on the site config. Runs where the page is rendered (a worker),
 * so only problems and cross-page fragments travel back. `from` skips markup
 * known to hold nothing to check (the page's own head tags: absolute URLs only).
 */
export function checkPageLinks(
  route: LinkedPage,
  html: string,
  targets: LinkTargets,
  shared?: SharedMarkup,
  from = 0,
  memo: LinkMemo = { verdicts: new Map(), sharedScans: new Map() },
): PageLinkReport {
  const page: ScannedMarkup = { ids: new Set(), links: [] };
  scanMarkup(html, from, shared ? shared.start : html.length, targets, memo.verdicts, page);
  if (shared) scanMarkup(html, shared.end, html.length, targets, memo.verdicts, page);
  const chrome = shared ? scanShared(shared.template, targets, memo) : undefined;
  for (const id of chrome?.ids ?? []) page.ids.add(id);

  const ownPath = normalizePath(route.path);
  const problems: KeyedProblem[] = [];
  const fragments: FragmentLink[] = [];
  const judge = (verdict: JudgedUrl, source: string) => {
    const { url } = verdict;
    if (verdict.kind === 'asset') {
      if (!verdict.found)
        problems.push({
          key: `asset|${verdict.targetPath}`,
          problem: problem(MissingAsset, { page: route.path, url }),
        });
      return;
    }
    if (verdict.kind === 'route' && !verdict.found) {
      problems.push({
        key: `route|${source}|${unprefixed(verdict.target, route.locale)}`,
        problem: problem(BrokenInternalLink, { source, page: route.path, href: url }),
      });
      return;
    }
    const { fragment } = verdict;
    if (!fragment) return;
    const targetPath = verdict.kind === 'route' ? verdict.targetPath : ownPath;
    const key = `fragment|${source}|${unprefixed(url, route.locale)}`;
    if (targetPath === ownPath) {
      if (!page.ids.has(fragment))
        problems.push({
          key,
          problem: problem(BrokenFragmentLink, {
            source,
            page: route.path,
            href: url,
            target: targetPath,
          }),
        });
    } else
      fragments.push({ key, source, page: route.path, href: url, target: targetPath, fragment });
  };
  const mainStart = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  for (const { verdict, index } of page.links)
    judge(verdict, index > mainStart && index < mainEnd ? route.source : CHROME_SOURCE);
  for (const verdict of chrome?.notable ?? []) judge(verdict, CHROME_SOURCE);
  // One id alone is a slice of the page (join returns it as it is): a copy, like a longer list's join.
  const ids = [...page.ids];
  return { problems, fragments, ids: ids.length === 1 ? ownString(ids[0]!) : ids.join(' ') };
}

/** Combines the pages' reports: each problem once, in page order, and cross-page fragments against the target's ids. */
export function collectLinkProblems(
  reports: ReadonlyArray<{ route: LinkedPage; report: PageLinkReport }>,
): Problem[] {
  const idsByPath = new Map<string, string>();
  for (const { route, report } of reports) idsByPath.set(normalizePath(route.path), report.ids);
  return linkProblems(
    reports.map(({ report }) => report),
    (target) => idsByPath.get(target),
  );
}

/**
 * The problems of these reports, each once, in page order; a fragment link
 * to another page is looked for in `idsOf(target)`, that page's ids.
 */
export function linkProblems(
  reports: readonly PageLinkReport[],
  idsOf: (target: string) => string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const add = (key: string, item: Problem) => {
    if (!reported.has(key)) problems.push(item);
    reported.add(key);
  };
  for (const report of reports) {
    for (const { key, problem: item } of report.problems) add(key, item);
    for (const link of report.fragments) {
      if (!hasId(idsOf(link.target), link.fragment))
        add(link.key, problem(BrokenFragmentLink, link));
    }
  }
  return problems;
}

/** Whether `ids` (a report's, space-separated) has `id`; no padded copy of either is made. */
export function hasId(ids: string | undefined, id: string): boolean {
  if (ids === undefined || id === '') return false;
  for (let at = ids.indexOf(id); at >= 0; at = ids.indexOf(id, at + 1)) {
    const end = at + id.length;
    if ((at === 0 || ids[at - 1] === ' ') && (end === ids.length || ids[end] === ' ')) return true;
  }
  return false;
}
