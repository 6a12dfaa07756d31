import path from 'node:path';
import { LOCALES } from '../../../content/schema/index.ts';
import { pageDataPath } from '../../../shared/contracts/page-data.ts';
import { contentHash } from '../../assets/hash.ts';
import { PRECACHED_FILES, serviceWorkerFile } from '../../assets/service-worker.ts';
import { redirectsFile } from '../../deploy/redirects.ts';
import { headersFile, securityHeaders } from '../../deploy/security-headers.ts';
import { robotsTxt } from '../../seo/robots.ts';
import type { Route } from '../../../shared/model/route.ts';
import { NAMED, WrittenFile, type FileContent, type OutputFiles } from '../../write/sinks.ts';
import type { SiteContext } from '../context.ts';
import { keyOf } from '../file-fingerprints.ts';
import { step } from '../graph.ts';
import { linksStep, localeContractStep, tokenReferenceLinksStep } from './checks.ts';
import {
  faviconStep,
  fontsStep,
  PACKAGES,
  mediaStep,
  runtimeStep,
  serviceWorkerStep,
  shareImagesStep,
} from './bundle.ts';
import { renderStep, type RenderOutput } from './render.ts';
import { feedsStep, pageAssetsStep, sitemapStep, tokenReferenceStep } from './site-files.ts';
import { buildHashStep, stampPagesStep } from './stamp.ts';
import { stampText, type Stamp } from '../../write/stamp.ts';
import type { PageFacts } from '../../render/page-renderer.ts';
import { stylesheetStep } from './stylesheet.ts';
import { routesStep, siteStep, translationsStep } from './sources.ts';

export interface WrittenSite {
  /** Every file of the site but pages streamed to disk: text as written, binary assets as the sink kept them. */
  files: OutputFiles;
  /** What the sink holds of each file: a hash of its text, the page's stamp, or "named" for a file named by its hash. */
  written: Map<string, string>;
  /** The entries of `written` but the pages and their page data: what the build cache keeps by mark. */
  others: Map<string, string>;
}

/** What write pages wrote: the stylesheet, and each route's page as its render entry has it. */
export interface WrittenPages {
  stylesheet: { file: string; css: string; mark: string };
  routes: readonly Route[];
  /** By route: its stamp, and its text unless the render streamed it to the sink. */
  entries: RenderOutput['entries'];
  /** The pages' text stamped with the build hash (the memory sink), by route. */
  pages?: PageFacts[];
  /** The build hash pages carry in place of their placeholder (a published build). */
  stamp?: Stamp;
}

/**
 * Collects what a write step writes: only what differs from what the sink
 * holds (`held`: by mark, as written before) goes to the sink.
 */
function collector(held: ReadonlyMap<string, string> | undefined) {
  const files: OutputFiles = new Map();
  const written = new Map<string, string>();
  const others = new Map<string, string>();
  const pending = new Map<string, FileContent>();
  const add = (file: string, content: FileContent | WrittenFile, mark: string) => {
    files.set(file, content);
    written.set(file, mark);
    others.set(file, mark);
    if (!(content instanceof WrittenFile) && held?.get(file) !== mark) pending.set(file, content);
  };
  /** A file already in the sink (written ahead, or streamed by the render). */
  const present = (file: string, content: FileContent | WrittenFile | undefined, mark: string) => {
    if (content !== undefined) files.set(file, content);
    written.set(file, mark);
  };
  return {
    add,
    /** A text file, marked by a hash of its text unless the caller knows one (a step's version). */
    text: (file: string, content: string, mark = contentHash(content, 16)) =>
      add(file, content, mark),
    present(file: string, content: FileContent | WrittenFile | undefined, mark: string) {
      present(file, content, mark);
      others.set(file, mark);
    },
    /** A page or its page data, in the sink already: not among `others`. */
    page: present,
    site: (): WrittenSite => ({ files, written, others }),
    pending,
  };
}

/**
 * The pages and the stylesheet they share, once their links are checked:
 * `dev` writes the pages open in a browser with this step alone, ahead of the
 * rest of the site (which waits for the sitemap and the other checks).
 */
export const writePagesStep = step({
  name: 'write pages',
  inputs: {
    render: renderStep,
    routes: routesStep,
    stylesheet: stylesheetStep,
    pageAssets: pageAssetsStep,
    stamped: stampPagesStep,
    links: linksStep,
  },
  async run(
    { render, routes, stylesheet, pageAssets, stamped },
    context: SiteContext,
    previous: WrittenPages | undefined,
  ): Promise<WrittenPages> {
    const pending = new Map<string, string>();
    const css = {
      file: stamped.stamp ? stampText(pageAssets.stylesheet, stamped.stamp) : pageAssets.stylesheet,
      css: stylesheet.css,
      mark: contentHash(stylesheet.css, 16),
    };
    if (previous?.stylesheet.file !== css.file || previous.stylesheet.mark !== css.mark)
      pending.set(css.file, css.css);
    // What each page was written as: by route index while the route table is the same (dev, a
    // content edit: no map of 20,000 files to build), by file when routes came or went.
    const sameRoutes = previous?.routes === routes.routes;
    const stampByFile =
      previous && !sameRoutes
        ? new Map(
            previous.entries.map((entry, index) => [previous.routes[index]!.outFile, entry.stamp]),
          )
        : undefined;
    render.entries.forEach((entry, index) => {
      const route = routes.routes[index]!;
      const was = sameRoutes ? previous.entries[index]?.stamp : stampByFile?.get(route.outFile);
      if (was === entry.stamp) return;
      // Streamed pages are in the sink already (the render wrote them); pages as text are written here.
      const { html, pageData } = stamped.pages?.[index] ?? entry.facts;
      if (html !== undefined) pending.set(route.outFile, html);
      if (pageData !== undefined) pending.set(pageDataPath(route.path), pageData);
    });
    await context.sink.write(pending);
    return {
      stylesheet: css,
      routes: routes.routes,
      entries: render.entries,
      ...(stamped.pages ? { pages: stamped.pages } : {}),
      ...(stamped.stamp ? { stamp: stamped.stamp } : {}),
    };
  },
});

/**
 * Everything else the site is made of → the sink. The checks are inputs:
 * nothing is written unless they pass. After the first evaluation, only what
 * changed is written (a page whose render is new, a file whose text changed)
 * and files the site no longer has are removed.
 */
export const writeStep = step({
  name: 'write',
  inputs: {
    pages: writePagesStep,
    favicon: faviconStep,
    fonts: fontsStep,
    media: mediaStep,
    runtime: runtimeStep,
    shareImages: shareImagesStep,
    feeds: feedsStep,
    sitemap: sitemapStep,
    tokenReference: tokenReferenceStep,
    site: siteStep,
    buildHash: buildHashStep,
    serviceWorker: serviceWorkerStep,
    // Read for their verdicts: a failed check stops the write.
    localeContract: localeContractStep,
    tokenReferenceLinks: tokenReferenceLinksStep,
    translations: translationsStep,
  },
  async run(
    inputs,
    context: SiteContext,
    previous: WrittenSite | undefined,
    versions,
  ): Promise<WrittenSite> {
    const { settings } = context.profile;
    // A build in a new process that updates the last build's dist/ knows its files from the cache.
    const held = previous?.written ?? context.sink.held;
    const write = collector(held);
    write.text(inputs.favicon.file, inputs.favicon.svg);
    // Fonts and media were written ahead of the render; every file here is named by its hash.
    for (const [file, content] of [...inputs.fonts.files, ...inputs.media.files])
      write.present(file, content, NAMED);
    for (const [file, content] of [...inputs.shareImages.files, ...inputs.runtime.files])
      write.add(file, content, NAMED);
    for (const [file, xml] of inputs.feeds.files) write.text(file, xml);
    const { stylesheet, routes, entries, pages, stamp } = inputs.pages;
    write.present(stylesheet.file, stylesheet.css, stylesheet.mark);
    entries.forEach((entry, index) => {
      const route = routes[index]!;
      const facts = pages?.[index] ?? entry.facts;
      write.page(route.outFile, facts.html, entry.stamp);
      write.page(pageDataPath(route.path), facts.pageData, entry.stamp);
    });
    write.text('app-data.json', JSON.stringify({ buildHash: inputs.buildHash }));
    write.text('_headers', headersFile(securityHeaders(settings)));
    write.text('_redirects', redirectsFile(LOCALES));
    // Marked by the step's version, a hash of every sitemap's text: a sitemap of 30,000 URLs (at
    // +10,000 pages) is not hashed again, nor compared with dist/'s, when it is the one kept. Each
    // is read and written alone, and a sink on disk keeps only its size: the three sitemaps of
    // 100,000 URLs are 62 MB.
    const sitemapMark = `sitemap ${versions.sitemap}`;
    const onDisk = context.sink.folder !== undefined;
    for (const [file, text] of inputs.sitemap.files) {
      const kept = held?.get(file) === sitemapMark;
      if (onDisk) {
        if (!kept) await context.sink.write(new Map([[file, await text.readBytes()]]));
        write.present(file, new WrittenFile(text.bytes), sitemapMark);
      } else {
        const xml = await text.read();
        if (!kept) await context.sink.write(new Map([[file, xml]]));
        write.present(file, xml, sitemapMark);
      }
    }
    write.text('robots.txt', robotsTxt(inputs.site.baseUrl));
    // The token page links to the stylesheet under the name pages have before they are stamped.
    for (const [file, content] of inputs.tokenReference?.files ?? [])
      write.text(file, stamp ? stampText(content, stamp) : content);

    await context.sink.write(write.pending);
    const { files, written, others } = write.site();
    const removed = [...(held?.keys() ?? [])].filter((file) => !written.has(file));
    if (removed.length > 0) await context.sink.remove(removed);
    // The worker's precache list names files of the site as written: it comes last.
    if (inputs.serviceWorker && context.sink.folder) {
      await context.sink.provide?.(PRECACHED_FILES, new Set(written.keys()));
      const { cache } = context;
      const worker = await serviceWorkerFile(
        context.sink.folder,
        inputs.serviceWorker,
        cache && {
          dir: path.join(cache.dir, 'service-worker'),
          read: !cache.coldReason,
          // Workbox's version: the precache list is its output.
          basis: keyOf(await context.files.of([PACKAGES])),
        },
      );
      await context.sink.write(new Map([['sw.js', worker.text]]));
      const mark = contentHash(worker.text, 16);
      written.set('sw.js', mark);
      others.set('sw.js', mark);
      context.log(
        `✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`,
      );
    }
    return { files, written, others };
  },
});
