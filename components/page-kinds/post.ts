import type { BlogPosting } from 'schema-dts';
import type { Post } from '../../content/schema/index.ts';
import { findEntry, postsNewestFirst } from '../../shared/model/content-graph.ts';
import { blogListPath, localizePath, postPath } from '../../shared/model/url-scheme.ts';
import { definePageKind, type Crumb } from './page-kind.ts';
import { pagePerEntry } from './page-per-entry.ts';

export interface PostRoute {
  type: 'post';
  slug: string;
}

/** The blog posts of content/blog/posts/, newest first. */
export const postPage = definePageKind<PostRoute, Post>({
  type: 'post',
  ...pagePerEntry({
    type: 'post',
    collection: 'posts',
    entries: (content) => content.posts,
    listed: postsNewestFirst,
    pathOf: (post) => postPath(post.slug),
  }),
  templateFile: () => 'components/pages/PostPage.tsx',
  meta: ({ entry: post, localize, withSite }) => ({
    title: withSite(localize(post.metaTitle ?? post.title).value),
    description: localize(post.excerpt).value,
    ogType: 'article',
    published: post.date,
  }),
  structuredData: ({
    route,
    entry: post,
    content,
    page,
    url,
    base,
    text,
    crumb,
    pageTitle,
    organization,
  }) => {
    const author = findEntry(content.authors, 'id', post.author)?.data;
    const category = findEntry(content.categories, 'id', post.category)?.data;
    const trail: Crumb[] = [crumb(pageTitle('/blog') ?? 'Blog', '/blog')];
    if (category) trail.push(crumb(text(category.name), blogListPath(1, category.id)));
    trail.push(crumb(text(post.title), route.basePath));
    const article: BlogPosting = {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      headline: text(post.title),
      description: page.description,
      url,
      mainEntityOfPage: url,
      image: page.image,
      inLanguage: route.locale,
      datePublished: post.date,
      dateModified: post.date,
      ...(author
        ? { author: { '@type': 'Person', name: author.name, jobTitle: text(author.role) } }
        : {}),
      publisher: organization,
      ...(category ? { articleSection: text(category.name) } : {}),
      keywords: post.tags.map(text).join(', '),
      isPartOf: {
        '@type': 'Blog',
        '@id': `${base}${localizePath('/blog', route.locale)}#blog`,
        name: pageTitle('/blog') ?? 'Blog',
      },
    };
    return { trail, entities: [article] };
  },
  shareSection: () => 'blog',
  published: (post) => post.date,
});
