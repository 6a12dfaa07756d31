import { collectLinkProblems } from '../../check/links.ts';
import { checkSiteLinks, type LinkIndex } from '../../check/site-links.ts';
import type { Route } from '../../../shared/model/route.ts';
import { BuildError } from '../../errors/build-error.ts';
import { isIndexable } from '../../seo/indexing.ts';
import { checkLocaleContract } from '../../seo/locale-contract.ts';
import { step } from '../graph.ts';
import { renderStep } from './render.ts';
import { linkTargetsStep, sitemapStep, tokenReferenceStep } from './site-files.ts';
import { routesStep, siteStep } from './sources.ts';

export interface LinkCheck {
  routes: readonly Route[];
  index: LinkIndex;
}

/**
 * Every internal link of every page points to a route, a fragment or a file
 * of the build. After a few pages rendered again on the same routes, only
 * they and the pages linking into them are looked at (generator/check/site-links.ts).
 */
export const linksStep = step({
  name: 'links',
  inputs: { render: renderStep, routes: routesStep },
  run({ render, routes }, _context, previous: LinkCheck | undefined): LinkCheck {
    const { problems, index } = checkSiteLinks(
      routes.routes,
      render.pages.map((page) => page.links),
      previous?.routes === routes.routes ? previous.index : undefined,
    );
    if (problems.length) throw new BuildError('Link check', problems);
    return { routes: routes.routes, index };
  },
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
  run({ render, routes, sitemap, site }): true {
    const pages = render.pages.map((page, index) => ({
      route: routes.routes[index]!,
      url: `${site.baseUrl}${page.path}`,
      head: page.head,
    }));
    const problems = checkLocaleContract(pages, sitemap.alternates, isIndexable);
    if (problems.length) throw new BuildError('Locale contract', problems);
    return true;
  },
});
