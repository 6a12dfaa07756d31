import type { Content } from '../generator/content/content-graph.ts';
import type { Route } from '../generator/routes/route.ts';
import { BlogListPage } from './pages/BlogListPage.tsx';
import { CaseStudyPage } from './pages/CaseStudyPage.tsx';
import { InformationalPage } from './pages/InformationalPage.tsx';
import { LocationPage } from './pages/LocationPage.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { StandardPage } from './pages/StandardPage.tsx';

function find<T extends { data: unknown }>(entries: T[], predicate: (entry: T) => boolean, what: string): T {
  const entry = entries.find(predicate);
  if (!entry) throw new Error(`No content for ${what}`);
  return entry;
}

/** Route → page template. */
export function App({ route, content }: { route: Route; content: Content }) {
  const page = route.page;
  switch (page.type) {
    case 'service':
      return <ServicePage service={find(content.services, (entry) => entry.data.slug === page.slug, route.entry).data} />;
    case 'location':
      return <LocationPage location={find(content.locations, (entry) => entry.data.slug === page.slug, route.entry).data} />;
    case 'caseStudy':
      return <CaseStudyPage study={find(content.caseStudies, (entry) => entry.data.slug === page.slug, route.entry).data} />;
    case 'post':
      return <PostPage post={find(content.posts, (entry) => entry.data.slug === page.slug, route.entry).data} />;
    case 'blogList':
      return <BlogListPage page={find(content.pages, (entry) => entry.data.pageType === 'blog', 'the blog page').data} list={page} />;
    case 'page': {
      const entry = find(content.pages, (candidate) => candidate.data.id === page.pageId, route.entry).data;
      return entry.pageType === 'informational' ? <InformationalPage page={entry} /> : <StandardPage page={entry} />;
    }
  }
}
