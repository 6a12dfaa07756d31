import { describe, expect, it } from 'vitest';
import {
  collectCss,
  createRenderSession,
  renderRoute,
  resetCss,
  styleMarks,
  stylesSince,
  stylesUsedDuring,
} from '../../components/server-entry.tsx';
import { mergeStitchesSheets, rulesWithin } from '../../generator/render/merge-css.ts';
import { keepsSheet } from '../../generator/graph/steps/cached-render.ts';
import { loadLocales } from '../../generator/i18n/load-locales.ts';
import { planBatches } from '../../generator/render/render-pool.ts';
import { trackContent } from '../../generator/render/track-content.ts';
import { buildRouteTable } from '../../generator/routes/route-table.ts';
import { realContent } from '../support/content.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { mediaUrls, renderSettings as settings } from '../support/render-inputs.ts';

/** The ids a Stitches sheet lists in its group markers (`--sxs{--sxs:<group> <ids>}`), as "<group> <id>". */
const markerIds = (css: string) =>
  [...css.matchAll(/--sxs\{--sxs:(\d+) ?([^}]*)\}/g)].flatMap(([, group, ids]) =>
    ids!
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => `${group} ${id}`),
  );

/**
 * What a build with a cache relies on to render single pages of a batch
 * (generator/graph/steps/cached-render.ts): a page rendered apart, from an
 * empty sheet, uses the styles it added within its batch, so keepsSheet can
 * tell from the batch's record whether the batch's sheet stays the same.
 */
describe('the styles each page of a render batch adds to the sheet (server-entry styleMarks/stylesSince)', () => {
  it('are what the batch sheet lists, and a page rendered apart adds the same to its batch, for every route of the site', async () => {
    const content = realContent();
    const resources = await loadLocales(PROJECT_ROOT);
    const routes = buildRouteTable(content);
    const session = createRenderSession();
    const render = (index: number) =>
      renderRoute({
        route: routes[index]!,
        content,
        resources,
        mediaUrls,
        year: 2026,
        settings,
        session,
      });
    let pagesAddingNothing = 0;
    for (const planned of planBatches(routes)) {
      resetCss(session);
      const afterReset = new Set(markerIds(collectCss()));
      const introduced = planned.indexes.map((index) => {
        const marks = styleMarks();
        render(index);
        return stylesSince(marks);
      });
      // Together, the pages' additions are exactly what the batch's sheet lists beyond a reset's.
      const listed = markerIds(collectCss()).filter((id) => !afterReset.has(id));
      expect(introduced.flat().sort(), `batch ${planned.batch}`).toEqual([...listed].sort());
      pagesAddingNothing += introduced.filter((added) => added.length === 0).length;

      const offsets = planned.indexes.map((_, offset) => offset);
      const sheets: string[] = [];
      const touched = planned.indexes.map((index) => {
        resetCss(session);
        const marks = styleMarks();
        render(index);
        sheets.push(collectCss());
        return stylesSince(marks);
      });
      expect(keepsSheet(introduced, offsets, touched), `batch ${planned.batch}`).toBe(true);

      // Rendered one after the other on one sheet (renderApart), each page tells the same, and the
      // sheet holds the rules of their sheets of their own, and no other.
      resetCss(session);
      const used = planned.indexes.map((index) => stylesUsedDuring(() => render(index)).styles);
      expect(used, `batch ${planned.batch}`).toEqual(touched);
      const shared = collectCss();
      expect(rulesWithin(sheets, shared)).toBe(true);
      expect(rulesWithin([shared], mergeStitchesSheets(sheets))).toBe(true);
      // A page that used a style its batch did not have would change the batch's sheet.
      const last = offsets.length - 1;
      const moved = touched.map((ids, offset) => (offset === last ? [...ids, '4 fh-new'] : ids));
      expect(keepsSheet(introduced, offsets, moved)).toBe(false);
    }
    // Most pages add nothing: the record of a batch stays small.
    expect(pagesAddingNothing).toBeGreaterThan(routes.length / 2);
  }, 120_000);
});

/**
 * Each batch starts an empty sheet; a thread renders a header or footer once
 * and, in each later batch that shows it, puts its styles back and records
 * its reads again instead of rendering it (components/layout/chrome-splice.tsx).
 */
describe('the header and footer across render batches', () => {
  const content = realContent();
  const routes = buildRouteTable(content);
  const plan = planBatches(routes);
  const renderBatch = (
    session: ReturnType<typeof createRenderSession>,
    resources: Awaited<ReturnType<typeof loadLocales>>,
    batch: readonly number[],
    around: Pick<Parameters<typeof renderRoute>[0], 'aroundFooter' | 'aroundHeader'> = {},
    graph = content,
    page: (render: () => void) => void = (render) => render(),
  ) => {
    resetCss(session);
    for (const index of batch)
      page(() =>
        renderRoute({
          route: routes[index]!,
          content: graph,
          resources,
          mediaUrls,
          year: 2026,
          settings,
          session,
          ...around,
        }),
      );
    return collectCss();
  };

  it('leave each batch the sheet it has when they render on it, for every batch of the site', async () => {
    const resources = await loadLocales(PROJECT_ROOT);
    const thread = createRenderSession();
    const restored = plan.map(({ indexes }) => renderBatch(thread, resources, indexes));
    // A session per batch renders the chrome on the batch's own sheet, as a thread that starts with it.
    const rendered = plan.map(({ indexes }) =>
      renderBatch(createRenderSession(), resources, indexes),
    );
    expect(plan.length).toBeGreaterThan(2);
    expect(restored).toEqual(rendered);
  }, 120_000);

  it('count their reads again in every batch that shows them, as when they render in it', async () => {
    const resources = await loadLocales(PROJECT_ROOT);
    const session = createRenderSession();
    const tracker = trackContent(content);
    session.reads = tracker;
    const around = { aroundFooter: tracker.footer, aroundHeader: tracker.everyPage };
    const localeOf = (batch: readonly number[]) => new Set(batch.map((i) => routes[i]!.locale));
    // Two batches that show the same locales' chrome: the second takes it from the first.
    const [first, second] = plan.filter(
      ({ indexes }) => localeOf(indexes).size === localeOf(plan[0]!.indexes).size,
    );
    const sharedOf = (batch: readonly number[], on = session) => {
      // Each page's own reads apart: what is shared is the chrome's.
      renderBatch(on, resources, batch, around, tracker.content, (render) => tracker.page(render));
      return tracker.takeShared();
    };
    const firstShared = sharedOf(first!.indexes);
    const secondShared = sharedOf(second!.indexes);
    const fresh = createRenderSession();
    fresh.reads = tracker;
    const renderedShared = sharedOf(second!.indexes, fresh);
    const sorted = ({ everyPage, footers }: typeof firstShared) => ({
      everyPage: [...everyPage].sort(),
      footers: Object.fromEntries(
        Object.entries(footers).map(([locale, keys]) => [locale, [...keys].sort()]),
      ),
    });
    expect(Object.keys(firstShared.footers).length).toBeGreaterThan(0);
    expect(sorted(secondShared)).toEqual(sorted(renderedShared));
    expect(secondShared.everyPage.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('keepsSheet', () => {
  const introduced = [['2 a', '2 b'], [], ['3 c'], []];

  it('holds when the pages rendered again add what they added before', () => {
    expect(keepsSheet(introduced, [0], [['2 a', '2 b']])).toBe(true);
    // What the pages before them added is in the sheet already: using it adds nothing.
    expect(keepsSheet(introduced, [1, 2], [['2 a'], ['2 b', '3 c']])).toBe(true);
    expect(keepsSheet(introduced, [1, 3], [['2 a'], ['3 c', '2 b']])).toBe(true);
  });

  it('fails when a page adds another style, no longer adds one, or adds them in another order', () => {
    expect(keepsSheet(introduced, [3], [['3 d']])).toBe(false);
    // Page 1 would add c before page 2 does: c moves up the sheet.
    expect(keepsSheet(introduced, [1], [['3 c']])).toBe(false);
    expect(keepsSheet(introduced, [2], [[]])).toBe(false);
    expect(keepsSheet(introduced, [0], [['2 b', '2 a']])).toBe(false);
  });
});
