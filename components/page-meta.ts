import type { TFunction } from 'i18next';
import type { Localized } from '../content/schema/locales.ts';
import { MAX_TITLE_LENGTH } from '../content/schema/search-title.ts';
import type { Content } from '../shared/model/content-graph.ts';
import type { Route } from '../shared/model/route.ts';
import type { PageMeta } from './page-kinds/page-kind.ts';
import type { RenderSession } from './render-session.ts';
import { entryOf, pageKindOf } from './page-kinds/registry.ts';

export type { PageMeta };

type Localize = <T>(value: Localized<T>) => { value: T };

/** Title and description of a route, in its locale (the <head> and the page data use them): its page kind's. */
export function pageMeta(
  route: Route,
  content: Content,
  localize: Localize,
  t: TFunction,
  session: RenderSession | null = null,
): PageMeta {
  const site = content.site.data.name;
  // Search results show about 60–70 characters: the site name is added only where it fits.
  const withSite = (title: string) =>
    title.includes(site) || title.length + site.length + 3 > MAX_TITLE_LENGTH
      ? title
      : `${title} | ${site}`;
  return pageKindOf(route).meta({
    route,
    entry: entryOf(route, content, session),
    content,
    localize,
    t,
    withSite,
  });
}
