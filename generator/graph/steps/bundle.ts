import { LOCALES } from '../../../content/schema/index.ts';
import { bundleRuntime, type RuntimeBundle } from '../../assets/bundle-runtime.ts';
import { collectFonts, type FontAssets } from '../../assets/fonts.ts';
import { contentHash } from '../../assets/hash.ts';
import { collectMedia } from '../../assets/media.ts';
import { bundleServiceWorker } from '../../assets/service-worker.ts';
import {
  renderShareImages,
  shareColorsFromTokens,
  shareTexts,
  type ShareImage,
} from '../../assets/share-images.ts';
import type { ShareColors } from '../../assets/share-card-svg.ts';
import {
  bundleRenderer,
  storeRenderBundle,
  writeRenderBundle,
  type RenderBundle,
  type StoredRenderBundle,
} from '../../render/render-bundle.ts';
import { tokenValue } from '../../tokens/write-token-artifacts.ts';
import type { OutputFiles } from '../../write/sinks.ts';
import type { SiteContext } from '../context.ts';
import { keyOf, type FileHashes } from '../file-fingerprints.ts';
import { step } from '../graph.ts';
import { startRenderThreads } from '../render-threads.ts';
import { localesStep, siteStep, tokensStep } from './sources.ts';

/** Installed packages change only with the lock file: it stands for every file under node_modules/. */
export const PACKAGES = 'package-lock.json';

/** The project files among a bundle's inputs (packages are covered by the lock file). */
function projectFiles(inputs: Iterable<string>): string[] {
  return [...inputs].filter((file) => !file.includes('node_modules/') && !file.startsWith('<'));
}

/** A bundle's key: the hashes of the files it was built from last time (unknown before its first build). */
async function bundleKey(
  context: SiteContext,
  files: FileHashes | undefined,
  ...options: unknown[]
): Promise<string | undefined> {
  if (!files) return undefined;
  return keyOf(await context.files.of([...Object.keys(files), PACKAGES]), options);
}

export interface WrittenAhead {
  /** What the build keeps of the files it wrote ahead (bytes in memory, else sizes). */
  files: OutputFiles;
}

/** The self-hosted web fonts (from their packages) → hashed files and @font-face rules. */
export const fontsStep = step({
  name: 'fonts',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) =>
    keyOf(await context.files.of([PACKAGES])),
  async run(_inputs, context: SiteContext): Promise<Omit<FontAssets, 'files'> & WrittenAhead> {
    const { files, ...fonts } = await collectFonts(context.root);
    // Binary files go to the sink now: holding megabytes of them through the render only costs memory.
    return { ...fonts, files: await context.sink.writeAhead(files) };
  },
  version: (fonts) => keyOf([...fonts.files.keys()], fonts.css),
});

export interface MediaOutput extends WrittenAhead {
  urls: Record<string, string>;
}

/** content/media/** → hashed files, and the src → URL map components use. */
export const mediaStep = step({
  name: 'media',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) =>
    keyOf(await context.files.glob('content/media/**/*.{svg,png,jpg,webp}')),
  async run(_inputs, context: SiteContext): Promise<MediaOutput> {
    const { files, urls } = await collectMedia(context.root);
    return { urls, files: await context.sink.writeAhead(files) };
  },
  version: (media) => keyOf(media.urls),
});

export interface RuntimeOutput extends RuntimeBundle {
  /** The project files bundled (its key). */
  sources: FileHashes;
}

/** runtime/ and the islands → hashed, code-split ES modules (written with the pages). */
export const runtimeStep = step({
  name: 'runtime',
  // Components import tokens/generated/theme.ts, which the tokens step writes (its hash is in the key).
  inputs: { tokens: tokensStep },
  key: (_inputs, _versions, context: SiteContext, previous: RuntimeOutput | undefined) =>
    bundleKey(context, previous?.sources, context.profile.scripts),
  async run(_inputs, context: SiteContext): Promise<RuntimeOutput> {
    const runtime = await bundleRuntime(context.root, {
      dev: context.profile.scripts === 'development',
    });
    return {
      ...runtime,
      sources: await context.files.of(projectFiles(Object.keys(runtime.metafile.inputs))),
    };
  },
  version: (runtime) => keyOf([...runtime.files.keys()]),
  // Plain data (files, metafile, sources): kept as it is.
  persist: { save: (runtime) => runtime, restore: (saved) => saved as RuntimeOutput },
});

export interface RendererOutput {
  bundle: RenderBundle;
  /** The project files bundled (its key, and each template's). */
  sources: FileHashes;
}

/** components/ and the page renderer → the module every render thread loads. */
export const rendererStep = step({
  name: 'renderer',
  // Components import tokens/generated/theme.ts, which the tokens step writes (its hash is in the key).
  inputs: { tokens: tokensStep },
  key: (_inputs, _versions, context: SiteContext, previous: RendererOutput | undefined) =>
    bundleKey(context, previous?.sources),
  async run(_inputs, context: SiteContext): Promise<RendererOutput> {
    const bundle = await bundleRenderer(context.root, context.threads.bundler);
    startRenderThreads(context, bundle);
    return { bundle, sources: await context.files.of(projectFiles(Object.keys(bundle.imports))) };
  },
  // The sources too: a page's key reads its template's files, which may change without the bundle (a comment).
  version: (renderer) => keyOf(renderer.bundle.hash, renderer.sources),
  dispose: (renderer) => renderer.bundle.remove(),
  persist: {
    save: async (renderer) => ({
      bundle: await storeRenderBundle(renderer.bundle),
      sources: renderer.sources,
    }),
    async restore(saved, context: SiteContext): Promise<RendererOutput> {
      const { bundle, sources } = saved as { bundle: StoredRenderBundle; sources: FileHashes };
      const written = await writeRenderBundle(context.root, bundle);
      startRenderThreads(context, written);
      return { bundle: written, sources };
    },
  },
});

/** runtime/service-worker/ → one script; its precache list is added when the site is written. */
export const serviceWorkerStep = step({
  name: 'service worker',
  inputs: {},
  key: async (_inputs, _versions, context: SiteContext) =>
    keyOf(
      context.profile.serviceWorker &&
        (await context.files.glob(['runtime/**/*.ts', 'shared/**/*.ts', PACKAGES])),
    ),
  // No service worker in `dev` (runtime/main.ts does not register one there).
  run: (_inputs, context: SiteContext): Promise<string | undefined> | undefined =>
    context.profile.serviceWorker ? bundleServiceWorker(context.root) : undefined,
  persist: { save: (script) => script, restore: (saved) => saved as string | undefined },
});

export interface BrandColours {
  favicon: string;
  share: ShareColors;
}

/** The token colours of the favicon and the share cards. */
export const brandColoursStep = step({
  name: 'brand colours',
  inputs: { tokens: tokensStep },
  run: ({ tokens }): BrandColours => ({
    favicon: tokenValue(tokens.css, 'color-brand-primary') ?? 'currentColor',
    share: shareColorsFromTokens(tokens.css),
  }),
  version: (colours) => keyOf(colours),
});

export interface Favicon {
  file: string;
  svg: string;
}

/** The logo glyph as the favicon, in the brand colour from the tokens. */
export const faviconStep = step({
  name: 'favicon',
  inputs: { brand: brandColoursStep },
  run({ brand }): Favicon {
    const svg = faviconSvg(brand.favicon);
    return { file: `_assets/favicon.${contentHash(svg)}.svg`, svg };
  },
  version: (favicon) => favicon.file,
});

export interface ShareImagesOutput {
  /** Share cards by `shareCardKey`. */
  cards: Record<string, ShareImage>;
  /**
   * The PNGs, by file: held until the write step writes them (about 3 MB), so
   * the build cache can keep them with the cards.
   */
  files: ReadonlyMap<string, Uint8Array>;
}

/**
 * The share cards of every site section and locale (texts from the locales,
 * colours from the tokens). Kept by the build cache: a build after an edit
 * that leaves the cards' texts and colours alone takes them from the cache
 * instead of loading the fonts and drawing them again.
 */
export const shareImagesStep = step({
  name: 'share images',
  inputs: { brand: brandColoursStep, locales: localesStep, site: siteStep },
  key: ({ locales }, versions) =>
    keyOf(versions.brand, versions.site, [...shareTexts(locales.resources, LOCALES)]),
  async run({ brand, locales, site }, context: SiteContext): Promise<ShareImagesOutput> {
    const images = await renderShareImages({
      root: context.root,
      locales: LOCALES,
      resources: locales.resources,
      colors: brand.share,
      site,
    });
    return { cards: images.cards, files: images.files };
  },
  version: (images) => keyOf(images.cards),
  persist: {
    save: (images) => images,
    restore: (saved) => saved as ShareImagesOutput,
  },
});

function faviconSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="${color}" d="M16 30c0-9 1-15 9-25-1 7-3 11-7 15 3-1 6-1 9 0-4 3-7 4-11 4 0 2 0 4 0 6z"/><path fill="${color}" opacity=".7" d="M15 24C8 23 4 18 3 11c4 2 7 5 9 8-1-5 0-9 2-13 2 5 2 10 1 18z"/></svg>`;
}
