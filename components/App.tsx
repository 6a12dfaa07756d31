import type { ReactElement } from 'react';
import type { Content } from '../shared/model/content-graph.ts';
import type { Route } from '../shared/model/route.ts';
import { useRenderSession } from './i18n/site-context.tsx';
import {
  entryOf,
  type EntryOfKind,
  type PageOf,
  type RegisteredKind,
} from './page-kinds/registry.ts';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { CaseStudyPage } from './pages/CaseStudyPage.tsx';
import { InformationalPage } from './pages/InformationalPage.tsx';
import { LocationPage } from './pages/LocationPage.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { StandardPage } from './pages/StandardPage.tsx';

type Templates = {
  [Kind in RegisteredKind as Kind['type']]: (
    entry: EntryOfKind<Kind>,
    page: PageOf<Kind>,
  ) => ReactElement;
};

/**
 * Each page kind's template (components/page-kinds/registry.ts); a kind added
 * there fails type-checking here until it has one. The kinds themselves stay
 * free of React: the route table reads them in the build's own thread. Each
 * kind names its template module too (`templateFile`), which
 * tests/unit/component-routes.test.ts checks against the imports here.
 */
const templates: Templates = {
  page: (page) =>
    page.pageType === 'informational' ? (
      <InformationalPage page={page} />
    ) : (
      <StandardPage page={page} />
    ),
  service: (service) => <ServicePage service={service} />,
  location: (location) => <LocationPage location={location} />,
  caseStudy: (study) => <CaseStudyPage study={study} />,
  post: (post) => <PostPage post={post} />,
  blogList: (blog, list) => <BlogListPage page={blog} list={list} />,
};

/** Route → page template. */
export function App({ route, content }: { route: Route; content: Content }) {
  const render = templates[route.page.type as keyof Templates] as (
    entry: unknown,
    page: Route['page'],
  ) => ReactElement;
  return render(entryOf(route, content, useRenderSession()), route.page);
}
