/**
 * Where each kind of content lives under content/ and how its entries are
 * named: the collections without their schemas (collections.ts adds those).
 * The renderer reads only this much, so the render threads load no zod.
 * `many` modules export an array of entries; the others export one entry.
 */
export interface CollectionOutline<Key extends string = string> {
  key: Key;
  /** Used in error messages: `case study "shyft"`. */
  label: string;
  pattern: string;
  many: boolean;
  /** The field that names an entry, unique in its collection (generator/content/duplicate-ids.ts). */
  idField?: 'slug' | 'id';
  idOf: (entry: Record<string, unknown>) => string | undefined;
}

/** An entry is named by `field`: its id is that field's value. */
const identifiedBy = <const Field extends 'slug' | 'id'>(idField: Field) => ({
  idField,
  idOf: (entry: Record<string, unknown>) => {
    const id = entry[idField];
    return typeof id === 'string' ? id : undefined;
  },
});

/** Keeps each collection's key type. */
const outline = <const Key extends string>(definition: CollectionOutline<Key>) => definition;

/**
 * Every collection by key, in loading order. The content graph (shared/model/content-graph.ts)
 * has one list of entries per collection, so a new collection is declared here (and its schema
 * in collections.ts) only.
 */
export const collectionOutlines = {
  site: outline({
    key: 'site',
    label: 'site config',
    pattern: 'site.ts',
    many: false,
    idOf: () => 'site',
  }),
  services: outline({
    key: 'services',
    label: 'service',
    pattern: 'services/*.ts',
    many: true,
    ...identifiedBy('slug'),
  }),
  locations: outline({
    key: 'locations',
    label: 'service area',
    pattern: 'locations/*.ts',
    many: true,
    ...identifiedBy('slug'),
  }),
  caseStudies: outline({
    key: 'caseStudies',
    label: 'case study',
    pattern: 'work/*.ts',
    many: false,
    ...identifiedBy('slug'),
  }),
  posts: outline({
    key: 'posts',
    label: 'blog post',
    pattern: 'blog/posts/*.ts',
    many: false,
    ...identifiedBy('slug'),
  }),
  authors: outline({
    key: 'authors',
    label: 'author',
    pattern: 'blog/authors.ts',
    many: true,
    ...identifiedBy('id'),
  }),
  categories: outline({
    key: 'categories',
    label: 'category',
    pattern: 'blog/categories.ts',
    many: true,
    ...identifiedBy('id'),
  }),
  pages: outline({
    key: 'pages',
    label: 'page',
    pattern: 'pages/*.ts',
    many: false,
    ...identifiedBy('id'),
  }),
};

export type CollectionKey = keyof typeof collectionOutlines;

/** Every collection's outline, in loading order. */
export const outlines: ReadonlyArray<CollectionOutline<CollectionKey>> =
  Object.values(collectionOutlines);

/** A collection's label, for naming an entry in messages and routes: `case study "shyft"`. */
export function labelOf(key: CollectionKey): string {
  return collectionOutlines[key].label;
}
