import type { Page } from '../../content/schema/index.ts';
import { findEntry, postsNewestFirst } from '../../shared/model/content-graph.ts';
import { blogListPath } from '../../shared/model/url-scheme.ts';
import { definePageKind, type Crumb, type KindRoute } from './page-kind.ts';

export const POSTS_PER_PAGE = 6;

export interface BlogListRoute {
  type: 'blogList';
  pageNumber: number;
  pageCount: number;
  /** The posts this page lists, in order. */
  postSlugs: string[];
  category?: string;
}

/**
 * The blog list and each category's overview, paginated. They publish the
 * blog page module (content/pages/blog.ts) at /blog and the category texts of
 * content/blog/categories.ts; there are none without the blog page.
 */
export const blogListPage = definePageKind<BlogListRoute, Page>({
  type: 'blogList',
  routes: (content) => {
    const blogPage = findEntry(content.pages, 'pageType', 'blog');
    if (!blogPage) return [];
    const posts = postsNewestFirst(content);
    const routes = paginate(
      posts.map((post) => post.data.slug),
      undefined,
      blogPage.file,
    );
    for (const { data, file } of content.categories) {
      const slugs = posts
        .filter((post) => post.data.category === data.id)
        .map((post) => post.data.slug);
      routes.push(...paginate(slugs, data.id, file));
    }
    return routes;
  },
  entry: (content) => findEntry(content.pages, 'pageType', 'blog')?.data,
  templateFile: () => 'components/pages/BlogListPage.tsx',
  meta: ({ route, entry: blog, content, localize, t, withSite }) => {
    const { page } = route;
    const category = page.category
      ? findEntry(content.categories, 'id', page.category)?.data
      : undefined;
    const base = category
      ? `${localize(category.name).value} · ${localize(blog.title).value}`
      : localize(blog.title).value;
    const numbered =
      page.pageNumber > 1 ? `${base} · ${t('blog.pageLabel', { page: page.pageNumber })}` : base;
    const description = category
      ? localize(category.description).value
      : localize(blog.description).value;
    return {
      title: withSite(numbered),
      // Later pages of a list say which page they are, so no two pages share a description.
      description:
        page.pageNumber > 1
          ? `${description} ${t('blog.pageLabel', { page: page.pageNumber })}.`
          : description,
      ogType: 'website',
    };
  },
  structuredData: ({ route, content, page, text, crumb, pageTitle }) => {
    const trail: Crumb[] = [crumb(pageTitle('/blog') ?? 'Blog', '/blog')];
    const category = route.page.category
      ? findEntry(content.categories, 'id', route.page.category)?.data
      : undefined;
    if (category) trail.push(crumb(text(category.name), blogListPath(1, category.id)));
    if (route.page.pageNumber > 1) trail.push(crumb(page.name, route.basePath));
    return { trail, entities: [] };
  },
  shareSection: () => 'blog',
});

function paginate(
  postSlugs: string[],
  category: string | undefined,
  source: string,
): KindRoute<BlogListRoute>[] {
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
      entry: category
        ? `category "${category}" page ${pageNumber}`
        : `blog list page ${pageNumber}`,
    };
  });
}
