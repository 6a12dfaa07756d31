import { labelOf, type CollectionKey } from '../../content/schema/collection-outlines.ts';
import { findEntry, type Content, type Sourced } from '../../shared/model/content-graph.ts';
import type { KindRoute } from './page-kind.ts';

interface PagePerEntryOptions<Type extends string, Entry extends { slug: string }> {
  type: Type;
  collection: CollectionKey;
  /** The collection's entries, in content order (where a route's entry is looked up). */
  entries: (content: Content) => readonly Sourced<Entry>[];
  /** The entries in the order the site lists their pages, when it is not content order. */
  listed?: (content: Content) => readonly Sourced<Entry>[];
  /** An entry's English path. */
  pathOf: (entry: Entry) => string;
}

/**
 * The routes, entry lookup and published path of a kind with one page per
 * entry of a collection, found by its slug (services, service areas, case
 * studies, posts): a kind spreads these into definePageKind.
 */
export function pagePerEntry<Type extends string, Entry extends { slug: string }>({
  type,
  collection,
  entries,
  listed = entries,
  pathOf,
}: PagePerEntryOptions<Type, Entry>) {
  return {
    routes: (content: Content): KindRoute<{ type: Type; slug: string }>[] =>
      listed(content).map(({ data, file }) => ({
        basePath: pathOf(data),
        page: { type, slug: data.slug },
        source: file,
        entry: `${labelOf(collection)} "${data.slug}"`,
      })),
    entry: (content: Content, page: { slug: string }): Entry | undefined =>
      findEntry<{ slug: string }, 'slug'>(entries(content), 'slug', page.slug)?.data as
        Entry | undefined,
    publishes: { collection, pathOf },
  };
}
