import type { TFunction } from 'i18next';
import { cityStateSeparator, placeName } from '../content/schema/location.ts';
import { MAX_TITLE_LENGTH } from '../content/schema/primitives.ts';
import type { Localized } from '../content/schema/primitives.ts';
import { findEntry, type Content } from '../shared/model/content-graph.ts';
import type { Route } from '../shared/model/route.ts';

export interface PageMeta {
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** ISO date for articles. */
  published?: string;
}

type Localize = <T>(value: Localized<T>) => { value: T };

/** Title and description of a route, in its locale (the <head> and the page data use them). */
export function pageMeta(route: Route, content: Content, localize: Localize, t: TFunction): PageMeta {
  const site = content.site.data.name;
  // Search results show about 60–70 characters: the site name is added only where it fits.
  const withSite = (title: string) => (title.includes(site) || title.length + site.length + 3 > MAX_TITLE_LENGTH ? title : `${title} | ${site}`);
  const page = route.page;
  switch (page.type) {
    case 'service': {
      const service = findEntry(content.services, 'slug', page.slug)!.data;
      return { title: withSite(localize(service.title).value), description: localize(service.description).value, ogType: 'website' };
    }
    case 'location': {
      const location = findEntry(content.locations, 'slug', page.slug)!.data;
      return { title: withSite(t('location.heading', { place: placeName({ name: localize(location.name).value, stateCode: location.stateCode }, cityStateSeparator(route.locale, false)) })), description: localize(location.description).value, ogType: 'website' };
    }
    case 'caseStudy': {
      const study = findEntry(content.caseStudies, 'slug', page.slug)!.data;
      return { title: withSite(localize(study.metaTitle ?? study.title).value), description: localize(study.description).value, ogType: 'article' };
    }
    case 'post': {
      const post = findEntry(content.posts, 'slug', page.slug)!.data;
      return { title: withSite(localize(post.metaTitle ?? post.title).value), description: localize(post.excerpt).value, ogType: 'article', published: post.date };
    }
    case 'blogList': {
      const blog = findEntry(content.pages, 'pageType', 'blog')!.data;
      const category = page.category ? findEntry(content.categories, 'id', page.category)?.data : undefined;
      const base = category ? `${localize(category.name).value} · ${localize(blog.title).value}` : localize(blog.title).value;
      const numbered = page.pageNumber > 1 ? `${base} · ${t('blog.pageLabel', { page: page.pageNumber })}` : base;
      const description = category ? localize(category.description).value : localize(blog.description).value;
      return {
        title: withSite(numbered),
        // Later pages of a list say which page they are, so no two pages share a description.
        description: page.pageNumber > 1 ? `${description} ${t('blog.pageLabel', { page: page.pageNumber })}.` : description,
        ogType: 'website',
      };
    }
    case 'page': {
      const entry = findEntry(content.pages, 'id', page.pageId)!.data;
      return { title: withSite(localize(entry.title).value), description: localize(entry.description).value, ogType: 'website' };
    }
  }
}
