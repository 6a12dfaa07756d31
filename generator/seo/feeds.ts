import { Feed } from 'feed';
import { resolveLocalized } from '../../shared/model/localized.ts';
import type { Locale } from '../../content/schema/index.ts';
import { postsNewestFirst, type Content } from '../../shared/model/content-graph.ts';
import { escapeHtml } from '../render/html-escape.ts';
import { localizePath, postPath } from '../../shared/model/url-scheme.ts';

export interface BlogFeedLinks {
  title: string;
  rss: string;
  atom: string;
}

export interface BlogFeeds {
  /** Output file → XML. */
  files: Map<string, string>;
  /** Per locale: the feed URLs for `<link rel="alternate">` in the head. */
  links: Map<Locale, BlogFeedLinks>;
}

/**
 * RSS 2.0 and Atom feeds of the blog, one pair per locale, newest post first.
 * Posts not translated into a locale appear in its feed in English, as they do
 * on its blog pages. Dates come from the posts, never from the build clock, so
 * an unchanged blog yields unchanged feeds.
 */
export function renderBlogFeeds(
  content: Content,
  locales: readonly Locale[],
  year: number,
): BlogFeeds {
  const files = new Map<string, string>();
  const links = new Map<Locale, BlogFeedLinks>();
  const blog = content.pages.find((page) => page.data.pageType === 'blog')?.data;
  const site = content.site.data;
  if (!blog || content.posts.length === 0) return { files, links };
  const posts = postsNewestFirst(content);
  const authors = new Map(content.authors.map((author) => [author.data.id, author.data]));
  const categories = new Map(
    content.categories.map((category) => [category.data.id, category.data]),
  );

  for (const locale of locales) {
    const text = <T>(value: Parameters<typeof resolveLocalized<T>>[0]) =>
      resolveLocalized(value, locale).value;
    const blogUrl = `${site.baseUrl}${localizePath('/blog', locale)}`;
    const rss = localizePath('/blog/rss.xml', locale);
    const atom = localizePath('/blog/atom.xml', locale);
    const title = `${text(blog.title)} | ${site.name}`;
    const feed = new Feed({
      id: blogUrl,
      link: blogUrl,
      title,
      description: text(blog.description),
      language: locale,
      updated: new Date(`${posts[0]!.data.date}T00:00:00Z`),
      copyright: `© ${year} ${site.legalName}`,
      generator: false,
      feedLinks: { rss: `${site.baseUrl}${rss}`, atom: `${site.baseUrl}${atom}` },
      author: {
        name: site.name,
        email: site.email,
        link: `${site.baseUrl}${localizePath('/', locale)}`,
      },
    });
    for (const { data: post } of posts) {
      const url = `${site.baseUrl}${localizePath(postPath(post.slug), locale)}`;
      const author = authors.get(post.author);
      const category = categories.get(post.category);
      feed.addItem({
        id: url,
        link: url,
        // The feed library writes these as HTML (CDATA; Atom says type="html"): escaped, a title is shown as the
        // text it is ("Q&A", or "<script>" as letters) and can never become live markup or end the CDATA early.
        title: escapeHtml(text(post.title)),
        description: escapeHtml(text(post.excerpt)),
        date: new Date(`${post.date}T00:00:00Z`),
        // RSS 2.0 wants an address in <author>: the editorial inbox, with the writer's name.
        ...(author ? { author: [{ name: author.name, email: site.email }] } : {}),
        ...(category ? { category: [{ name: text(category.name), term: category.id }] } : {}),
      });
    }
    files.set(rss.slice(1), feed.rss2());
    files.set(atom.slice(1), feed.atom1());
    links.set(locale, { title, rss, atom });
  }
  return { files, links };
}
