import type { z } from 'zod';
import {
  authorSchema,
  caseStudySchema,
  categorySchema,
  locationSchema,
  pageSchema,
  postSchema,
  serviceSchema,
  siteSchema,
} from '../../content/schema/index.ts';

/**
 * Where each kind of content lives and which schema validates it.
 * `many` modules export an array of entries; the others export one entry.
 */
export interface Collection {
  key: CollectionKey;
  /** Used in error messages: `case study "shyft"`. */
  label: string;
  pattern: string;
  schema: z.ZodType;
  many: boolean;
  idOf: (entry: Record<string, unknown>) => string | undefined;
}

export type CollectionKey = 'site' | 'services' | 'locations' | 'caseStudies' | 'posts' | 'authors' | 'categories' | 'pages';

const bySlug = (entry: Record<string, unknown>) => (typeof entry.slug === 'string' ? entry.slug : undefined);
const byId = (entry: Record<string, unknown>) => (typeof entry.id === 'string' ? entry.id : undefined);

export const collections: Collection[] = [
  { key: 'site', label: 'site config', pattern: 'site.ts', schema: siteSchema, many: false, idOf: () => 'site' },
  { key: 'services', label: 'service', pattern: 'services/*.ts', schema: serviceSchema, many: true, idOf: bySlug },
  { key: 'locations', label: 'service area', pattern: 'locations/*.ts', schema: locationSchema, many: true, idOf: bySlug },
  { key: 'caseStudies', label: 'case study', pattern: 'work/*.ts', schema: caseStudySchema, many: false, idOf: bySlug },
  { key: 'posts', label: 'blog post', pattern: 'blog/posts/*.ts', schema: postSchema, many: false, idOf: bySlug },
  { key: 'authors', label: 'author', pattern: 'blog/authors.ts', schema: authorSchema, many: true, idOf: byId },
  { key: 'categories', label: 'category', pattern: 'blog/categories.ts', schema: categorySchema, many: true, idOf: byId },
  { key: 'pages', label: 'page', pattern: 'pages/*.ts', schema: pageSchema, many: false, idOf: byId },
];
