import { LOCALES, type Locale } from '../../content/schema/index.ts';
import { postsNewestFirst, type Content } from '../../shared/model/content-graph.ts';
import { blogListPath, caseStudyPath, localizePath, locationPath, outFileFor, postPath } from '../../shared/model/url-scheme.ts';
import type { Route, RoutePage } from '../../shared/model/route.ts';

export const POSTS_PER_PAGE = 6;

interface BaseRoute {
  basePath: string;
  page: RoutePage;
  source: string;
  entry: string;
}

/**
 * Content graph → every route of the site in every locale. Pure: same content,
 * same table, so it is unit-tested without rendering or touching the disk.
 */
export function buildRouteTable(content: Content, locales: readonly Locale[] = LOCALES): Route[] {
  const base = baseRoutes(content);
  return locales.flatMap((locale) =>
    base.map((route) => {
      const path = localizePath(route.basePath, locale);
      return {
        ...route,
        path,
        locale,
        outFile: outFileFor(path),
        alternates: locales.map((other) => ({ locale: other, path: localizePath(route.basePath, other) })),
      };
    }),
  );
}

function baseRoutes(content: Content): BaseRoute[] {
  const routes: BaseRoute[] = [];
  for (const { data, file } of content.pages) {
    routes.push({ basePath: data.path, page: { type: 'page', pageId: data.id, pageType: data.pageType }, source: file, entry: `page "${data.id}"` });
  }
  for (const { data, file } of content.services) {
    routes.push({ basePath: data.path, page: { type: 'service', slug: data.slug }, source: file, entry: `service "${data.slug}"` });
  }
  for (const { data, file } of content.locations) {
    routes.push({ basePath: locationPath(data.slug), page: { type: 'location', slug: data.slug }, source: file, entry: `service area "${data.slug}"` });
  }
  for (const { data, file } of content.caseStudies) {
    routes.push({ basePath: caseStudyPath(data.slug), page: { type: 'caseStudy', slug: data.slug }, source: file, entry: `case study "${data.slug}"` });
  }
  const posts = postsNewestFirst(content);
  for (const { data, file } of posts) {
    routes.push({ basePath: postPath(data.slug), page: { type: 'post', slug: data.slug }, source: file, entry: `blog post "${data.slug}"` });
  }
  const blogPage = content.pages.find((page) => page.data.pageType === 'blog');
  if (blogPage) {
    routes.push(...paginate(posts.map((post) => post.data.slug), undefined, blogPage.file));
    for (const { data, file } of content.categories) {
      const slugs = posts.filter((post) => post.data.category === data.id).map((post) => post.data.slug);
      routes.push(...paginate(slugs, data.id, file));
    }
  }
  // The blog page module declares /blog; its list routes replace that plain page route.
  return routes.filter((route) => !(route.page.type === 'page' && route.page.pageType === 'blog'));
}

function paginate(postSlugs: string[], category: string | undefined, source: string): BaseRoute[] {
  const pageCount = Math.max(1, Math.ceil(postSlugs.length / POSTS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => {
    const pageNumber = index + 1;
    return {
      basePath: blogListPath(pageNumber, category),
      page: {
        type: 'blogList',
        pageNumber,
        pageCount,
        postSlugs: postSlugs.slice(index * POSTS_PER_PAGE, pageNumber * POSTS_PER_PAGE),
        ...(category ? { category } : {}),
      },
      source,
      entry: category ? `category "${category}" page ${pageNumber}` : `blog list page ${pageNumber}`,
    };
  });
}
