import { RequiredPageMissing } from '../errors/catalogue.ts';
import { problem, type Problem } from '../errors/build-error.ts';
import type { Content } from '../../shared/model/content-graph.ts';

/**
 * Pages other parts of the product point at by path: the static hosts' and
 * the server's 404.html and 500.html (dist/_redirects, server/), the
 * service worker's offline page (shared/contracts/offline-page.ts), the
 * thank-you page forms without JavaScript land on (server/intake), and the
 * blog index every post links back to. Without one, the build stops here with
 * its name instead of shipping a site that breaks at run time (or failing
 * later with dozens of broken links).
 */
const REQUIRED_PAGES = [
  { path: '/', what: 'home page', file: 'content/pages/home.ts', pageType: 'home' },
  {
    path: '/404.html',
    what: 'not-found page (404.html, served for every unknown path)',
    file: 'content/pages/not-found.ts',
    pageType: 'notFound',
  },
  {
    path: '/500.html',
    what: 'server-error page (500.html)',
    file: 'content/pages/server-error.ts',
    pageType: 'serverError',
  },
  {
    path: '/offline',
    what: 'offline page (shown by the service worker without a network)',
    file: 'content/pages/offline.ts',
    pageType: 'serverError',
  },
  {
    path: '/thank-you',
    what: 'thank-you page (where forms without JavaScript land)',
    file: 'content/pages/thank-you.ts',
    pageType: 'thankYou',
  },
  {
    path: '/blog',
    what: 'blog index (every post links back to it)',
    file: 'content/pages/blog.ts',
    pageType: 'blog',
    onlyWithPosts: true,
  },
] as const;

export function findMissingRequiredPages(content: Pick<Content, 'pages' | 'posts'>): Problem[] {
  const paths = new Set(content.pages.map((page) => page.data.path));
  return REQUIRED_PAGES.filter(
    (page) => !paths.has(page.path) && !('onlyWithPosts' in page && content.posts.length === 0),
  ).map((page) =>
    problem(RequiredPageMissing, {
      what: page.what,
      path: page.path,
      file: page.file,
      pageType: page.pageType,
    }),
  );
}
