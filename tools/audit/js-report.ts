import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { isRouteOf } from '../../components/page-kinds/registry.ts';
import { singlePage } from '../../components/page-kinds/single-page.ts';
import { build, entryChunks } from '../../generator/build.ts';
import { heldContent } from '../../generator/write/sinks.ts';

/**
 * `npm run report:js`: JavaScript per page type, gzip. "Initial" is what a page
 * loads before any interaction or hydration; "total" adds everything the page
 * can load later: its islands, the contact dialog, toasts and web vitals.
 */
const LAZY_ENTRIES = {
  islands: 'runtime/islands/hydrate-island.ts',
  newsletter: 'components/forms/NewsletterForm.tsx',
  'contact-form': 'components/forms/ContactForm.tsx',
  dialog: 'runtime/contact/contact-dialog-root.tsx',
  toaster: 'runtime/feedback/toaster-root.tsx',
  webVitals: 'runtime/analytics/web-vitals.ts',
};

/** Files reachable from `start` through static imports. */
function closure(metafile: Metafile, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  start.forEach(visit);
  return seen;
}

function outputFor(metafile: Metafile, entryPoint: string): string | undefined {
  return Object.entries(metafile.outputs).find(
    ([, output]) => output.entryPoint === entryPoint,
  )?.[0];
}

const result = await build({ root: process.cwd(), sink: 'memory' });
const { metafile } = result.runtime;
const gzip = (files: Set<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(heldContent(result.files.get(file))).byteLength,
    0,
  );
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = new Map<string, { initial: number; total: number; islands: string }>();
for (const route of result.routes.filter((candidate) => candidate.locale === 'en')) {
  const type = isRouteOf(route, singlePage) ? route.page.pageType : route.page.type;
  if (rows.has(type)) continue;
  const page = heldContent(result.files.get(route.outFile));
  const html = typeof page === 'string' ? page : Buffer.from(page).toString('utf8');
  const initial = new Set(entryChunks(result.runtime).map((file) => file.slice(1)));
  const islands = [
    ...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]!)),
  ];
  const lazyEntries = [
    LAZY_ENTRIES.dialog,
    LAZY_ENTRIES.toaster,
    LAZY_ENTRIES.webVitals,
    ...(islands.length ? [LAZY_ENTRIES.islands] : []),
  ];
  for (const island of islands) lazyEntries.push(LAZY_ENTRIES[island as keyof typeof LAZY_ENTRIES]);
  const lazy = closure(
    metafile,
    lazyEntries
      .map((entry) => outputFor(metafile, entry))
      .filter((file): file is string => Boolean(file)),
  );
  rows.set(type, {
    initial: gzip(initial),
    total: gzip(new Set([...initial, ...lazy])),
    islands: islands.join(', ') || '—',
  });
}

console.log(
  '\nJavaScript per page type (gzip): initial = before any interaction or hydration; total = everything it can load',
);
console.log(`${'page type'.padEnd(14)} ${'initial'.padStart(9)} ${'total'.padStart(9)}  islands`);
for (const [type, row] of rows)
  console.log(
    `${type.padEnd(14)} ${kb(row.initial).padStart(9)} ${kb(row.total).padStart(9)}  ${row.islands}`,
  );
