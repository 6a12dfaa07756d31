import { collectLinkProblems } from '../../check/links.ts';
import { BuildError } from '../../errors/build-error.ts';
import { isIndexable } from '../../seo/indexing.ts';
import { checkLocaleContract } from '../../seo/locale-contract.ts';
import { step } from '../graph.ts';
import { renderStep } from './render.ts';
import { linkTargetsStep, sitemapStep, tokenReferenceStep } from './site-files.ts';
import { routesStep, siteStep } from './sources.ts';

/** Every internal link of every page (and of the token page) points to a route, a fragment or a file of the build. */
export const linksStep = step({
  name: 'links',
  inputs: { render: renderStep, routes: routesStep, tokenReference: tokenReferenceStep, linkTargets: linkTargetsStep },
  run({ render, routes, tokenReference, linkTargets }): true {
    const problems = collectLinkProblems([
      ...render.pages.map((page, index) => ({ route: routes.routes[index]!, report: page.links })),
      ...(tokenReference ? [tokenReference.links({ routePaths: linkTargets.routePaths, files: new Set([...linkTargets.files, ...tokenReference.files.keys()]) })] : []),
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
    const pages = render.pages.map((page, index) => ({ route: routes.routes[index]!, url: `${site.baseUrl}${page.path}`, head: page.head }));
    const problems = checkLocaleContract(pages, sitemap.alternates, isIndexable);
    if (problems.length) throw new BuildError('Locale contract', problems);
    return true;
  },
});
