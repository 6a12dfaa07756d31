import { findEntry, type Content, type Sourced } from '../shared/model/content-graph.ts';
import type { Route } from '../shared/model/route.ts';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { CaseStudyPage } from './pages/CaseStudyPage.tsx';
import { InformationalPage } from './pages/InformationalPage.tsx';
import { LocationPage } from './pages/LocationPage.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { StandardPage } from './pages/StandardPage.tsx';

function find<T, K extends keyof T>(entries: readonly Sourced<T>[], field: K, value: T[K] extends string ? string : T[K], what: string): Sourced<T> {
  const entry = findEntry(entries, field, value);
  if (!entry) throw new Error(`No content for ${what}`);
  return entry;
}

/** Route → page template. */
export function App({ route, content }: { route: Route; content: Content }) {
  const page = route.page;
  switch (page.type) {
    case 'service':
      return <ServicePage service={find(content.services, 'slug', page.slug, route.entry).data} />;
    case 'location':
      return <LocationPage location={find(content.locations, 'slug', page.slug, route.entry).data} />;
    case 'caseStudy':
      return <CaseStudyPage study={find(content.caseStudies, 'slug', page.slug, route.entry).data} />;
    case 'post':
      return <PostPage post={find(content.posts, 'slug', page.slug, route.entry).data} />;
    case 'blogList':
      return <BlogListPage page={find(content.pages, 'pageType', 'blog', 'the blog page').data} list={page} />;
    case 'page': {
      const entry = find(content.pages, 'id', page.pageId, route.entry).data;
      return entry.pageType === 'informational' ? <InformationalPage page={entry} /> : <StandardPage page={entry} />;
    }
  }
}
