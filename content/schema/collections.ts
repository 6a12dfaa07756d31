import type { z } from 'zod';
import { caseStudySchema } from './case-study.ts';
import { locationSchema } from './location.ts';
import { pageSchema } from './page.ts';
import { authorSchema, categorySchema, postSchema } from './post.ts';
import { serviceSchema } from './service.ts';
import { siteSchema } from './site.ts';

/**
 * Where each kind of content lives under content/ and which schema validates it.
 * `many` modules export an array of entries; the others export one entry.
 */
export interface Collection<Key extends string = string, Schema extends z.ZodType = z.ZodType> {
  key: Key;
  /** Used in error messages: `case study "shyft"`. */
  label: string;
  pattern: string;
  schema: Schema;
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

/** Keeps each collection's key and schema type (the content graph's type is derived from them). */
const collection = <const Key extends string, Schema extends z.ZodType>(
  definition: Collection<Key, Schema>,
) => definition;

/**
 * Every collection, in loading order. The content graph (shared/model/content-graph.ts)
 * has one list of entries per collection, so a new collection is declared here only.
 */
export const collections = [
  collection({
    key: 'site',
    label: 'site config',
    pattern: 'site.ts',
    schema: siteSchema,
    many: false,
    idOf: () => 'site',
  }),
  collection({
    key: 'services',
    label: 'service',
    pattern: 'services/*.ts',
    schema: serviceSchema,
    many: true,
    ...identifiedBy('slug'),
  }),
  collection({
    key: 'locations',
    label: 'service area',
    pattern: 'locations/*.ts',
    schema: locationSchema,
    many: true,
    ...identifiedBy('slug'),
  }),
  collection({
    key: 'caseStudies',
    label: 'case study',
    pattern: 'work/*.ts',
    schema: caseStudySchema,
    many: false,
    ...identifiedBy('slug'),
  }),
  collection({
    key: 'posts',
    label: 'blog post',
    pattern: 'blog/posts/*.ts',
    schema: postSchema,
    many: false,
    ...identifiedBy('slug'),
  }),
  collection({
    key: 'authors',
    label: 'author',
    pattern: 'blog/authors.ts',
    schema: authorSchema,
    many: true,
    ...identifiedBy('id'),
  }),
  collection({
    key: 'categories',
    label: 'category',
    pattern: 'blog/categories.ts',
    schema: categorySchema,
    many: true,
    ...identifiedBy('id'),
  }),
  collection({
    key: 'pages',
    label: 'page',
    pattern: 'pages/*.ts',
    schema: pageSchema,
    many: false,
    ...identifiedBy('id'),
  }),
];

type Collections = (typeof collections)[number];
export type CollectionKey = Collections['key'];
/** The validated entry type of a collection: `EntryOf<'posts'>` is `Post`. */
export type EntryOf<Key extends CollectionKey> = z.infer<
  Extract<Collections, { key: Key }>['schema']
>;

/** A collection's label, for naming an entry in messages and routes: `case study "shyft"`. */
export function labelOf(key: CollectionKey): string {
  return collections.find((candidate) => candidate.key === key)!.label;
}
