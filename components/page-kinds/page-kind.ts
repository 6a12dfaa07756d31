import type { TFunction } from 'i18next';
import type { PostalAddress, Thing } from 'schema-dts';
import type { CollectionKey } from '../../content/schema/collections.ts';
import type { Localized } from '../../content/schema/primitives.ts';
import type { Content } from '../../shared/model/content-graph.ts';
import type { Route, RoutePage } from '../../shared/model/route.ts';
import type { ShareSection } from './share-sections.ts';

/**
 * A page kind: everything the pipeline needs to know about one sort of page,
 * in one module (components/page-kinds/README.md). Plain functions of the
 * content graph, no React: the route table and the sitemap use them in the
 * build's own thread; components/App.tsx binds each kind to its template.
 * Methods, not function properties: the registry holds kinds of every `Page`.
 */
export interface PageKind<Page extends RoutePage, Entry> {
  /** `route.page.type` of this kind's routes. */
  type: Page['type'];
  /** Its routes at their English paths (the route table adds the locales), in the order the site lists them. */
  routes(content: Content): KindRoute<Page>[];
  /** The entry a route of this kind shows, if the content has it. */
  entry(content: Content, page: Page): Entry | undefined;
  /** The template module components/App.tsx renders for it (watch mode finds a component's pages by it). */
  templateFile(page: Page): string;
  meta(context: MetaContext<Page, Entry>): PageMeta;
  /** The breadcrumb after the home page, and the page's own schema.org entities. */
  structuredData(context: StructuredDataContext<Page, Entry>): PageStructuredData;
  /** The social share card the page shows (one per section and locale, issue 6). */
  shareSection(page: Page): ShareSection;
  /** False for pages search engines must not list (noindex, no sitemap entry); true when absent. */
  indexable?(page: Page): boolean;
  /** The date the page says it was published: its article:published_time and the sitemap's lastmod floor. */
  published?(entry: Entry): string | undefined;
  /** The collection whose entries this kind publishes, and where an entry is published (the translation report names it). */
  publishes?: { collection: CollectionKey; pathOf(entry: Entry): string };
}

/** Keeps a kind's own `Page` and `Entry` types while checking it against PageKind. */
export const definePageKind = <Page extends RoutePage, Entry>(kind: PageKind<Page, Entry>) => kind;

/** A route before the route table puts it in every locale. */
export interface KindRoute<Page extends RoutePage> {
  basePath: string;
  page: Page;
  /** The content module the route is generated from. */
  source: string;
  /** e.g. `service "react-development"` */
  entry: string;
}

export interface PageMeta {
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** ISO date for articles. */
  published?: string;
}

type Localize = <T>(value: Localized<T>) => { value: T };

/** Its functions are properties, not methods: kinds take them apart (`({ withSite }) => …`). */
export interface MetaContext<Page extends RoutePage, Entry> {
  route: Route<Page>;
  entry: Entry;
  content: Content;
  localize: Localize;
  t: TFunction;
  /** The title with the site name, where it fits in search results. */
  withSite: (title: string) => string;
}

/** What the head already knows about a page: its title (without the site name), description and share image. */
export interface PageFacts {
  name: string;
  description: string;
  image: string;
}

export type SchemaNode = Exclude<Thing, string>;

export interface Crumb {
  name: string;
  item: string;
}

/** Like MetaContext, its functions are properties: kinds take them apart. */
export interface StructuredDataContext<Page extends RoutePage, Entry> {
  route: Route<Page>;
  entry: Entry;
  content: Content;
  page: PageFacts;
  /** The page's absolute URL. */
  url: string;
  /** The site's base URL, e.g. https://www.fernhill.dev */
  base: string;
  text: <T>(value: Localized<T>) => T;
  crumb: (name: string, basePath: string) => Crumb;
  /** The title of the single page at an English path, in the route's locale. */
  pageTitle: (basePath: string) => string | undefined;
  /** The Organization, by @id. */
  organization: { '@id': string };
  logo: string;
  address: PostalAddress;
  /** A UI string of the route's locale (locales/{lng}/translation.json), by dotted key. */
  uiText: (key: string) => string | undefined;
}

export interface PageStructuredData {
  trail: Crumb[];
  entities: SchemaNode[];
}
