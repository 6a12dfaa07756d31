import { LOCALES } from '../../../content/schema/index.ts';
import { pageDataPath } from '../../../shared/contracts/page-data.ts';
import { contentHash } from '../../assets/hash.ts';
import { serviceWorkerFile } from '../../assets/service-worker.ts';
import { redirectsFile } from '../../deploy/redirects.ts';
import { headersFile, securityHeaders } from '../../deploy/security-headers.ts';
import { robotsTxt } from '../../seo/robots.ts';
import { WrittenFile, type FileContent, type OutputFiles } from '../../write/sinks.ts';
import type { SiteContext } from '../context.ts';
import { step } from '../graph.ts';
import { linksStep, localeContractStep } from './checks.ts';
import { faviconStep, fontsStep, mediaStep, runtimeStep, serviceWorkerStep, shareImagesStep } from './bundle.ts';
import { renderStep } from './render.ts';
import { buildHashStep, feedsStep, pageAssetsStep, sitemapStep, tokenReferenceStep } from './site-files.ts';
import { stylesheetStep } from './stylesheet.ts';
import { routesStep, siteStep, translationsStep } from './sources.ts';

export interface WrittenSite {
  /** Every file of the site but pages streamed to disk: text as written, binary assets as the sink kept them. */
  files: OutputFiles;
  /** What the sink holds of each file: a hash of its text, the page's stamp, or "named" for a file named by its hash. */
  written: Map<string, string>;
}

/**
 * Everything the site is made of → the sink. The checks are inputs: nothing is
 * written unless they pass. After the first evaluation, only what changed is
 * written (a page whose render is new, a file whose text changed) and files the
 * site no longer has are removed.
 */
export const writeStep = step({
  name: 'write',
  inputs: {
    render: renderStep,
    routes: routesStep,
    stylesheet: stylesheetStep,
    pageAssets: pageAssetsStep,
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
    links: linksStep,
    localeContract: localeContractStep,
    translations: translationsStep,
  },
  async run(inputs, context: SiteContext, previous: WrittenSite | undefined): Promise<WrittenSite> {
    const { render, routes, site, profile } = { ...inputs, profile: context.profile };
    const files: OutputFiles = new Map();
    const written = new Map<string, string>();
    const pending = new Map<string, FileContent>();
    const add = (file: string, content: FileContent | WrittenFile, mark: string) => {
      files.set(file, content);
      written.set(file, mark);
      if (!(content instanceof WrittenFile) && previous?.written.get(file) !== mark) pending.set(file, content);
    };
    const text = (file: string, content: string) => add(file, content, contentHash(content, 16));

    text(inputs.favicon.file, inputs.favicon.svg);
    // Fonts, media and share images were written ahead of the render; every one is named by its hash.
    for (const [file, content] of [...inputs.fonts.files, ...inputs.media.files, ...inputs.shareImages.files]) {
      files.set(file, content);
      written.set(file, 'named');
    }
    for (const [file, content] of inputs.runtime.files) add(file, content, 'named');
    for (const [file, xml] of inputs.feeds.files) text(file, xml);
    text(inputs.pageAssets.stylesheet, inputs.stylesheet.css);
    render.entries.forEach((entry, index) => {
      const route = routes.routes[index]!;
      const { html, pageData } = entry.facts;
      // Streamed pages are in the sink already (the render wrote them); pages as text are written here.
      for (const [file, content] of [
        [route.outFile, html],
        [pageDataPath(route.path), pageData],
      ] as const) {
        if (content === undefined) written.set(file, entry.stamp);
        else add(file, content, entry.stamp);
      }
    });
    text('app-data.json', JSON.stringify({ buildHash: inputs.buildHash }));
    text('_headers', headersFile(securityHeaders(profile.settings)));
    text('_redirects', redirectsFile(LOCALES));
    for (const [file, xml] of inputs.sitemap.files) text(file, xml);
    text('robots.txt', robotsTxt(site.baseUrl));
    for (const [file, content] of inputs.tokenReference?.files ?? []) text(file, content);

    await context.sink.write(pending);
    const removed = [...(previous?.written.keys() ?? [])].filter((file) => !written.has(file));
    if (removed.length > 0) await context.sink.remove(removed);
    // The worker's precache list names files of the site as written: it comes last.
    if (inputs.serviceWorker && context.sink.folder) {
      const worker = await serviceWorkerFile(context.sink.folder, inputs.serviceWorker);
      await context.sink.write(new Map([['sw.js', worker.text]]));
      written.set('sw.js', contentHash(worker.text, 16));
      context.log(`✓ service worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`);
    }
    return { files, written };
  },
});
