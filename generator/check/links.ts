import { BrokenFragmentLink, BrokenInternalLink, MissingAsset } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import { normalizePath } from '../routes/localize-path.ts';
import type { Route } from '../routes/route.ts';

export interface RenderedPage {
  route: Route;
  html: string;
}

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

/**
 * Every internal link must reach a route, every #fragment an id on the target
 * page, every asset URL a file in the build. Links in <main> are blamed on the
 * route's content module; header and footer links on the site config.
 */
export function checkLinks(pages: RenderedPage[], files: ReadonlySet<string>): Problem[] {
  const byPath = new Map<string, RenderedPage>();
  const idsByPath = new Map<string, Set<string>>();
  for (const page of pages) {
    const key = normalizePath(page.route.path);
    byPath.set(key, page);
    idsByPath.set(key, new Set(Array.from(page.html.matchAll(ID), (match) => decode(match[1] ?? ''))));
  }
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const page of pages) {
    const mainStart = page.html.indexOf('<main');
    const mainEnd = page.html.indexOf('</main>');
    for (const match of page.html.matchAll(ATTRIBUTE)) {
      const url = decode(match[2] ?? '');
      if (!url.startsWith('/') && !url.startsWith('#')) continue;
      // Protocol-relative URLs are external; /_dev/ is served by the dev server, not the build.
      if (url.startsWith('//') || url.startsWith('/_dev/')) continue;
      const index = match.index ?? 0;
      const source = index > mainStart && index < mainEnd ? page.route.source : CHROME_SOURCE;
      const [target = '', fragment] = url.split('#');
      const targetPath = target === '' ? normalizePath(page.route.path) : normalizePath(target);
      if (target.startsWith('/_assets/') || /\.(svg|png|jpg|webp|ico|woff2|css|js|json|xml|txt|webmanifest)$/.test(targetPath)) {
        if (!files.has(targetPath.slice(1))) {
          const key = `asset|${targetPath}`;
          if (!reported.has(key)) problems.push(problem(MissingAsset, { page: page.route.path, url }));
          reported.add(key);
        }
        continue;
      }
      if (!byPath.has(targetPath)) {
        // The same authored link breaks in every locale: report it once.
        const key = `route|${source}|${unprefixed(target, page.route.locale)}`;
        if (!reported.has(key)) problems.push(problem(BrokenInternalLink, { source, page: page.route.path, href: url }));
        reported.add(key);
        continue;
      }
      if (fragment && !idsByPath.get(targetPath)?.has(fragment)) {
        const key = `fragment|${source}|${unprefixed(url, page.route.locale)}`;
        if (!reported.has(key)) problems.push(problem(BrokenFragmentLink, { source, page: page.route.path, href: url, target: targetPath }));
        reported.add(key);
      }
    }
  }
  return problems;
}
