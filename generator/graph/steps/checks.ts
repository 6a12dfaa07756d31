import { collectLinkProblems } from '../../check/links.ts';
import { checkSiteLinks, type LinkIndex } from '../../check/site-links.ts';
import type { Route } from '../../../shared/model/route.ts';
import { BuildError } from '../../errors/build-error.ts';
import { isIndexable } from '../../seo/indexing.ts';
import { checkLocaleContract } from '../../seo/locale-contract.ts';
import { keyOf } from '../file-fingerprints.ts';
import type { SiteContext } from '../context.ts';
import { step } from '../graph.ts';
import { renderStep } from './render.ts';
import { linkTargetsStep, sitemapStep, tokenReferenceStep } from './site-files.ts';
import { routesStep, siteStep } from './sources.ts';

export interface LinkCheck {
  routes: readonly Route[];
  /** What the next check in this process starts from (none for a check another build made). */
  index?: LinkIndex;
}

/**
 * How a check is kept across builds (a build with the cache): a check whose
 * key is the one it passed with in the last build is not run again (a failed
 * check keeps no record). Its output holds nothing the next build reads.
 */
const keptWhenPassed = <Output>(restored: Output) => ({
  save: () => true,
  restore: () => restored,
});

/**
 * A check's key in a build with the cache: the hash of every page's head and
 * links (RenderOutput checksVersion), not the render's version, which moves
 * with every page rendered again, and the versions of the other inputs it
 * reads. Elsewhere, the inputs' versions (the graph's default).
 */
function checkKey(
  render: { checksVersion?: string },
  versions: Record<string, string>,
  reads: readonly string[],
): string {
  if (render.checksVersion === undefined) return JSON.stringify(versions);
  return keyOf(
    render.checksVersion,
    reads.map((name) => versions[name]),
  );
}

/**
 * Every internal link of every page points to a route, a fragment or a file
 * of the build. After a few pages rendered again on the same routes, only
 * they and the pages linking into them are looked at (generator/check/site-links.ts).
 */
export const linksStep = step({
  name: 'links',
  inputs: { render: renderStep, routes: routesStep },
  key: ({ render }, versions) => checkKey(render, versions, ['routes']),
  run({ render, routes }, context: SiteContext, previous: LinkCheck | undefined): LinkCheck {
    const { problems, index } = checkSiteLinks(
      routes.routes,
      render.pageChecks().map((page) => page.links),
      previous?.routes === routes.routes ? previous.index : undefined,
    );
    if (problems.length) throw new BuildError('Link check', problems);
    // Only a graph that builds again (watch mode) checks again; a one-off build does not hold every
    // page's report and path while it writes.
    return context.keepWorkers ? { routes: routes.routes, index } : { routes: routes.routes };
  },
  persist: keptWhenPassed<LinkCheck>({ routes: [] }),
});

/**
 * The token page's links, checked apart from the pages': the pages written
 * ahead in watch mode (and a token edit's stylesheet swap) need not wait for
 * the token page to render.
 */
export const tokenReferenceLinksStep = step({
  name: 'token reference links',
  inputs: { tokenReference: tokenReferenceStep, linkTargets: linkTargetsStep },
  run({ tokenReference, linkTargets }): true {
    if (!tokenReference) return true;
    const files = new Set([...linkTargets.files, ...tokenReference.files.keys()]);
    const problems = collectLinkProblems([
      tokenReference.links({ routePaths: linkTargets.routePaths, files }),
    ]);
    if (problems.length) throw new BuildError('Link check', problems);
    return true;
  },
});

/** hreflang, lang and dir agree between the pages, their heads and the sitemap. */
export const localeContractStep = step({
  name: 'locale contract',
  inputs: { render: renderStep, routes: routesStep, sitemap: sitemapStep, site: siteStep },
  // Of the sitemap it reads the alternates alone: a content edit moves a date, not them.
  key: ({ render, sitemap }, versions) =>
    checkKey(render, { ...versions, sitemap: sitemap.alternatesVersion }, [
      'routes',
      'sitemap',
      'site',
    ]),
  async run({ render, routes, sitemap, site }): Promise<true> {
    const checks = render.pageChecks();
    // Each page's as the check comes to it, not an object for every page at once.
    const pages = {
      length: checks.length,
      at: (index: number) => {
        const page = checks[index];
        return (
          page && {
            route: routes.routes[index]!,
            url: `${site.baseUrl}${page.path}`,
            head: page.head,
          }
        );
      },
    };
    const problems = checkLocaleContract(pages, await sitemap.alternates(), isIndexable);
    if (problems.length) throw new BuildError('Locale contract', problems);
    return true;
  },
  persist: keptWhenPassed<true>(true),
});
