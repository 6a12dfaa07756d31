import type { CreativeWork } from 'schema-dts';
import type { CaseStudy } from '../../content/schema/index.ts';
import { caseStudyPath } from '../../shared/model/url-scheme.ts';
import { definePageKind } from './page-kind.ts';
import { pagePerEntry } from './page-per-entry.ts';

export interface CaseStudyRoute {
  type: 'caseStudy';
  slug: string;
}

/** The case studies of content/work/. */
export const caseStudyPage = definePageKind<CaseStudyRoute, CaseStudy>({
  type: 'caseStudy',
  ...pagePerEntry({
    type: 'caseStudy',
    collection: 'caseStudies',
    entries: (content) => content.caseStudies,
    pathOf: (study) => caseStudyPath(study.slug),
  }),
  templateFile: () => 'components/pages/CaseStudyPage.tsx',
  meta: ({ entry: study, localize, withSite }) => ({
    title: withSite(localize(study.metaTitle ?? study.title).value),
    description: localize(study.description).value,
    ogType: 'article',
  }),
  structuredData: ({
    route,
    entry: study,
    page,
    url,
    text,
    crumb,
    pageTitle,
    organization,
    uiText,
  }) => {
    const hero = study.blocks.find((block) => block.type === 'hero');
    const work: CreativeWork = {
      '@type': 'CreativeWork',
      '@id': `${url}#case-study`,
      name: text(study.title),
      headline: text(study.title),
      description: page.description,
      url,
      image: page.image,
      inLanguage: route.locale,
      genre: uiText('work.genre') ?? 'Case study',
      creator: organization,
      publisher: organization,
      // The project year, not a full date: temporalCoverage takes an ISO 8601 year.
      ...(hero
        ? {
            temporalCoverage: String(hero.year),
            about: { '@type': 'Organization', name: hero.client },
          }
        : {}),
    };
    return {
      trail: [
        crumb(pageTitle('/work') ?? 'Work', '/work'),
        crumb(text(study.title), route.basePath),
      ],
      entities: [work],
    };
  },
  shareSection: () => 'work',
});
