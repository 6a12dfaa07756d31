import type { Problem } from '../errors/build-error.ts';
import { normalizePath } from '../../shared/model/normalize-path.ts';
import { hasId, linkProblems, type LinkedPage, type PageLinkReport } from './links.ts';

/**
 * What the link check of a site keeps, so that the next check, after a few
 * pages rendered again (watch mode), looks at those pages and the pages whose
 * fragment links point into them, not at every page: at 10,000 pages the
 * whole check took 10–15 ms of every content edit.
 */
export interface LinkIndex {
  /** Each route's report, as last checked. */
  reports: readonly PageLinkReport[];
  /** Normalized route path → route index. */
  byPath: ReadonlyMap<string, number>;
  /** Normalized route path → the routes whose fragment links point to it, as of the last whole check. */
  fragmentSources: ReadonlyMap<string, readonly number[]>;
  /** Routes whose report changed since the last whole check: their links are checked every time. */
  changedSince: ReadonlySet<number>;
}

/** Past this many pages changed since the last whole check, the whole site is checked again. */
const MAX_CHANGED = 500;

/**
 * The link problems of a site, in page order. `previous`: the index of the
 * last check of the same routes, which passed; pages whose report is the
 * object it had then are not looked at again unless they link into a page
 * that changed. Any problem found is reported from a whole check, so its
 * list and order are those of a cold build.
 */
export function checkSiteLinks(
  routes: readonly LinkedPage[],
  reports: readonly PageLinkReport[],
  previous: LinkIndex | undefined,
): { problems: Problem[]; index: LinkIndex } {
  if (previous && previous.reports.length === reports.length) {
    const changed = reports
      .map((report, index) => (report === previous.reports[index] ? -1 : index))
      .filter((index) => index >= 0);
    const changedSince = new Set([...previous.changedSince, ...changed]);
    if (changedSince.size <= MAX_CHANGED) {
      const toCheck = new Set(changedSince);
      for (const index of changed)
        for (const source of previous.fragmentSources.get(normalizePath(routes[index]!.path)) ?? [])
          toCheck.add(source);
      const index: LinkIndex = { ...previous, reports, changedSince };
      if ([...toCheck].every((page) => linksHold(reports[page]!, index)))
        return { problems: [], index };
    }
  }
  return wholeCheck(routes, reports);
}

function wholeCheck(
  routes: readonly LinkedPage[],
  reports: readonly PageLinkReport[],
): { problems: Problem[]; index: LinkIndex } {
  const byPath = new Map(routes.map((route, index) => [normalizePath(route.path), index]));
  const problems = linkProblems(reports, (target) => {
    const index = byPath.get(target);
    return index === undefined ? undefined : reports[index]!.ids;
  });
  const fragmentSources = new Map<string, number[]>();
  reports.forEach((report, index) => {
    for (const { target } of report.fragments) {
      const sources = fragmentSources.get(target) ?? [];
      if (sources.at(-1) !== index) sources.push(index);
      fragmentSources.set(target, sources);
    }
  });
  return { problems, index: { reports, byPath, fragmentSources, changedSince: new Set() } };
}

/** Whether a page has no problem of its own and each of its fragment links finds its id. */
function linksHold(report: PageLinkReport, index: LinkIndex): boolean {
  if (report.problems.length > 0) return false;
  return report.fragments.every((link) => {
    const target = index.byPath.get(link.target);
    return hasId(target === undefined ? undefined : index.reports[target]!.ids, link.fragment);
  });
}
