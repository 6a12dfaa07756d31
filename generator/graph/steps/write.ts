import { LOCALES } from '../../../content/schema/index.ts';
import { pageDataPath } from '../../../shared/contracts/page-data.ts';
import { contentHash } from '../../assets/hash.ts';
import { serviceWorkerFile } from '../../assets/service-worker.ts';
import { redirectsFile } from '../../deploy/redirects.ts';
import { headersFile, securityHeaders } from '../../deploy/security-headers.ts';
import { robotsTxt } from '../../seo/robots.ts';
import type { Route } from '../../../shared/model/route.ts';
import { WrittenFile, type FileContent, type OutputFiles } from '../../write/sinks.ts';
import type { SiteContext } from '../context.ts';
import { step } from '../graph.ts';
import { linksStep, localeContractStep, tokenReferenceLinksStep } from './checks.ts';
import {
  faviconStep,
  fontsStep,
  mediaStep,
  runtimeStep,
  serviceWorkerStep,
  shareImagesStep,
} from './bundle.ts';
import { renderStep } from './render.ts';
import {
  buildHashStep,
  feedsStep,
  pageAssetsStep,
  sitemapStep,
  tokenReferenceStep,
} from './site-files.ts';
import { stylesheetStep } from './stylesheet.ts';
import { routesStep, siteStep, translationsStep } from './sources.ts';

export interface WrittenSite {
  /** Every file of the site but pages streamed to disk: text as written, binary assets as the sink kept them. */
  files: OutputFiles;
  /** What the sink holds of each file: a hash of its text, the page's stamp, or "named" for a file named by its hash. */
  written: Map<string, string>;
  /** The route table the pages were written for (write pages). */
  routes?: readonly Route[];
}

/**
 * Collects what a write step writes: only what differs from what it wrote
 * before goes to the sink. `keep`: start from everything written before (the
 * caller adds only what may have changed).
 */
function collector(previous: WrittenSite | undefined, { keep = false } = {}) {
  const files: OutputFiles = new Map(keep ? previous?.files : undefined);
  const written = new Map<string, string>(keep ? previous?.written : undefined);
  const pending = new Map<string, FileContent>();
  const add = (file: string, content: FileContent | WrittenFile, mark: string) => {
    files.set(file, content);
    written.set(file, mark);
    if (!(content instanceof WrittenFile) && previous?.written.get(file) !== mark)
      pending.set(file, content);
  };
  return {
    add,
    text: (file: string, content: string) => add(file, content, contentHash(content, 16)),
    /** A file already in the sink (written ahead, or streamed by the render). */
    present(file: string, content: FileContent | WrittenFile | undefined, mark: string) {
      if (content !== undefined) files.set(file, content);
      written.set(file, mark);
    },
    site: (): WrittenSite => ({ files, written }),
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
    links: linksStep,
  },
  async run(
    { render, routes, stylesheet, pageAssets },
    context: SiteContext,
    previous: WrittenSite | undefined,
  ): Promise<WrittenSite> {
    // The same routes as last time (dev, a content edit): only pages with a new stamp are looked at.
    const sameRoutes = previous?.routes === routes.routes;
    const write = collector(previous, { keep: sameRoutes });
    write.text(pageAssets.stylesheet, stylesheet.css);
    render.entries.forEach((entry, index) => {
      const route = routes.routes[index]!;
      if (sameRoutes && previous.written.get(route.outFile) === entry.stamp) return;
      const { html, pageData } = entry.facts;
      // Streamed pages are in the sink already (the render wrote them); pages as text are written here.
      for (const [file, content] of [
        [route.outFile, html],
        [pageDataPath(route.path), pageData],
      ] as const) {
        if (content === undefined) write.present(file, undefined, entry.stamp);
        else write.add(file, content, entry.stamp);
      }
    });
    await context.sink.write(write.pending);
    return { ...write.site(), routes: routes.routes };
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
  async run(inputs, context: SiteContext, previous: WrittenSite | undefined): Promise<WrittenSite> {
    const { settings } = context.profile;
    const write = collector(previous);
    write.text(inputs.favicon.file, inputs.favicon.svg);
    // Fonts, media and share images were written ahead of the render; every one is named by its hash.
    for (const [file, content] of [
      ...inputs.fonts.files,
      ...inputs.media.files,
      ...inputs.shareImages.files,
    ])
      write.present(file, content, 'named');
    for (const [file, content] of inputs.runtime.files) write.add(file, content, 'named');
    for (const [file, xml] of inputs.feeds.files) write.text(file, xml);
    for (const [file, mark] of inputs.pages.written)
      write.present(file, inputs.pages.files.get(file), mark);
    write.text('app-data.json', JSON.stringify({ buildHash: inputs.buildHash }));
    write.text('_headers', headersFile(securityHeaders(settings)));
    write.text('_redirects', redirectsFile(LOCALES));
    for (const [file, xml] of inputs.sitemap.files) write.text(file, xml);
    write.text('robots.txt', robotsTxt(inputs.site.baseUrl));
    for (const [file, content] of inputs.tokenReference?.files ?? []) write.text(file, content);

    await context.sink.write(write.pending);
    const { files, written } = write.site();
    const removed = [...(previous?.written.keys() ?? [])].filter((file) => !written.has(file));
    if (removed.length > 0) await context.sink.remove(removed);
    // The worker's precache list names files of the site as written: it comes last.
    if (inputs.serviceWorker && context.sink.folder) {
      const worker = await serviceWorkerFile(context.sink.folder, inputs.serviceWorker);
      await context.sink.write(new Map([['sw.js', worker.text]]));
      written.set('sw.js', contentHash(worker.text, 16));
      context.log(
        `✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`,
      );
    }
    return { files, written };
  },
});
