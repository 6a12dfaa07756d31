import { performance } from 'node:perf_hooks';
import { contentHash } from '../assets/hash.ts';
import type { Evaluation } from '../graph/graph.ts';
import { DEV_STYLESHEET, developmentProfile } from '../graph/profile.ts';
import { SiteGraph } from '../graph/site-graph.ts';
import { writePagesStep } from '../graph/steps/write.ts';
import type { RenderOutput } from '../graph/steps/render.ts';
import type { Stylesheet } from '../graph/steps/stylesheet.ts';
import type { ReloadMessage } from '../../shared/contracts/live-reload.ts';
import type { SiteSettings } from '../../shared/model/site-settings.ts';
import { LiveSink } from '../write/live-sink.ts';
import { StagingSink } from '../write/staging-sink.ts';

export interface UpdateReport {
  /** What the browser does: swap the stylesheet, reload the page, or nothing (nothing on the site changed). */
  action: 'css' | 'reload' | 'none';
  /** When the CSS changed: the stylesheet URL to load (a new query each time, the file name stays). */
  stylesheet?: string;
  /** With `reload`: the route paths rendered again (only browsers showing one of them update). */
  pages?: string[];
  /** The viewed pages, rendered and written ahead of the rest, and when they were ready (ms from the start of the update). */
  early?: { pages: string[]; ms: number };
  /** Routes rendered again, out of `total`. */
  rendered: number;
  total: number;
  /** One line per reason, e.g. "content: 3 routes read services/react-development.title". */
  reasons: string[];
  ms: number;
  /** Time of each step of the graph that ran (those after the viewed pages' render marked "viewed"), in ms. */
  stages: Record<string, number>;
}

export interface IncrementalSiteOptions {
  root: string;
  outDir: string;
  /** Extra <head> markup (the dev server's live-reload client). */
  headExtra?: string;
  workers?: number;
  settings?: SiteSettings;
  log?: (message: string) => void;
}

export interface ViewedFirst {
  viewed?: ReadonlySet<string>;
  /**
   * Told when the open pages (or a new stylesheet) are written, before the rest
   * of the update; the rest waits for what it returns (the dev server lets the
   * told browsers fetch their page first: the rest keeps this thread busy).
   */
  onViewedReady?: (message: ReloadMessage) => void | Promise<void>;
}

/** Steps that run again for the viewed pages, then for the rest: named apart in the report. */
const PER_PAGE_GROUP = new Set(['render', 'stylesheet', 'links', 'write pages']);

/**
 * The `dev` build: the site's build graph (generator/graph/), kept between
 * saves with its render threads, evaluated again after every save: only the
 * steps whose keys changed run, and only the pages whose reads changed render
 * (generator/graph/steps/render.ts). The first evaluation fills a staging
 * folder swapped in for outDir; later ones replace files in place (LiveSink),
 * and a failed update puts every replaced file back.
 */
export class IncrementalSite {
  private constructor(
    private readonly options: IncrementalSiteOptions,
    private readonly site: SiteGraph,
    private readonly sink: LiveSink,
    private css: string,
  ) {}

  static async start(options: IncrementalSiteOptions): Promise<IncrementalSite> {
    const profile = developmentProfile({
      ...(options.headExtra ? { headExtra: options.headExtra } : {}),
      ...(options.settings ? { settings: options.settings } : {}),
    });
    const site = new SiteGraph({
      root: options.root,
      profile,
      keepWorkers: true,
      ...(options.workers ? { workers: options.workers } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    const staging = await StagingSink.open(options.outDir);
    try {
      const evaluation = await site.evaluate(staging);
      await staging.commit();
      await site.commit();
      return new IncrementalSite(
        options,
        site,
        new LiveSink(options.outDir),
        (evaluation.outputs.get('stylesheet') as Stylesheet).css,
      );
    } catch (error) {
      await staging.discard();
      await site.close();
      throw error;
    }
  }

  get stylesheet(): string {
    return `/${DEV_STYLESHEET}`;
  }

  async close(): Promise<void> {
    await this.site.close();
  }

  /**
   * Evaluates the graph again after a save (`changedFiles` name it in the
   * log; the keys find what changed). `viewed`: normalized paths of the pages
   * open in a browser. Those render, get checked and written first, and
   * `onViewedReady` hears of them before the rest renders.
   */
  update(changedFiles: readonly string[], viewedFirst: ViewedFirst = {}): Promise<UpdateReport> {
    return this.site.inRound(() => this.evaluate(changedFiles, viewedFirst));
  }

  private async evaluate(
    _changedFiles: readonly string[],
    { viewed, onViewedReady }: ViewedFirst,
  ): Promise<UpdateReport> {
    const started = performance.now();
    const stages: Record<string, number> = {};
    const record = (evaluation: Evaluation, suffix: string) => {
      for (const [step, ms] of evaluation.ran)
        stages[PER_PAGE_GROUP.has(step) ? `${step}${suffix}` : step] = ms;
    };
    let early: UpdateReport['early'];
    try {
      const evaluations: Evaluation[] = [];
      if (viewed && viewed.size > 0) {
        // The pages, their stylesheet and their link check only: the rest of the site follows.
        const first = await this.site.evaluate(this.sink, {
          renderOnly: viewed,
          targets: [writePagesStep],
        });
        record(first, ' viewed');
        evaluations.push(first);
        const pages = renderedBy(first);
        const css = first.changed.has('stylesheet')
          ? { stylesheet: stylesheetUrl(cssOf(first)) }
          : {};
        // The open pages, or a new stylesheet alone (a token edit): the browser updates while the rest follows.
        if (pages.length > 0 || css.stylesheet) {
          early = { pages, ms: Math.round(performance.now() - started) };
          await onViewedReady?.({ pages, ...css });
        }
      }
      const rest = await this.site.evaluate(this.sink);
      record(rest, '');
      evaluations.push(rest);
      await this.sink.commit();
      await this.site.commit();
      return this.report(evaluations, { started, stages, early });
    } catch (error) {
      await this.sink.discard();
      await this.site.rollback();
      // The browser that updated early goes back to the last good page.
      if (early) void onViewedReady?.({ pages: early.pages, stylesheet: stylesheetUrl(this.css) });
      throw error;
    }
  }

  private report(
    evaluations: Evaluation[],
    {
      started,
      stages,
      early,
    }: { started: number; stages: Record<string, number>; early: UpdateReport['early'] },
  ): UpdateReport {
    const last = evaluations.at(-1)!;
    const render = last.outputs.get('render') as RenderOutput;
    const renders = evaluations
      .filter((evaluation) => evaluation.changed.has('render'))
      .map((evaluation) => evaluation.outputs.get('render') as RenderOutput);
    const changed = (step: string) =>
      evaluations.some((evaluation) => evaluation.changed.has(step));
    const laterPages = renderedBy(last);
    const tokensChanged = changed('tokens');
    const cssChanged = changed('stylesheet') || tokensChanged;
    this.css = cssOf(last);
    const reasons = [...new Set(renders.flatMap((output) => output.reasons))];
    if (tokensChanged) reasons.push('tokens: stylesheet and token reference page');
    return {
      // After a token edit the stylesheet may have gone ahead with the open pages, but the token page
      // (which shows the values) is written only now: the final 'css' tells it to reload.
      action:
        laterPages.length > 0
          ? 'reload'
          : tokensChanged
            ? 'css'
            : early
              ? 'none'
              : cssChanged
                ? 'css'
                : 'none',
      ...(cssChanged ? { stylesheet: stylesheetUrl(this.css) } : {}),
      ...(laterPages.length > 0 ? { pages: laterPages } : {}),
      ...(early ? { early } : {}),
      rendered: renders.reduce((sum, output) => sum + output.rendered.length, 0),
      total: render.entries.length,
      reasons,
      ms: Math.round(performance.now() - started),
      stages,
    };
  }
}

/** The routes an evaluation rendered (none when the render step did not run). */
function renderedBy(evaluation: Evaluation): string[] {
  if (!evaluation.changed.has('render')) return [];
  return (evaluation.outputs.get('render') as RenderOutput).rendered.map((route) => route.path);
}

const cssOf = (evaluation: Evaluation) => (evaluation.outputs.get('stylesheet') as Stylesheet).css;

/** The one dev stylesheet, with a query that changes with its text (browsers fetch it again). */
const stylesheetUrl = (css: string) => `/${DEV_STYLESHEET}?v=${contentHash(css, 10)}`;
