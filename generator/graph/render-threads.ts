import type { ContentFields } from '../render/content-fields.ts';
import { contentPatch as patchBetween } from '../render/content-patch.ts';
import type { RendererInit } from '../render/page-renderer.ts';
import type { RenderBundle } from '../render/render-bundle.ts';
import { BATCH_SIZE, MAX_RELOADS, RenderPool } from '../render/render-pool.ts';
import type { SiteContext } from './context.ts';
import type { RenderInputs, RenderOutput } from './steps/render.ts';

/** The render threads, started or told what changed since their last render. */
export async function renderPool(
  rendered: RenderInputs,
  context: SiteContext,
  routeCount: number,
  previous: RenderOutput | undefined,
): Promise<RenderPool> {
  const { threads, sink, profile } = context;
  const init: RendererInit = {
    content: rendered.content.content,
    resources: rendered.locales.resources,
    mediaUrls: rendered.media.urls,
    year: rendered.year,
    settings: profile.settings,
    assets: rendered.pageAssets.assets,
    buildHash: rendered.stamp,
    shareImages: rendered.shareImages.cards,
    linkTargets: rendered.linkTargets,
    ...(sink.pageDir ? { outDir: sink.pageDir } : {}),
    ...(profile.trackReads ? { trackDependencies: true } : {}),
    ...(rendered.content.parts ? { contentParts: rendered.content.parts } : {}),
  };
  const bundle = rendered.renderer.bundle;
  // A one-off build's thread started while the content loaded (startRenderThreads): the inputs now.
  if (threads.pool?.waiting && threads.bundle === bundle) {
    threads.pool.begin(init, threadCount(context, routeCount));
    threads.init = init;
    threads.fields = rendered.content.fields;
    return threads.pool;
  }
  // Watch mode, new components: the warm threads load them in place (about a second sooner than new threads).
  if (
    threads.pool &&
    threads.bundle !== bundle &&
    context.keepWorkers &&
    threads.pool.reloads < MAX_RELOADS
  ) {
    await threads.pool.reload(bundle);
    threads.bundle = bundle;
  }
  if (!threads.pool || threads.bundle !== bundle) {
    await threads.pool?.close();
    threads.pool = new RenderPool(bundle, init, threadCount(context, routeCount), {
      boundHeap: !context.keepWorkers,
    });
  } else {
    const changes = Object.fromEntries(
      [...new Set([...Object.keys(init), ...Object.keys(threads.init ?? {})])]
        .filter(
          (name) => init[name as keyof RendererInit] !== threads.init?.[name as keyof RendererInit],
        )
        .map((name) => [name, init[name as keyof RendererInit]]),
    ) as Partial<RendererInit>;
    // Rendered footers stay valid unless a field they show changed.
    const footerReads = new Set(
      [...(previous?.footers.values() ?? [])].flatMap((keys) => [...keys]),
    );
    const footers =
      'content' in changes &&
      footerFieldsChanged(threads.fields, rendered.content.fields, footerReads);
    // The threads have the last content: they take the entries that changed, not the whole graph.
    const contentPatch =
      changes.content && threads.init
        ? patchBetween(threads.init.content, changes.content)
        : undefined;
    if (contentPatch) delete changes.content;
    if (Object.keys(changes).length > 0 || contentPatch)
      threads.pool.update(changes, { footers, ...(contentPatch ? { contentPatch } : {}) });
  }
  threads.bundle = bundle;
  threads.init = init;
  threads.fields = rendered.content.fields;
  return threads.pool;
}

/** A one-off build starts no more threads than there are batches; watch mode keeps one per core. */
function threadCount(context: SiteContext, routeCount: number): number {
  return context.keepWorkers
    ? context.workers
    : Math.min(context.workers, Math.ceil(routeCount / BATCH_SIZE));
}

/**
 * A build with a cache starts a render thread as soon as the renderer bundle
 * is there, so that the thread loads while the build thread loads the content
 * and works out what to render; its heap limit follows the renderer inputs'
 * size the last build recorded. A build that renders nothing has it stamp,
 * or closes it unused.
 */
export function startRenderThreads(context: SiteContext, bundle: RenderBundle): void {
  const initBytes = context.cache?.manifest?.renderInputBytes;
  if (context.keepWorkers || context.threads.pool || !initBytes) return;
  context.threads.pool = RenderPool.waiting(bundle, 1, initBytes);
  context.threads.bundle = bundle;
}

function footerFieldsChanged(
  before: ContentFields | undefined,
  after: ContentFields,
  footerReads: ReadonlySet<string>,
): boolean {
  if (!before) return true;
  return [...footerReads].some((key) => before.get(key) !== after.get(key));
}
