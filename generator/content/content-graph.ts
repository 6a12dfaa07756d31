import type { Author, CaseStudy, Category, Location, Page, Post, Service, Site } from '../../content/schema/index.ts';

/** An entry together with the module it came from (for error messages and cache keys). */
export interface Sourced<T> {
  data: T;
  /** Path relative to the project root, e.g. "content/work/shyft.ts". */
  file: string;
}

/** The validated content of the whole site. */
export interface Content {
  site: Sourced<Site>;
  services: Sourced<Service>[];
  locations: Sourced<Location>[];
  caseStudies: Sourced<CaseStudy>[];
  posts: Sourced<Post>[];
  authors: Sourced<Author>[];
  categories: Sourced<Category>[];
  pages: Sourced<Page>[];
}
