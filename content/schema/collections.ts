import type { z } from 'zod';
import { caseStudySchema } from './case-study.ts';
import { outlines, type CollectionKey, type CollectionOutline } from './collection-outlines.ts';
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

/** Each collection's schema, by key: a collection without one does not type-check. */
const schemas = {
  site: siteSchema,
  services: serviceSchema,
  locations: locationSchema,
  caseStudies: caseStudySchema,
  posts: postSchema,
  authors: authorSchema,
  categories: categorySchema,
  pages: pageSchema,
} satisfies Record<CollectionKey, z.ZodType>;

/** Every collection, in loading order (collection-outlines.ts), with its schema. */
export const collections: ReadonlyArray<Collection<CollectionKey>> = outlines.map((outline) => ({
  ...outline,
  schema: schemas[outline.key],
}));

/** The validated entry type of a collection: `EntryOf<'posts'>` is `Post`. */
export type EntryOf<Key extends CollectionKey> = z.infer<(typeof schemas)[Key]>;
