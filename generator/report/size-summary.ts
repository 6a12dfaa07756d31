import { gzipSync } from 'node:zlib';
import type { OutputFiles } from '../write/sinks.ts';

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
}

const byteLength = (content: string | Uint8Array) => (typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Sizes of a build's output, printed after every build and quoted in issue notes. */
export function summarizeSizes(files: OutputFiles, stylesheet: string, entryJs: string[]): SizeSummary {
  const html = [...files].filter(([name]) => name.endsWith('.html'));
  const htmlSizes = html.map(([name, content]) => ({ name, bytes: byteLength(content) }));
  const largest = htmlSizes.reduce((max, item) => (item.bytes > max.bytes ? item : max), { name: '', bytes: 0 });
  const css = files.get(stylesheet.replace(/^\//, '')) ?? '';
  const js = entryJs.map((file) => files.get(file.replace(/^\//, '')) ?? '');
  return {
    files: files.size,
    totalBytes: [...files.values()].reduce((sum, content) => sum + byteLength(content), 0),
    pages: html.length,
    html: {
      medianBytes: median(htmlSizes.map((item) => item.bytes)),
      maxBytes: largest.bytes,
      maxPath: largest.name,
      medianGzipBytes: median(html.filter((_, index) => index % 10 === 0).map(([, content]) => gzipSync(content).byteLength)),
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
  ].join('\n');
}
