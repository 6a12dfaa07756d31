import type { z } from 'zod';
import { caseStudySchema } from './case-study.ts';
import {
  collectionOutlines as outline,
  type CollectionKey,
  type CollectionOutline,
} from './collection-outlines.ts';
import { locationSchema } from './location.ts';
import { pageSchema } from './page.ts';
import { authorSchema, categorySchema, postSchema } from './post.ts';
import { serviceSchema } from './service.ts';
import { siteSchema } from './site.ts';

export { labelOf, type CollectionKey } from './collection-outlines.ts';

/** A collection (collection-outlines.ts) with the schema that validates its entries. */
export interface Collection<
  Key extends string = string,
  Schema extends z.ZodType = z.ZodType,
> extends CollectionOutline<Key> {
  schema: Schema;
}

/** Keeps each collection's key and schema type (the content graph's type is derived from them). */
const collection = <const Key extends string, Schema extends z.ZodType>(
  definition: CollectionOutline<Key>,
  schema: Schema,
): Collection<Key, Schema> => ({ ...definition, schema });

/** Every collection, in loading order (collection-outlines.ts), with its schema. */
export const collections = [
  collection(outline.site, siteSchema),
  collection(outline.services, serviceSchema),
  collection(outline.locations, locationSchema),
  collection(outline.caseStudies, caseStudySchema),
  collection(outline.posts, postSchema),
  collection(outline.authors, authorSchema),
  collection(outline.categories, categorySchema),
  collection(outline.pages, pageSchema),
];

type Collections = (typeof collections)[number];
/** The validated entry type of a collection: `EntryOf<'posts'>` is `Post`. */
export type EntryOf<Key extends CollectionKey> = z.infer<
  Extract<Collections, { key: Key }>['schema']
>;
