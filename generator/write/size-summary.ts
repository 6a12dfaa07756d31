import { gzipSync } from 'node:zlib';
import type { PrecompressSummary } from './precompress.ts';
import { heldContent, WrittenFile, type OutputFiles } from './sinks.ts';

export interface SizeSummary {
  files: number;
  totalBytes: number;
  pages: number;
  html: { medianBytes: number; maxBytes: number; medianGzipBytes: number; maxPath: string };
  cssBytes: number;
  cssGzipBytes: number;
  /** JavaScript every page loads up front (the runtime entry and its static imports). */
  entryJsBytes: number;
  entryJsGzipBytes: number;
  /** The `.br`/`.gz` siblings a disk build writes, not counted in `files` and `totalBytes`. */
  precompressed?: PrecompressSummary;
}

const byteLength = (content: string | Uint8Array | WrittenFile) =>
  typeof content === 'string'
    ? Buffer.byteLength(content)
    : content instanceof WrittenFile
      ? content.bytes
      : content.byteLength;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Which pages the summary gzips for its median: every tenth, and past the first thousand every hundredth (gzip costs as much as rendering). */
export function samplesGzip(pageIndex: number): boolean {
  return pageIndex % (pageIndex < 1000 ? 10 : 100) === 0;
}

/** Sizes of a build's output, printed after every build and quoted in issue notes. */
export function summarizeSizes(
  files: OutputFiles,
  pages: ReadonlyArray<{ path: string; bytes: number; dataBytes: number; gzipBytes?: number }>,
  stylesheet: string,
  entryJs: string[],
): SizeSummary {
  const largest = pages.reduce((max, page) => (page.bytes > max.bytes ? page : max), {
    path: '',
    bytes: 0,
  });
  // Pages and their page data may have been streamed to disk: they are counted from `pages`.
  const otherFiles = [...files].filter(
    ([name]) => !name.endsWith('.html') && !name.startsWith('page-data/'),
  );
  const css = heldContent(files.get(stylesheet.replace(/^\//, '')));
  const js = entryJs.map((file) => heldContent(files.get(file.replace(/^\//, ''))));
  return {
    files: otherFiles.length + pages.length * 2,
    totalBytes:
      otherFiles.reduce((sum, [, content]) => sum + byteLength(content), 0) +
      pages.reduce((sum, page) => sum + page.bytes + page.dataBytes, 0),
    pages: pages.length,
    html: {
      medianBytes: median(pages.map((page) => page.bytes)),
      maxBytes: largest.bytes,
      maxPath: largest.path,
      medianGzipBytes: median(
        pages.flatMap((page) => (page.gzipBytes === undefined ? [] : [page.gzipBytes])),
      ),
    },
    cssBytes: byteLength(css),
    cssGzipBytes: gzipSync(css).byteLength,
    entryJsBytes: js.reduce((sum, content) => sum + byteLength(content), 0),
    entryJsGzipBytes: js.reduce((sum, content) => sum + gzipSync(content).byteLength, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatSizes(summary: SizeSummary): string {
  return [
    `Output: ${summary.files} files, ${(summary.totalBytes / 1024 / 1024).toFixed(1)} MB · ${summary.pages} HTML pages`,
    `  HTML per page: median ${kb(summary.html.medianBytes)} (gzip ${kb(summary.html.medianGzipBytes)}), largest ${kb(summary.html.maxBytes)} (${summary.html.maxPath})`,
    `  CSS (one stylesheet): ${kb(summary.cssBytes)} (gzip ${kb(summary.cssGzipBytes)}) · JS before interaction: ${kb(summary.entryJsBytes)} (gzip ${kb(summary.entryJsGzipBytes)})`,
    ...(summary.precompressed
      ? [
          `  Precompressed: .br and .gz of ${summary.precompressed.sources} text files, ${summary.precompressed.files} files, ${(summary.precompressed.bytes / 1024 / 1024).toFixed(1)} MB (${summary.precompressed.pages ? `${summary.precompressed.pages.sources} pages and page data as they were stamped, the rest` : 'all'} in ${(summary.precompressed.ms / 1000).toFixed(2)} s; not counted above)`,
        ]
      : []),
  ].join('\n');
}
